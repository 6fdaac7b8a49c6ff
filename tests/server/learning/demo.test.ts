// The demo seed gives the demo learner filled screens: an assigned course with a due date, a finished
// and rated handout, and recommendations drawn from the coach's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMedia } from '../../../server/media/seed';
import { seedDemoLearning } from '../../../server/api/enrolments/seedDemoLearning';
import { enrolments } from '../../../server/db/schema/learning';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { Q } from './fixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  await seedDemoMedia(t.database.db, t.config);
  await seedDemoLearning(t.database.db);
});
afterAll(() => t.close());

type Mine = {
  status: string;
  assigned: boolean;
  assignment: { dueOn: string | null; status: string } | null;
  medium: { title: string };
};

describe('demo learning history', () => {
  it("fills the demo learner's media, ratings and recommendations", async () => {
    const mine = await gql<{ myMedia: Mine[] }>(t.api, Q.myMedia, { token: t.tokens.learner });
    const list = mine.body.data?.myMedia ?? [];
    expect(list.map((m) => [m.medium.title, m.status, m.assigned])).toEqual(
      expect.arrayContaining([
        ['Information security basics', 'NOT_ATTEMPTED', true],
        // Also assigned, with a 12-month recertification (server/api/enrolments/seedDemoAssignments.ts).
        ['Information security basics - handout', 'COMPLETED', true],
      ]),
    );
    // Assigned through the assignments tables (due on a day in the learner's zone), listed first.
    expect(list[0]?.assignment?.status).toBe('NOT_STARTED');
    expect(list[0]?.assignment?.dueOn ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((list[0]?.assignment?.dueOn ?? '') > new Date().toISOString().slice(0, 10)).toBe(true);
    const ratings = await gql<{ myRatings: { stars: number }[] }>(t.api, Q.myRatings, {
      token: t.tokens.learner,
    });
    expect(ratings.body.data?.myRatings).toHaveLength(1);
    const recs = await gql<{ recommendations: { reason: string; medium: { title: string } }[] }>(
      t.api,
      Q.recommendations,
      { token: t.tokens.learner, variables: {} },
    );
    expect(recs.body.data?.recommendations[0]).toMatchObject({
      reason: 'COLLABORATIVE',
      medium: { title: 'Top tips for staff (NCSC)' },
    });
  });

  it('runs once: a second run adds nothing', async () => {
    const before = await t.database.db.select().from(enrolments);
    await seedDemoLearning(t.database.db);
    expect(await t.database.db.select().from(enrolments)).toEqual(before);
  });
});
