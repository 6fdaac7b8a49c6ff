// assignmentProgress over a real mix of learner states at a chosen moment: completed, started, not started,
// overdue, overdue in one time zone and not yet in another around midnight, a unit member who joined later
// (their relative due day runs from the day they joined), an extension, a recertification that ran out,
// and a path's learners read from learning_path_enrolments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { media } from '../../../server/db/schema/media';
import { enrolments } from '../../../server/db/schema/learning';
import { learningPathEnrolments, learningPaths } from '../../../server/db/schema/paths';
import {
  assignmentLearnerOverrides,
  assignments,
  assignmentTargets,
} from '../../../server/db/schema/assignments';
import { assignmentProgress } from '../../../server/api/assignments/progress';

let database: Database;
let db: Db;
let unitId = 0;
let mediumId = '';
let pathId = '';
const ids: Record<string, string> = {};

const CREATED = new Date('2026-03-01T09:00:00Z');

async function learner(name: string, timeZone: string | null = null, joined = CREATED) {
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      passwordHash: 'x',
      name,
      email: `${name}@example.org`,
      roles: ['LEARNER'],
      timeZone,
    })
    .returning({ id: users.id });
  ids[name] = row!.id;
  await db.insert(userUnits).values({ userId: row!.id, unitId, createdAt: joined });
}

async function assignment(values: Partial<typeof assignments.$inferInsert>) {
  const [row] = await db
    .insert(assignments)
    .values({ mediaId: mediumId, createdAt: CREATED, ...values })
    .returning({ id: assignments.id });
  await db.insert(assignmentTargets).values({ assignmentId: row!.id, unitId, createdAt: CREATED });
  return row!.id;
}

const enrol = (name: string, values: Partial<typeof enrolments.$inferInsert>) =>
  db.insert(enrolments).values({ userId: ids[name]!, mediaId: mediumId, ...values });

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [unit] = await db.insert(units).values({ key: 'ops', name: 'Ops', displayedId: 'U-OPS' }).returning();
  unitId = unit!.id;
  const [m] = await db
    .insert(media)
    .values({ title: 'Safety', type: 'LINK', externalUrl: 'https://example.org', published: true })
    .returning();
  mediumId = m!.id;
  const [p] = await db.insert(learningPaths).values({ title: 'Path', status: 'PUBLISHED' }).returning();
  pathId = p!.id;
  await learner('done');
  await learner('started');
  await learner('idle');
  await learner('auckland', 'Pacific/Auckland');
  await learner('losAngeles', 'America/Los_Angeles');
  // Joined on 8 March: ten days from then is 18 March, not 11 March like the others.
  await learner('joiner', null, new Date('2026-03-08T10:00:00Z'));
  await enrol('done', {
    status: 'COMPLETED',
    progress: 100,
    completedAt: new Date('2026-03-05T12:00:00Z'),
    doneAt: new Date('2026-03-05T12:00:00Z'),
  });
  await enrol('started', { status: 'INCOMPLETE', progress: 30 });
  await enrol('joiner', { status: 'INCOMPLETE', progress: 10 });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('assignmentProgress', () => {
  it('counts a fixed due day per learner time zone around midnight', async () => {
    const id = await assignment({ dueOn: '2026-03-10' });
    // 20:00 UTC on 10 March: already 11 March 09:00 in Auckland (overdue), still 10 March 13:00 in Los
    // Angeles (due today), 10 March in UTC for the rest (due today).
    const counts = (await assignmentProgress(db, [id], new Date('2026-03-10T20:00:00Z'))).get(id);
    expect(counts).toEqual({ assigned: 6, notStarted: 2, inProgress: 2, completed: 1, overdue: 1 });
    // Two hours later it is 11 March in UTC too: everyone not done is overdue except Los Angeles (15:00).
    const later = (await assignmentProgress(db, [id], new Date('2026-03-11T00:30:00Z'))).get(id);
    expect(later).toEqual({ assigned: 6, notStarted: 1, inProgress: 0, completed: 1, overdue: 4 });
  });

  it('runs a relative due day from the day a later member joined', async () => {
    const id = await assignment({ dueDays: 10 });
    // 12 March: the first members' 11 March has passed; the joiner's day is 18 March.
    const counts = (await assignmentProgress(db, [id], new Date('2026-03-12T12:00:00Z'))).get(id);
    expect(counts).toEqual({ assigned: 6, notStarted: 0, inProgress: 1, completed: 1, overdue: 4 });
  });

  it('takes an extension and a withdrawn learner into account', async () => {
    const id = await assignment({ dueOn: '2026-03-10' });
    await db.insert(assignmentLearnerOverrides).values([
      { assignmentId: id, userId: ids.idle!, dueOn: '2026-04-01' },
      { assignmentId: id, userId: ids.started!, withdrawnAt: new Date() },
    ]);
    const counts = (await assignmentProgress(db, [id], new Date('2026-03-20T12:00:00Z'))).get(id);
    expect(counts).toEqual({ assigned: 5, notStarted: 1, inProgress: 0, completed: 1, overdue: 3 });
  });

  it('no longer counts a completion whose recertification period ran out', async () => {
    const id = await assignment({ dueOn: '2026-03-10', recurrenceMonths: 1 });
    // Done on 5 March, valid for one month: on 6 April it is due again since 5 April, so overdue.
    const counts = (await assignmentProgress(db, [id], new Date('2026-04-06T12:00:00Z'))).get(id);
    expect(counts?.completed).toBe(0);
    expect(counts?.overdue).toBe(6);
  });

  it('counts a learner whose time zone the database does not know, as UTC (the rule falls back to UTC too)', async () => {
    const id = await assignment({ dueOn: '2026-03-10' });
    const before = (await assignmentProgress(db, [id], new Date('2026-03-11T00:30:00Z'))).get(id);
    await db.execute(sql`update users set time_zone = 'Mars/Olympus_Mons' where id = ${ids.idle!}::uuid`);
    const after = (await assignmentProgress(db, [id], new Date('2026-03-11T00:30:00Z'))).get(id);
    await db.execute(sql`update users set time_zone = null where id = ${ids.idle!}::uuid`);
    expect(after).toEqual(before);
  });

  it("reads a path's learners from learning_path_enrolments; several assignments in one call", async () => {
    const pathAssignment = await assignment({ mediaId: null, pathId, dueDays: 30 });
    await db.insert(learningPathEnrolments).values([
      {
        userId: ids.done!,
        pathId,
        progress: 100,
        started: true,
        completed: true,
        completedAt: new Date('2026-03-03T10:00:00Z'),
      },
      { userId: ids.started!, pathId, progress: 50, started: true },
    ]);
    const none = await assignment({ withdrawnAt: new Date() });
    const result = await assignmentProgress(db, [pathAssignment, none], new Date('2026-03-12T12:00:00Z'));
    expect(result.get(pathAssignment)).toEqual({
      assigned: 6,
      notStarted: 4,
      inProgress: 1,
      completed: 1,
      overdue: 0,
    });
    expect(result.get(none)).toEqual({ assigned: 0, notStarted: 0, inProgress: 0, completed: 0, overdue: 0 });
  });
});
