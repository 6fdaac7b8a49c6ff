// Where the user-management screens live in the URL: the kit's list and editor addresses (../admin/editorLocations.ts).
import { editorLocations, type EditorPage } from '../admin/editorLocations';

export const USER_MANAGEMENT_PATH = '/user-management';

export const { listHref, newHref, editHref, pageOf } = editorLocations(USER_MANAGEMENT_PATH);

export type UserPage = EditorPage;
