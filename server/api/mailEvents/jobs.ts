// The mail events' part of a server's start: the address their links point to (links.ts) and the weekly
// news digest. One call in server/api/jobHandlers.ts.
import type { Jobs } from '../../jobs/index';
import type { JobDeps } from '../jobHandlers';
import { registerNewsDigestJob } from '../newsDigest/job';
import { setMailOrigin } from './links';

export function registerMailEventJobs(jobs: Jobs, deps: JobDeps): void {
  setMailOrigin(deps.config);
  registerNewsDigestJob(jobs, deps);
}
