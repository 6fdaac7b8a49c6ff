// linkPickerMachine — the template editor's "Attach" dialog: media and learning paths, searched on the server
// as they type (the kit's search picker); choosing one is the editor's event (template.link), sent by the view.
import type { SnapshotFrom } from 'xstate';
import { createSearchPickerMachine } from '../../admin/searchPickerMachine';
import { searchLinkTargets, type LinkTarget } from './templateActors';

export {
  selectPickerResults,
  selectPickerSearch,
  selectPickerStatus,
  type PickerStatus,
} from '../../admin/searchPickerMachine';

export const linkPickerMachine = createSearchPickerMachine<LinkTarget>({
  id: 'linkPicker',
  searchId: 'searchLinkTargets',
  search: searchLinkTargets,
});

export type LinkPickerSnapshot = SnapshotFrom<typeof linkPickerMachine>;
