// pathListMachine — /learning-path's list, made by the kit's list factory: learningPaths searched,
// filtered by status, sorted and paged on the server, the query in the URL, bulk archive (with an undo
// that restores exactly the paths it archived) and restore.
import { createListMachine, type ListSnapshot } from '../admin/listMachine';
import { loadPathsPage, pathBulkActors, type PathRow } from './pathActors';
import { PATH_LIST_QUERY, showsArchived } from './pathQuery';

export const pathListMachine = createListMachine<PathRow>({
  id: 'pathList',
  ...PATH_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadPathsPage,
  bulkActions: {
    archive: {
      actor: pathBulkActors.archive,
      doneMessage: 'learningPaths.bulk.archived',
      failedMessage: 'learningPaths.bulk.archiveFailed',
      undo: 'unarchive',
    },
    unarchive: {
      actor: pathBulkActors.unarchive,
      doneMessage: 'learningPaths.bulk.unarchived',
      failedMessage: 'learningPaths.bulk.restoreFailed',
    },
    restore: {
      actor: pathBulkActors.restore,
      doneMessage: 'learningPaths.bulk.restored',
      failedMessage: 'learningPaths.bulk.restoreFailed',
    },
  },
});

export const selectShowsArchived = (s: ListSnapshot<PathRow>) => showsArchived(s.context.query);
