// The learner's notices through the API: each person reads and marks only their own, the live subscription
// delivers a new notice to its learner only (over a real graphql-ws socket), and reportTimeZone validates
// and stores the zone the due days are counted in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { users } from '../../../server/db/schema/core';
import { media } from '../../../server/db/schema/media';
import { assignmentNotices, assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import { publishNotices, runReminders } from '../../../server/api/assignmentNotices/reminders';
import { gql, startSocketApi, type DemoUser, type SocketApi, type TestApi } from './harness';

let socket: SocketApi;
let t: TestApi;
let url: string;
let mediumId = '';

const FIELDS = 'id event itemKind itemId itemTitle dueOn read';

async function assignTo(userIds: string[], dueOn: string | null = null) {
  const [row] = await t.database.db
    .insert(assignments)
    .values({ mediaId: mediumId, dueOn })
    .returning({ id: assignments.id });
  await t.database.db
    .insert(assignmentTargets)
    .values(userIds.map((userId) => ({ assignmentId: row!.id, userId })));
  return row!.id;
}

const myNotices = (user: DemoUser, args = '') =>
  gql<{ myNotices: Array<Record<string, unknown>> }>(t.api, `query { myNotices${args} { ${FIELDS} } }`, {
    token: t.tokens[user],
  });

const markRead = (user: DemoUser, ids: string[]) =>
  gql<{ markNoticesRead: Array<{ id: string; read: boolean }> }>(
    t.api,
    'mutation m($ids: [ID!]!) { markNoticesRead(ids: $ids) { id read } }',
    { token: t.tokens[user], variables: { ids } },
  );

beforeAll(async () => {
  socket = await startSocketApi();
  ({ t, url } = socket);
  const [medium] = await t.database.db
    .insert(media)
    .values({ title: 'Safe lifting', type: 'LINK', externalUrl: 'https://example.org', published: true })
    .returning({ id: media.id });
  mediumId = medium!.id;
});
afterAll(() => socket.close());

describe('myNotices and markNoticesRead', () => {
  it('each learner reads only their own notices, newest first, with the item', async () => {
    await assignTo([t.userIds.learner, t.userIds.coach], '2026-12-24');
    await runReminders(t.database.db, new Date('2026-12-20T12:00:00Z'));
    const own = await myNotices('learner');
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.myNotices).toEqual([
      expect.objectContaining({
        event: 'DUE_SOON',
        itemKind: 'MEDIUM',
        itemId: mediumId,
        itemTitle: 'Safe lifting',
        dueOn: '2026-12-24',
        read: false,
      }),
      expect.objectContaining({ event: 'ASSIGNED', itemTitle: 'Safe lifting', read: false }),
    ]);
    const coach = await myNotices('coach');
    const learnerIds = own.body.data!.myNotices.map((n) => n.id);
    expect(coach.body.data!.myNotices).toHaveLength(2);
    expect(coach.body.data!.myNotices.some((n) => learnerIds.includes(n.id))).toBe(false);
    const one = await myNotices('learner', '(first: 1)');
    expect(one.body.data!.myNotices.map((n) => n.id)).toEqual([learnerIds[0]]);
  });

  it('marks only the caller’s own notices read; someone else’s ids change nothing', async () => {
    const learnerIds = (await myNotices('learner')).body.data!.myNotices.map((n) => String(n.id));
    const foreign = await markRead('coach', learnerIds);
    expect(foreign.body).toEqual({ data: { markNoticesRead: [] } });
    expect((await myNotices('learner', '(unreadOnly: true)')).body.data!.myNotices).toHaveLength(2);

    const marked = await markRead('learner', [learnerIds[0]!, 'not-a-number']);
    expect(marked.body.data!.markNoticesRead).toEqual([{ id: learnerIds[0], read: true }]);
    const unread = await myNotices('learner', '(unreadOnly: true)');
    expect(unread.body.data!.myNotices.map((n) => n.id)).toEqual([learnerIds[1]]);
    // Marking again keeps the first time it was read.
    const [before] = await t.database.db
      .select({ readAt: assignmentNotices.readAt })
      .from(assignmentNotices)
      .where(eq(assignmentNotices.id, Number(learnerIds[0])));
    await markRead('learner', [learnerIds[0]!]);
    const [after] = await t.database.db
      .select({ readAt: assignmentNotices.readAt })
      .from(assignmentNotices)
      .where(eq(assignmentNotices.id, Number(learnerIds[0])));
    expect(after!.readAt).toEqual(before!.readAt);
  });

  it('a notice raised without its day (ASSIGNED at creation) speaks of the assignment’s fixed due day', async () => {
    const assignmentId = await assignTo([t.userIds.learner], '2027-01-15');
    const [row] = await t.database.db
      .insert(assignmentNotices)
      .values({ assignmentId, userId: t.userIds.learner, event: 'ASSIGNED', roundKey: 'assigned' })
      .returning({ id: assignmentNotices.id });
    const own = await myNotices('learner');
    expect(own.body.data!.myNotices.find((n) => n.id === String(row!.id))).toMatchObject({
      event: 'ASSIGNED',
      dueOn: '2027-01-15',
    });
    await t.database.db.delete(assignmentNotices).where(eq(assignmentNotices.id, row!.id));
    await t.database.db.delete(assignments).where(eq(assignments.id, assignmentId));
  });

  it('refuses a page size outside 1-100 naming first, and callers without LEARNER', async () => {
    for (const first of [0, 101]) {
      const response = await myNotices('learner', `(first: ${first})`);
      expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    }
    const manager = await myNotices('manager');
    expect(manager.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const managerMark = await markRead('manager', ['1']);
    expect(managerMark.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('myAssignmentNotices', () => {
  function subscribe(user: DemoUser) {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${t.tokens[user]}` },
    });
    socket.track(client);
    return client.iterate<{ myAssignmentNotices: Record<string, unknown> }>({
      query: `subscription { myAssignmentNotices { ${FIELDS} } }`,
    });
  }

  it('delivers a new notice live to its learner only, and never another person’s notice', async () => {
    const learner = subscribe('learner');
    const coach = subscribe('coach');
    const learnerFirst = learner.next();
    const coachFirst = coach.next();
    await new Promise((resolve) => setTimeout(resolve, 200));

    // A notice id published on the coach's topic that is not the coach's: the row is loaded for the
    // subscriber, so nothing reaches them.
    const learnerNotice = (await myNotices('learner')).body.data!.myNotices[0]!;
    t.api.pubsub.publish('assignmentNotice', t.userIds.coach, Number(learnerNotice.id));

    await assignTo([t.userIds.learner]);
    const run = await runReminders(t.database.db, new Date('2026-12-20T12:00:00Z'));
    expect(run.notices).toEqual([{ id: expect.any(Number), userId: t.userIds.learner }]);
    publishNotices(t.api.pubsub, run.notices);

    expect((await learnerFirst).value).toEqual({
      data: {
        myAssignmentNotices: {
          id: String(run.notices[0]!.id),
          event: 'ASSIGNED',
          itemKind: 'MEDIUM',
          itemId: mediumId,
          itemTitle: 'Safe lifting',
          dueOn: null,
          read: false,
        },
      },
    });
    // The coach hears their own next notice, not the learner's.
    await assignTo([t.userIds.coach]);
    const coachRun = await runReminders(t.database.db, new Date('2026-12-20T12:00:00Z'));
    publishNotices(t.api.pubsub, coachRun.notices);
    expect((await coachFirst).value).toMatchObject({
      data: { myAssignmentNotices: { id: String(coachRun.notices[0]!.id), event: 'ASSIGNED' } },
    });
    await learner.return?.();
    await coach.return?.();
  });

  it('refuses a subscriber without LEARNER', async () => {
    const manager = subscribe('manager');
    const result = await manager.next().catch((errors: unknown) => ({ value: { errors } }));
    const errors = (result.value as { errors?: Array<{ extensions?: { code?: string } }> }).errors;
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('reportTimeZone', () => {
  const report = (timeZone: string, user: DemoUser = 'learner') =>
    gql<{ reportTimeZone: boolean }>(t.api, 'mutation r($tz: String!) { reportTimeZone(timeZone: $tz) }', {
      token: t.tokens[user],
      variables: { tz: timeZone },
    });
  const stored = async (user: DemoUser) =>
    (await t.database.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, t.userIds[user])))[0]!
      .tz;

  it('stores a known zone in its canonical spelling, and writes only when it changed', async () => {
    expect((await report('Europe/Berlin')).body).toEqual({ data: { reportTimeZone: true } });
    expect(await stored('learner')).toBe('Europe/Berlin');
    expect((await report('Europe/Berlin')).body).toEqual({ data: { reportTimeZone: false } });
    expect((await report('america/los_angeles')).body).toEqual({ data: { reportTimeZone: true } });
    expect(await stored('learner')).toBe('America/Los_Angeles');
    // Any signed-in person, not only learners.
    expect((await report('Africa/Nairobi', 'manager')).body).toEqual({ data: { reportTimeZone: true } });
  });

  it('refuses an unknown zone naming timeZone, and stores nothing', async () => {
    for (const zone of ['Mars/Olympus_Mons', '', '   ', 'Europe/Berlin; drop table users']) {
      const response = await report(zone);
      expect(response.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'timeZone',
      });
    }
    expect(await stored('learner')).toBe('America/Los_Angeles');
  });
});
