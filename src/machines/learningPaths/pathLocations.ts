// Where the learning-path screens live in the URL: the kit's list and editor addresses (../admin/editorLocations.ts).
import { editorLocations, type EditorPage } from '../admin/editorLocations';

export const LEARNING_PATH_PATH = '/learning-path';

export const { listHref, newHref, editHref, pageOf } = editorLocations(LEARNING_PATH_PATH);

export type PathPage = EditorPage;
