// Where the media-management screens live in the URL: the kit's list and editor addresses (../admin/editorLocations.ts).
import { editorLocations, type EditorPage } from '../admin/editorLocations';

export const MEDIA_MANAGEMENT_PATH = '/media-management';

export const { listHref, newHref, editHref, pageOf } = editorLocations(MEDIA_MANAGEMENT_PATH);

export type MediaPage = EditorPage;
