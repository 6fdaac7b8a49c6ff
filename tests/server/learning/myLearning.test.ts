// The learner's side of assignments: assigned media first with where they stand (in the learner's time
// zone), openable by their learners only, reaching people who join a unit later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { userUnits } from '../../../server/db/schema/units';
import { assignments } from '../../../server/db/schema/assignments';
import { loadMyMedia } from '../../../server/api/enrolments/loadMyMedia';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, addUnit, Q } from './fixtures';
import { addAssignment, extendFor } from './pathFixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Mine = {
  status: string;
  assigned: boolean;
  enrolledAt: string | null;
  assignment: {
    id: string;
    dueOn: string | null;
    status: string;
    daysLeft: number | null;
    note: string;
  } | null;
  medium: { id: string; title: string };
};

const myMedia = async (token: string) => {
  const res = await gql<{ myMedia: Mine[] }>(t.api, Q.myMedia, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.myMedia ?? [];
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const done = (mediaId: string, token: string) => gql(t.api, Q.done, { token, variables: { mediaId } });

describe('my media with assignments', () => {
  it('lists assigned media first (overdue, then by due day, completed last), then self-enrolled ones', async () => {
    const learner = await addLearner(t, 'assigned-order');
    const own = await addMedium(t.database, { title: 'Self chosen' });
    const soon = await addMedium(t.database, { title: 'Due soon' });
    const late = await addMedium(t.database, { title: 'Overdue' });
    const open = await addMedium(t.database, { title: 'No due day' });
    const finished = await addMedium(t.database, { title: 'Finished' });
    await gql(t.api, Q.enrol, { token: learner.token, variables: { mediaId: own } });
    await addAssignment(t.database, { mediaId: soon, userIds: [learner.id], dueOn: day(5), note: 'Please' });
    await addAssignment(t.database, { mediaId: late, userIds: [learner.id], dueOn: day(-2) });
    await addAssignment(t.database, { mediaId: open, userIds: [learner.id] });
    await addAssignment(t.database, { mediaId: finished, userIds: [learner.id], dueOn: day(3) });
    expect((await done(finished, learner.token)).body.errors).toBeUndefined();
    const list = await myMedia(learner.token);
    expect(
      list.map((m) => [m.medium.title, m.assignment?.status ?? null, m.assignment?.daysLeft ?? null]),
    ).toEqual([
      ['Overdue', 'OVERDUE', -2],
      ['Due soon', 'NOT_STARTED', 5],
      ['No due day', 'NOT_STARTED', null],
      ['Finished', 'COMPLETED', null],
      ['Self chosen', null, null],
    ]);
    // Listed before any enrolment exists, as not attempted.
    expect(list[0]).toMatchObject({ status: 'NOT_ATTEMPTED', assigned: true, enrolledAt: null });
    expect(list[1]?.assignment).toMatchObject({ dueOn: day(5), note: 'Please' });
    expect(list[4]).toMatchObject({ assigned: false, assignment: null });
  });

  it("takes the learner's extension, and the most pressing of two assignments of one medium", async () => {
    const learner = await addLearner(t, 'extended');
    const mediaId = await addMedium(t.database, { title: 'Extended' });
    const first = await addAssignment(t.database, { mediaId, userIds: [learner.id], dueOn: day(-1) });
    await extendFor(t.database, first, learner.id, day(10));
    await addAssignment(t.database, { mediaId, userIds: [learner.id], dueOn: day(4) });
    const [mine] = await myMedia(learner.token);
    expect(mine?.assignment).toMatchObject({ dueOn: day(4), status: 'NOT_STARTED', daysLeft: 4 });
    await t.database.db
      .update(assignments)
      .set({ withdrawnAt: new Date() })
      .where(eq(assignments.mediaId, mediaId));
    expect(await myMedia(learner.token)).toEqual([]);
  });

  it("decides overdue on the learner's own calendar day, around midnight", async () => {
    const auckland = await addLearner(t, 'auckland');
    const london = await addLearner(t, 'utc-learner');
    await t.database.db.update(users).set({ timeZone: 'Pacific/Auckland' }).where(eq(users.id, auckland.id));
    const mediaId = await addMedium(t.database, { title: 'Midnight' });
    await addAssignment(t.database, { mediaId, userIds: [auckland.id, london.id], dueOn: '2026-03-03' });
    const at = async (userId: string, iso: string) =>
      (await loadMyMedia(t.database.db, userId, { now: new Date(iso) }))[0]?.assignment;
    // 23:30 on 3 March in Auckland (UTC+13): due today.
    expect(await at(auckland.id, '2026-03-03T10:30:00Z')).toMatchObject({
      status: 'NOT_STARTED',
      daysLeft: 0,
    });
    // 00:30 on 4 March in Auckland: overdue there, while it is still 3 March in UTC.
    expect(await at(auckland.id, '2026-03-03T11:30:00Z')).toMatchObject({ status: 'OVERDUE', daysLeft: -1 });
    expect(await at(london.id, '2026-03-03T11:30:00Z')).toMatchObject({ status: 'NOT_STARTED', daysLeft: 0 });
    expect(await at(london.id, '2026-03-04T00:00:00Z')).toMatchObject({ status: 'OVERDUE', daysLeft: -1 });
  });

  it('reaches a person who joins an assigned unit later, due from the day they joined', async () => {
    const unit = await addUnit(t.database, 'later-joiners');
    const mediaId = await addMedium(t.database, { title: 'For the unit', unitId: unit });
    await addAssignment(t.database, {
      mediaId,
      unitIds: [unit],
      dueDays: 30,
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    });
    const joiner = await addLearner(t, 'joins-later');
    expect(await myMedia(joiner.token)).toEqual([]);
    await t.database.db.insert(userUnits).values({ userId: joiner.id, unitId: unit });
    const [mine] = await myMedia(joiner.token);
    expect(mine).toMatchObject({ medium: { id: mediaId }, assignment: { dueOn: day(30), daysLeft: 30 } });
  });

  it('opens an assigned medium of another unit for its learner, and for nobody else', async () => {
    const elsewhere = await addUnit(t.database, 'elsewhere');
    const mediaId = await addMedium(t.database, { title: 'Other unit', unitId: elsewhere, type: 'PDF' });
    const learner = await addLearner(t, 'given-one');
    const other = await addLearner(t, 'not-given');
    await addAssignment(t.database, { mediaId, userIds: [learner.id] });
    const myMedium = (token: string) =>
      gql<{ myMedium: { status: string } | null }>(
        t.api,
        'query m($id: ID!) { myMedium(mediaId: $id) { status } }',
        {
          token,
          variables: { id: mediaId },
        },
      );
    expect((await myMedium(learner.token)).body.data?.myMedium).toEqual({ status: 'NOT_ATTEMPTED' });
    const res = await done(mediaId, learner.token);
    expect(res.body.errors).toBeUndefined();
    expect((await myMedia(learner.token))[0]).toMatchObject({
      status: 'COMPLETED',
      assignment: { status: 'COMPLETED' },
    });

    expect((await myMedium(other.token)).body.data?.myMedium).toBeNull();
    const refused = await done(mediaId, other.token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const enrol = await gql(t.api, Q.enrol, { token: other.token, variables: { mediaId } });
    expect(enrol.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
