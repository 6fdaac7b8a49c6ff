// auditListMachine — the console's audit log, made by the kit's list factory: who (the search), what,
// type, unit, from and to as filters in the URL, paged on the server, newest first.
import { createListMachine } from '../admin/listMachine';
import { loadAuditPage, type AuditRow } from './consoleActors';
import { AUDIT_LIST_QUERY } from './consoleQuery';

export const auditListMachine = createListMachine<AuditRow>({
  id: 'auditList',
  ...AUDIT_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadAuditPage,
});
