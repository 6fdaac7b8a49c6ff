// The digest's schedule: Mondays at 06:00 UTC (the start of the working week in most of the zones served).
import type { Jobs } from '../../jobs/index';
import type { JobDeps } from '../jobHandlers';
import { runNewsDigest } from './digest';

export const NEWS_DIGEST_JOB = 'news-digest';
export const NEWS_DIGEST_CRON = '0 6 * * 1';

export function registerNewsDigestJob(jobs: Jobs, { db }: Pick<JobDeps, 'db'>): void {
  // A retry after a failure part-way is safe: people who got this week's digest are skipped.
  jobs.define(NEWS_DIGEST_JOB, async () => runNewsDigest(db));
  jobs.schedule(NEWS_DIGEST_JOB, NEWS_DIGEST_CRON);
}
