// issuedListMachine — the Issued tab's list, made by the kit's list factory: certificates searched by the
// learner, the title or the number, filtered by status, sorted and paged on the server, the query in the
// URL beside the tab. No bulk actions: revoking needs a reason per certificate (certificateActionMachine).
import { createListMachine } from '../../admin/listMachine';
import { loadIssuedPage, type IssuedRow } from './issuedActors';
import { ISSUED_LIST_QUERY } from './issuedQuery';

export const issuedListMachine = createListMachine<IssuedRow>({
  id: 'issuedList',
  ...ISSUED_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadIssuedPage,
});
