// The weekly news digest: each active person who did not turn digests off gets one mail listing the news
// published for them in the last seven days (the news area's own visibility rule, newsVisibleTo), titles
// in their language when the item has a version in it. Nobody without such news gets a mail. Each person is
// queued in a transaction of their own, after checking that no digest went to them in the last six days,
// so a retried or repeated run mails nobody twice that week.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { mailMessages, mailOptOuts } from '../../db/schema/mail';
import { news, newsTranslations } from '../../db/schema/news';
import { queueMail } from '../mail/outbox';
import { appLink } from '../mailEvents/links';
import { newsVisibleTo } from '../news/load';

const DAY_MS = 86_400_000;
/** The news a digest covers. */
export const DIGEST_DAYS = 7;
/** A digest newer than this means this week's went out already. */
const ALREADY_SENT_DAYS = 6;

export interface DigestRun {
  /** People a digest was queued for. */
  queued: number;
  /** People with no news of the week, or who had this week's digest already. */
  skipped: number;
}

async function newsTitlesFor(db: Db, userId: string, locale: string | null, since: Date, now: Date) {
  const rows = await db
    .select({ title: sql<string>`coalesce(${newsTranslations.title}, ${news.title})` })
    .from(news)
    .leftJoin(
      newsTranslations,
      and(eq(newsTranslations.newsId, news.id), eq(newsTranslations.locale, locale ?? '')),
    )
    .where(
      and(
        newsVisibleTo(userId),
        gte(news.publishedAt, since),
        sql`${news.publishedAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(news.publishedAt), desc(news.id));
  return rows.map((row) => row.title.replace(/\s+/g, ' ').trim());
}

async function hadDigestSince(db: Db, userId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.userId, userId),
        eq(mailMessages.event, 'NEWS_DIGEST'),
        eq(mailMessages.isTest, false),
        gte(mailMessages.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Queues this week's digests (`now` decides the week). */
export async function runNewsDigest(db: Db, now = new Date()): Promise<DigestRun> {
  const since = new Date(now.getTime() - DIGEST_DAYS * DAY_MS);
  const sentSince = new Date(now.getTime() - ALREADY_SENT_DAYS * DAY_MS);
  const people = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        isNull(users.anonymisedAt),
        sql`not exists (select 1 from ${mailOptOuts} o
          where o.user_id = ${users.id} and o.category = 'DIGESTS')`,
      ),
    )
    .orderBy(users.id);
  const run: DigestRun = { queued: 0, skipped: 0 };
  for (const person of people) {
    const queued = await db.transaction(async (tx) => {
      if (await hadDigestSince(tx, person.id, sentSince)) return false;
      const titles = await newsTitlesFor(tx, person.id, person.locale, since, now);
      if (titles.length === 0) return false;
      await queueMail(tx, {
        event: 'NEWS_DIGEST',
        userId: person.id,
        data: { newsCount: titles.length, newsTitles: titles.join('\n'), newsLink: appLink('/dashboard') },
      });
      return true;
    });
    if (queued) run.queued += 1;
    else run.skipped += 1;
  }
  return run;
}
