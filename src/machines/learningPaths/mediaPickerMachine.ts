// mediaPickerMachine — the editor's "Add media" dialog: published media the manager may add, searched on the
// server as they type (the kit's search picker, opened for a section: `picker.open` {target: sectionId});
// choosing one is the editor's event (path.addMedium), sent by the view.
import type { SnapshotFrom } from 'xstate';
import { createSearchPickerMachine } from '../admin/searchPickerMachine';
import { searchMedia, type MediumChoice } from './pathActors';

export {
  selectPickerResults,
  selectPickerSearch,
  selectPickerStatus,
  selectPickerTarget as selectPickerSection,
  type PickerStatus,
} from '../admin/searchPickerMachine';

export const mediaPickerMachine = createSearchPickerMachine<MediumChoice>({
  id: 'mediaPicker',
  searchId: 'searchMedia',
  search: searchMedia,
});

export type MediaPickerSnapshot = SnapshotFrom<typeof mediaPickerMachine>;
