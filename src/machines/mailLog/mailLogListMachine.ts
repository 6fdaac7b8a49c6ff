// mailLogListMachine — the mail log, made by the kit's list factory: search in recipient and subject,
// status, event and from/to as filters in the URL, sorted and paged on the server, newest first.
import { createListMachine } from '../admin/listMachine';
import { loadMailLogPage, type MailRow } from './mailLogActors';
import { MAIL_LOG_QUERY } from './mailLogQuery';

export const mailLogListMachine = createListMachine<MailRow>({
  id: 'mailLogList',
  ...MAIL_LOG_QUERY,
  rowId: (row) => row.id,
  loadPage: loadMailLogPage,
});
