// Registers the reminder run on the job queue: every 15 minutes (a due day begins at midnight in each
// learner's zone, so a run within the quarter hour after it raises the day's notices) and once at start.
import type { JobDeps } from '../jobHandlers';
import type { Jobs } from '../../jobs/index';
import { publishNotices, runReminders } from './reminders';

export const REMINDER_JOB = 'assignment-reminders';
export const REMINDER_CRON = '*/15 * * * *';

export function registerReminderJobs(jobs: Jobs, { db, pubsub }: Pick<JobDeps, 'db' | 'pubsub'>): void {
  jobs.define(
    REMINDER_JOB,
    async () => {
      const run = await runReminders(db);
      publishNotices(pubsub, run.notices);
      return { notices: run.notices.length, newRounds: run.newRounds };
    },
    // The next run is at most 15 minutes away and does the same work: no retries piling up behind it.
    { retryLimit: 0 },
  );
  jobs.schedule(REMINDER_JOB, REMINDER_CRON);
}
