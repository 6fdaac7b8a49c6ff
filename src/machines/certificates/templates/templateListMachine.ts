// templateListMachine — the Templates tab's list, made by the kit's list factory: templates searched by
// name, the archived ones behind a filter, sorted and paged on the server, the query in the URL, bulk
// archive (with an undo that restores exactly what it archived) and restore.
import { createListMachine, type ListSnapshot } from '../../admin/listMachine';
import { loadTemplatesPage, templateBulkActors, type TemplateRow } from './templateActors';
import { showsArchived, TEMPLATE_LIST_QUERY } from './templateQuery';

export const templateListMachine = createListMachine<TemplateRow>({
  id: 'templateList',
  ...TEMPLATE_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadTemplatesPage,
  bulkActions: {
    archive: {
      actor: templateBulkActors.archive,
      doneMessage: 'certificates.templates.bulk.archived',
      failedMessage: 'certificates.templates.bulk.archiveFailed',
      undo: 'unarchive',
    },
    unarchive: {
      actor: templateBulkActors.unarchive,
      doneMessage: 'certificates.templates.bulk.unarchived',
      failedMessage: 'certificates.templates.bulk.restoreFailed',
    },
    restore: {
      actor: templateBulkActors.restore,
      doneMessage: 'certificates.templates.bulk.restored',
      failedMessage: 'certificates.templates.bulk.restoreFailed',
    },
  },
});

export const selectShowsArchived = (s: ListSnapshot<TemplateRow>) => showsArchived(s.context.query);
