// jobsListMachine — the console's background jobs, made by the kit's list factory: newest first, filtered
// by state, paged on the server, the query in the URL; "retry" is its one action, run on the failed job the
// confirm dialog named (list.bulk {action: 'retry', ids: [id]}), which reloads the list when it worked.
import { createListMachine } from '../admin/listMachine';
import { loadJobsPage, retryJobs, type JobRow } from './consoleActors';
import { JOBS_LIST_QUERY } from './consoleQuery';

export const jobsListMachine = createListMachine<JobRow>({
  id: 'jobsList',
  ...JOBS_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadJobsPage,
  bulkActions: {
    retry: {
      actor: retryJobs,
      doneMessage: 'superConsole.jobs.retried',
      failedMessage: 'superConsole.jobs.retryFailed',
    },
  },
});
