// The relatives view reads "assigned", the due day and "overdue" from the assignments model in the
// learner's time zone: an assigned medium not opened yet is listed, overdue
// begins after midnight where the learner lives, a completed one is not overdue, a recertification that
// ran out is, and a medium the learner enrolled in is not assigned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { enrolments } from '../../../server/db/schema/learning';
import { assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import { loadRelativeView } from '../../../server/api/relatives/view';
import { addLearner, addMedium } from '../learning/fixtures';
import { startTestApi, type TestApi } from './harness';
import { createLink } from './relativesHarness';

let t: TestApi;
let token = '';
const titles = { unopened: 'Hand hygiene', done: 'Fire safety', renew: 'First aid', legacy: 'Lifting' };

async function assign(mediaId: string, userId: string, values: Partial<typeof assignments.$inferInsert>) {
  const [row] = await t.database.db
    .insert(assignments)
    .values({ mediaId, createdAt: new Date('2026-01-01T00:00:00Z'), ...values })
    .returning({ id: assignments.id });
  await t.database.db.insert(assignmentTargets).values({ assignmentId: row!.id, userId });
}

beforeAll(async () => {
  t = await startTestApi();
  const learner = await addLearner(t, 'kiri');
  await t.database.db.update(users).set({ timeZone: 'Pacific/Auckland' }).where(eq(users.id, learner.id));
  const unopened = await addMedium(t.database, { title: titles.unopened });
  const done = await addMedium(t.database, { title: titles.done });
  const renew = await addMedium(t.database, { title: titles.renew });
  const legacy = await addMedium(t.database, { title: titles.legacy });
  await assign(unopened, learner.id, { dueOn: '2026-03-10' });
  await assign(done, learner.id, { dueOn: '2026-03-01' });
  await assign(renew, learner.id, { dueOn: '2025-03-01', recurrenceMonths: 12 });
  await t.database.db.insert(enrolments).values([
    {
      userId: learner.id,
      mediaId: done,
      status: 'COMPLETED',
      progress: 100,
      completedAt: new Date('2026-02-20T09:00:00Z'),
      doneAt: new Date('2026-02-20T09:00:00Z'),
    },
    {
      userId: learner.id,
      mediaId: renew,
      status: 'PASSED',
      progress: 100,
      completedAt: new Date('2025-02-20T09:00:00Z'),
      doneAt: new Date('2025-02-20T09:00:00Z'),
    },
    // Enrolled in by the learner: no assignment, so not assigned and not overdue.
    { userId: learner.id, mediaId: legacy, status: 'INCOMPLETE', progress: 30 },
  ]);
  token = (await createLink(t, learner.id)).token;
});
afterAll(() => t.close());

const viewAt = async (instant: string) => {
  const view = await loadRelativeView(t.database.db, token, new Date(instant));
  return Object.fromEntries(view!.media.map((m) => [m.title, m]));
};

describe('the relatives view and assignments', () => {
  it('is due on the due day and overdue from midnight after it, in the learner’s zone', async () => {
    // 10:30 UTC on 10 March is 23:30 in Auckland: still the due day.
    const before = await viewAt('2026-03-10T10:30:00Z');
    expect(before[titles.unopened]).toMatchObject({
      status: 'NOT_ATTEMPTED',
      progress: 0,
      assigned: true,
      dueAt: '2026-03-10T12:00:00.000Z',
      overdue: false,
    });
    // An hour later it is 11 March there.
    const after = await viewAt('2026-03-10T11:30:00Z');
    expect(after[titles.unopened]).toMatchObject({ assigned: true, overdue: true });
  });

  it('a completed assignment is not overdue; a recertification that ran out is; the old column counts for nothing', async () => {
    const view = await viewAt('2026-03-10T11:30:00Z');
    expect(view[titles.done]).toMatchObject({
      assigned: true,
      overdue: false,
      dueAt: null,
      status: 'COMPLETED',
    });
    expect(view[titles.renew]).toMatchObject({
      assigned: true,
      overdue: true,
      dueAt: '2026-02-20T12:00:00.000Z',
    });
    expect(view[titles.legacy]).toMatchObject({ assigned: false, overdue: false, dueAt: null, progress: 30 });
    // Overdue first, then open by due day, then the finished ones.
    const order = (await loadRelativeView(t.database.db, token, new Date('2026-03-10T11:30:00Z')))!.media.map(
      (m) => m.title,
    );
    expect(order).toEqual([titles.renew, titles.unopened, titles.legacy, titles.done]);
  });
});
