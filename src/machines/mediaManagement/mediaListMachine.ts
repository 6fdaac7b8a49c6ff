// mediaListMachine — /media-management's list, made by the kit's list factory: managedMedia searched,
// filtered, sorted and paged on the server, the query in the URL, and bulk publish, unpublish,
// archive (with an undo that restores them as they were) and restore.
import { createListMachine, type ListSnapshot } from '../admin/listMachine';
import { bulkActors, loadMediaPage, type MediumRow } from './mediaActors';
import { MEDIA_LIST_QUERY, stateOf } from './mediaQuery';

export const mediaListMachine = createListMachine<MediumRow>({
  id: 'mediaList',
  ...MEDIA_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadMediaPage,
  bulkActions: {
    publish: {
      actor: bulkActors.publish,
      doneMessage: 'mediaManagement.bulk.published',
      failedMessage: 'mediaManagement.bulk.publishFailed',
    },
    unpublish: {
      actor: bulkActors.unpublish,
      doneMessage: 'mediaManagement.bulk.unpublished',
      failedMessage: 'mediaManagement.bulk.unpublishFailed',
    },
    archive: {
      actor: bulkActors.archive,
      doneMessage: 'mediaManagement.bulk.archived',
      failedMessage: 'mediaManagement.bulk.archiveFailed',
      undo: 'unarchive',
    },
    // Only as the undo of an archive: as it was before, published ones published again.
    unarchive: {
      actor: bulkActors.unarchive,
      doneMessage: 'mediaManagement.bulk.unarchived',
      failedMessage: 'mediaManagement.bulk.restoreFailed',
    },
    restore: {
      actor: bulkActors.restore,
      doneMessage: 'mediaManagement.bulk.restored',
      failedMessage: 'mediaManagement.bulk.restoreFailed',
    },
  },
});

type MediaListSnapshot = ListSnapshot<MediumRow>;

/** The archive state the list shows: the bulk bar offers archive for active media, restore for archived. */
export const selectMediaState = (s: MediaListSnapshot) => stateOf(s.context.query);
