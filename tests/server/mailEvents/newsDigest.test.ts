// The weekly news digest: one NEWS_DIGEST per active person with news published for them (the news area's
// unit rule) in the last seven days, titles newest first in their language, a link to the dashboard; nobody
// without such news, nobody who turned digests off, nobody twice in a week; the job is scheduled weekly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { news, newsTranslations, newsUnits } from '../../../server/db/schema/news';
import { runNewsDigest } from '../../../server/api/newsDigest/digest';
import { NEWS_DIGEST_CRON, NEWS_DIGEST_JOB, registerNewsDigestJob } from '../../../server/api/newsDigest/job';
import type { Jobs } from '../../../server/jobs/index';
import { eq } from 'drizzle-orm';
import { addLearner, mailsOf, optOut, PUBLIC_URL } from './support';

let database: Database;
let db: Db;
const NOW = new Date('2026-03-16T06:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const people: Record<string, string> = {};

async function unit(key: string) {
  const [row] = await db
    .insert(units)
    .values({ key, name: key, displayedId: `U-${key}` })
    .returning({ id: units.id });
  return row!.id;
}

async function item(title: string, publishedAt: Date | null, unitId: number | null = null) {
  const [row] = await db
    .insert(news)
    .values({ title, body: `${title} body`, publishedAt, unitId })
    .returning({ id: news.id });
  return row!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const ward = await unit('ward');
  const office = await unit('office');
  people.ada = await addLearner(db, 'ada', { locale: 'de' });
  people.ben = await addLearner(db, 'ben');
  people.cleo = await addLearner(db, 'cleo');
  people.dan = await addLearner(db, 'dan');
  people.eve = await addLearner(db, 'eve');
  await db.insert(userUnits).values({ userId: people.ada, unitId: ward });
  await db.insert(userUnits).values({ userId: people.eve, unitId: office });
  await optOut(db, people.cleo, 'DIGESTS');
  await db.update(users).set({ isActive: false }).where(eq(users.id, people.dan));

  const everyone = await item('For everyone', daysAgo(2));
  await db
    .insert(newsTranslations)
    .values({ newsId: everyone, locale: 'de', title: 'Für alle', body: 'x', html: '<p>x</p>' });
  await item('Ward news', daysAgo(1), ward);
  const editor = await item('Ward and office', daysAgo(3));
  await db.insert(newsUnits).values([{ newsId: editor, unitId: ward }]);
  await item('Office only', daysAgo(1), office);
  await item('Too old', daysAgo(8));
  await item('Draft', null);
});

afterAll(() => database.close());

describe('the news digest', () => {
  it('mails each person the week’s news for them, newest first, in their language', async () => {
    const run = await runNewsDigest(db, NOW);
    const [ada] = await mailsOf(db, 'NEWS_DIGEST', people.ada);
    expect([ada!.locale, ada!.status, ada!.data]).toEqual([
      'de',
      'QUEUED',
      {
        newsCount: 3,
        newsTitles: 'Ward news\nFür alle\nWard and office',
        newsLink: `${PUBLIC_URL}/dashboard`,
      },
    ]);
    const [ben] = await mailsOf(db, 'NEWS_DIGEST', people.ben);
    expect(ben!.data).toEqual({
      newsCount: 1,
      newsTitles: 'For everyone',
      newsLink: `${PUBLIC_URL}/dashboard`,
    });
    const [eve] = await mailsOf(db, 'NEWS_DIGEST', people.eve);
    expect(eve!.data).toMatchObject({ newsCount: 2, newsTitles: 'Office only\nFor everyone' });
    // Turned off, or deactivated: no mail at all.
    expect(await mailsOf(db, 'NEWS_DIGEST', people.cleo)).toEqual([]);
    expect(await mailsOf(db, 'NEWS_DIGEST', people.dan)).toEqual([]);
    expect(run).toEqual({ queued: 3, skipped: 0 });
  });

  it('mails nobody twice in the same week (a retried or repeated run)', async () => {
    const again = await runNewsDigest(db, new Date(NOW.getTime() + 3_600_000));
    expect(again).toEqual({ queued: 0, skipped: 3 });
    expect(await mailsOf(db, 'NEWS_DIGEST')).toHaveLength(3);
  });

  it('skips everybody when nothing was published for them that week', async () => {
    // The rows above were written now: seven days on they no longer block; the news is then too old.
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await runNewsDigest(db, later)).toEqual({ queued: 0, skipped: 3 });
    expect(await mailsOf(db, 'NEWS_DIGEST')).toHaveLength(3);
  });

  it('is a weekly scheduled job', async () => {
    const defined: string[] = [];
    const scheduled: Array<[string, string]> = [];
    const jobs = {
      define: (kind: string) => defined.push(kind),
      schedule: (kind: string, cron: string) => scheduled.push([kind, cron]),
    } as unknown as Jobs;
    registerNewsDigestJob(jobs, { db });
    expect(defined).toEqual([NEWS_DIGEST_JOB]);
    expect(scheduled).toEqual([[NEWS_DIGEST_JOB, NEWS_DIGEST_CRON]]);
    expect(NEWS_DIGEST_CRON.split(' ')).toEqual(['0', '6', '*', '*', '1']);
  });
});
