// Every area's background-job handlers, registered on the one queue (server/jobs). An area keeps its
// handlers in its own folder and exports a register function; this list is the only shared line.
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../files/storage';
import type { Jobs } from '../jobs/index';
import type { ApiPubSub } from './context';
import { registerUserImportJobs } from './userImport/job';
import { registerSuperConsoleJobs } from './superConsole/dataExportJob';
import { registerReminderJobs } from './assignmentNotices/reminderJob';
import { registerCertificateJobs } from './certificates/renderJob';
import { registerMailJobs } from './mail/jobs';
import { registerNewsJobs } from './news/scheduler';
import { registerMailEventJobs } from './mailEvents/jobs';

export interface JobDeps {
  config: ServerConfig;
  db: Db;
  storage: Storage;
  /** Jobs that tell subscribers (assignment notices) publish here, after their transaction commits. */
  pubsub: ApiPubSub;
}

export function registerJobHandlers(jobs: Jobs, deps: JobDeps): void {
  // Areas add their register call here.
  registerUserImportJobs(jobs, deps);
  registerSuperConsoleJobs(jobs, deps);
  registerReminderJobs(jobs, deps);
  registerCertificateJobs(jobs, deps);
  registerMailJobs(jobs, deps);
  registerNewsJobs(jobs, deps);
  registerMailEventJobs(jobs, deps);
}
