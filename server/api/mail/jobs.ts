// The mail queue's background jobs: the sender (every minute, and right after a commit that queued mail)
// and the retention purge (daily).
import type { Jobs } from '../../jobs/index';
import type { JobDeps } from '../jobHandlers';
import { onMailQueued } from './outbox';
import { purgeMailBodies } from './retention';
import { runMailQueue } from './worker';

export const MAIL_SEND_JOB = 'mail-send';
export const MAIL_RETENTION_JOB = 'mail-retention';

export function registerMailJobs(jobs: Jobs, deps: JobDeps): void {
  // The next trigger or the minute's tick does the same work: no retries piling up behind it.
  jobs.define(MAIL_SEND_JOB, ({ signal }) => runMailQueue(deps, { signal }), { retryLimit: 0 });
  jobs.schedule(MAIL_SEND_JOB, '* * * * *');
  jobs.define(MAIL_RETENTION_JOB, () => purgeMailBodies(deps), { retryLimit: 0 });
  jobs.schedule(MAIL_RETENTION_JOB, '17 3 * * *');
  onMailQueued(() => jobs.trigger(MAIL_SEND_JOB));
}
