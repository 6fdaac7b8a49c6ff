// The demo news: seeded once with the demo data, one per unit audience and a draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../../../server/db/testing';
import { news } from '../../../server/db/schema/news';
import { seedDemo } from '../../../server/db/seed';
import { DEMO_NEWS, seedDemoNews } from '../../../server/api/news/seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rows = () => database.db.select().from(news).orderBy(asc(news.createdAt));

describe('demo news', () => {
  it('is seeded with the demo data: two for everybody, one for Customer Service, one draft', async () => {
    await seedDemo(database.db, testConfig());
    const seeded = await rows();
    expect(seeded.map((n) => n.title).sort()).toEqual(DEMO_NEWS.map((n) => n.title).sort());
    expect(seeded.filter((n) => n.publishedAt === null).map((n) => n.title)).toEqual([
      'Summer learning week (draft)',
    ]);
    expect(seeded.filter((n) => n.unitId !== null).map((n) => n.title)).toEqual([
      'Customer Service: new call-handling guidelines',
    ]);
    for (const item of seeded) {
      expect(item.createdBy).not.toBeNull();
      expect(item.body).not.toMatch(/<[a-z]/i);
    }
  });

  it('runs only on an empty news table', async () => {
    const before = await rows();
    await seedDemoNews(database.db);
    expect(await rows()).toEqual(before);
  });

  it('keeps the database’s own limit on the title length', async () => {
    await expect(database.db.insert(news).values({ title: 'x'.repeat(201), body: 'y' })).rejects.toThrow();
    await expect(database.db.insert(news).values({ title: '', body: 'y' })).rejects.toThrow();
  });
});
