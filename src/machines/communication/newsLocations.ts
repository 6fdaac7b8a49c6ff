// Where the news screens live in the URL: the kit's list and editor addresses (../admin/editorLocations.ts).
import { editorLocations, type EditorPage } from '../admin/editorLocations';

export const COMMUNICATION_PATH = '/communication';

export const { listHref, newHref, editHref, pageOf } = editorLocations(COMMUNICATION_PATH);

export type NewsPage = EditorPage;
