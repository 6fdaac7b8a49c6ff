// Scheduled news goes live at its time: a timer in this process wakes at the earliest time an editor set
// (so the dashboard shows it within a second), and a pg-boss schedule every minute is the safety net (a
// restart, another server, a timer lost). Either one runs publishDueNews, whose single UPDATE takes each due
// item exactly once, so a timer and the schedule firing together never announce an item twice.
import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';
import type { Jobs } from '../../jobs/index';
import type { ApiPubSub } from '../context';
import type { JobDeps } from '../jobHandlers';
import { loadNewsItem } from './load';

export const NEWS_PUBLISH_JOB = 'news.publishDue';

/** Puts every scheduled item whose time has come live and tells subscribers; answers their ids. */
export async function publishDueNews(db: Db, pubsub: ApiPubSub, now = new Date()): Promise<string[]> {
  const due = await db
    .update(news)
    // The time it was meant for, so a late run does not reorder the news.
    .set({ publishedAt: sql`${news.publishAt}`, publishAt: null, unpublishedAt: null })
    .where(and(isNull(news.publishedAt), lte(news.publishAt, now)))
    .returning({ id: news.id, locale: news.defaultLocale });
  for (const { id, locale } of due) {
    const item = await loadNewsItem(db, id, null, locale);
    if (item) pubsub.publish('newsPublished', item);
  }
  return due.map((d) => d.id);
}

/** Longer waits are left to the minute schedule (a timer that long is a timer a restart loses anyway). */
const MAX_WAIT_MS = 10 * 60_000;

/**
 * Runs publishDueNews once `at` has come (after the scheduling transaction committed). Errors are logged,
 * not thrown: the schedule retries within a minute.
 */
export function wakeAt(db: Db, pubsub: ApiPubSub, at: Date): void {
  const wait = at.getTime() - Date.now();
  if (wait > MAX_WAIT_MS) return;
  const timer = setTimeout(
    () => {
      publishDueNews(db, pubsub).catch((error: unknown) =>
        console.warn('Publishing scheduled news failed; the minute schedule tries again.', error),
      );
    },
    // A few milliseconds late rather than early: the UPDATE compares with the database's clock.
    Math.max(0, wait) + 50,
  );
  timer.unref();
}

export function registerNewsJobs(jobs: Jobs, deps: JobDeps): void {
  jobs.define(NEWS_PUBLISH_JOB, async () => publishDueNews(deps.db, deps.pubsub), { retryLimit: 0 });
  jobs.schedule(NEWS_PUBLISH_JOB, '* * * * *');
}
