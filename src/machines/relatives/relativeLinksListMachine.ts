// relativeLinksListMachine — the administrators' list of links at /relatives, made by the kit's list
// factory: searched, filtered by state, sorted and paged on the server, the query in the URL; revoke is a
// bulk action (one row's button sends it with that id, after the view asked).
import { createListMachine } from '../admin/listMachine';
import { relativesActors, type RelativeLinkRow } from './relativesActors';
import { LINKS_LIST_QUERY } from './relativesQuery';

export const relativeLinksListMachine = createListMachine<RelativeLinkRow>({
  id: 'relativeLinksList',
  ...LINKS_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: relativesActors.loadLinksPage,
  bulkActions: {
    revoke: {
      actor: relativesActors.revokeLinks,
      doneMessage: 'relatives.admin.revoked',
      failedMessage: 'relatives.admin.revokeFailed',
    },
  },
});
