// The edit page's calls beside the form (publish, archive, restore, a new file), over the API calls
// of mediaActors.ts; and what their failures mean.
import { AdminApiError } from '../admin/adminErrors';
import { loadMedium, mediumActionActors } from './mediaActors';

export type EditorAction = 'publish' | 'unpublish' | 'restore' | 'replace';

/** The API refused because the medium changed after it was loaded. */
export const isConflict = (error: unknown) => error instanceof AdminApiError && !!error.find('CONFLICT');

export const editorActors = {
  loadMedium,
  ...mediumActionActors,
};
