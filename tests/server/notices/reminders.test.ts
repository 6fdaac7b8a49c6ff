// The reminder run: notices once per learner, event and round, in each learner's own time zone (around
// midnight), later unit members told they were assigned, nothing new on a second run, and the new round of a
// recertification that ran out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { media } from '../../../server/db/schema/media';
import { enrolments } from '../../../server/db/schema/learning';
import {
  assignmentLearnerOverrides,
  assignmentNotices,
  assignments,
  assignmentTargets,
} from '../../../server/db/schema/assignments';
import { DUE_SOON_DAYS, runReminders } from '../../../server/api/assignmentNotices/reminders';

let database: Database;
let db: Db;
let unitId = 0;
let mediumId = '';
const people: Record<string, string> = {};

// 11:30 UTC on 10 March 2026: already 11 March, 00:30 in Auckland (UTC+13), still 10 March, 04:30 in
// Los Angeles (UTC-7), 10 March in UTC.
const NOW = new Date('2026-03-10T11:30:00Z');

async function person(name: string, timeZone: string | null) {
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
  people[name] = row!.id;
  return row!.id;
}

async function assign(
  values: Partial<typeof assignments.$inferInsert>,
  target: { unitId?: number; userId?: string },
) {
  const created = new Date('2026-02-01T09:00:00Z');
  const [row] = await db
    .insert(assignments)
    .values({ mediaId: mediumId, createdAt: created, ...values })
    .returning({ id: assignments.id });
  await db.insert(assignmentTargets).values({ assignmentId: row!.id, createdAt: created, ...target });
  return row!.id;
}

async function noticesOf(assignmentId: string) {
  const rows = await db
    .select()
    .from(assignmentNotices)
    .where(eq(assignmentNotices.assignmentId, assignmentId));
  const name = (id: string) => Object.keys(people).find((key) => people[key] === id);
  return rows.map((row) => `${name(row.userId)} ${row.event} ${row.roundKey} ${row.dueOn ?? '-'}`).sort();
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [unit] = await db
    .insert(units)
    .values({ key: 'ward', name: 'Ward', displayedId: 'U-ward' })
    .returning({ id: units.id });
  unitId = unit!.id;
  const [medium] = await db
    .insert(media)
    .values({ title: 'Hand hygiene', type: 'LINK', externalUrl: 'https://example.org', published: true })
    .returning({ id: media.id });
  mediumId = medium!.id;
  for (const [name, zone] of [
    ['utc', null],
    ['auckland', 'Pacific/Auckland'],
    ['angeles', 'America/Los_Angeles'],
  ] as const) {
    await person(name, zone);
    await db
      .insert(userUnits)
      .values({ userId: people[name]!, unitId, createdAt: new Date('2026-01-01T00:00:00Z') });
  }
});

afterAll(() => database.close());

describe('the reminder run', () => {
  it('decides due soon and overdue on each learner’s own day, around midnight', async () => {
    const dueToday = await assign({ dueOn: '2026-03-10' }, { unitId });
    const dueInEight = await assign({ dueOn: '2026-03-18' }, { unitId });
    const run = await runReminders(db, NOW);

    // Auckland is already past 10 March: overdue; elsewhere it is the due day (0 days left): due soon.
    expect(await noticesOf(dueToday)).toEqual([
      'angeles ASSIGNED assigned 2026-03-10',
      'angeles DUE_SOON 2026-03-10 2026-03-10',
      'auckland ASSIGNED assigned 2026-03-10',
      'auckland OVERDUE 2026-03-10 2026-03-10',
      'utc ASSIGNED assigned 2026-03-10',
      'utc DUE_SOON 2026-03-10 2026-03-10',
    ]);
    // 18 March is 7 days away in Auckland (due soon), 8 in UTC and Los Angeles (not yet).
    expect(DUE_SOON_DAYS).toBe(7);
    expect(await noticesOf(dueInEight)).toEqual([
      'angeles ASSIGNED assigned 2026-03-18',
      'auckland ASSIGNED assigned 2026-03-18',
      'auckland DUE_SOON 2026-03-18 2026-03-18',
      'utc ASSIGNED assigned 2026-03-18',
    ]);
    expect(run.notices).toHaveLength(10);
    expect(new Set(run.notices.map((n) => n.userId))).toEqual(
      new Set([people.utc, people.auckland, people.angeles]),
    );

    // Half an hour after midnight in UTC (11 March, 00:30) the UTC learner is overdue too.
    const later = await runReminders(db, new Date('2026-03-11T00:30:00Z'));
    expect(await noticesOf(dueToday)).toContain('utc OVERDUE 2026-03-10 2026-03-10');
    expect(await noticesOf(dueToday)).not.toContain('angeles OVERDUE 2026-03-10 2026-03-10');
    // …and 18 March is now 7 days away for them.
    expect(await noticesOf(dueInEight)).toContain('utc DUE_SOON 2026-03-18 2026-03-18');
    expect(later.notices).toHaveLength(2);
    await db.update(assignments).set({ withdrawnAt: new Date() });
  });

  it('raises nothing new when it runs again', async () => {
    const id = await assign({ dueOn: '2026-03-05' }, { unitId });
    const first = await runReminders(db, NOW);
    expect(first.notices).toHaveLength(6); // ASSIGNED and OVERDUE for three learners
    const before = await noticesOf(id);
    const second = await runReminders(db, NOW);
    expect(second).toEqual({ notices: [], newRounds: 0 });
    expect(await noticesOf(id)).toEqual(before);
    await db.update(assignments).set({ withdrawnAt: new Date() });
  });

  it('tells a new unit member they were assigned, with their own relative due day', async () => {
    const id = await assign({ dueDays: 30 }, { unitId });
    await runReminders(db, NOW);
    // Reached on 1 February, due 30 days later: 3 March, overdue by now.
    expect(await noticesOf(id)).toEqual([
      'angeles ASSIGNED assigned 2026-03-03',
      'angeles OVERDUE 2026-03-03 2026-03-03',
      'auckland ASSIGNED assigned 2026-03-03',
      'auckland OVERDUE 2026-03-03 2026-03-03',
      'utc ASSIGNED assigned 2026-03-03',
      'utc OVERDUE 2026-03-03 2026-03-03',
    ]);
    const newcomer = await person('newcomer', 'Europe/Berlin');
    await db
      .insert(userUnits)
      .values({ userId: newcomer, unitId, createdAt: new Date('2026-03-10T10:00:00Z') });
    const run = await runReminders(db, NOW);
    // Reached on 10 March: due 30 days later, so only the assignment itself is news.
    expect(run.notices).toEqual([{ id: expect.any(Number), userId: newcomer }]);
    expect(await noticesOf(id)).toContain('newcomer ASSIGNED assigned 2026-04-09');
    await db.update(assignments).set({ withdrawnAt: new Date() });
  });

  it('tells nobody about a withdrawn assignment, a learner let off, or an item already completed', async () => {
    const id = await assign({ dueOn: '2026-03-12' }, { unitId });
    await db
      .insert(assignmentLearnerOverrides)
      .values({ assignmentId: id, userId: people.utc!, withdrawnAt: new Date() });
    await db.insert(enrolments).values({
      userId: people.angeles!,
      mediaId: mediumId,
      status: 'PASSED',
      progress: 100,
      completedAt: new Date('2026-02-20T10:00:00Z'),
      doneAt: new Date('2026-02-20T10:00:00Z'),
    });
    await runReminders(db, NOW);
    expect(await noticesOf(id)).toEqual([
      'auckland ASSIGNED assigned 2026-03-12',
      'auckland DUE_SOON 2026-03-12 2026-03-12',
      'newcomer ASSIGNED assigned 2026-03-12',
      'newcomer DUE_SOON 2026-03-12 2026-03-12',
    ]);
    const withdrawn = await assign({ dueOn: '2026-03-12' }, { unitId });
    await db.update(assignments).set({ withdrawnAt: new Date() }).where(eq(assignments.id, withdrawn));
    await runReminders(db, NOW);
    expect(await noticesOf(withdrawn)).toEqual([]);
    await db.delete(enrolments).where(eq(enrolments.userId, people.angeles!));
    await db.update(assignments).set({ withdrawnAt: new Date() });
  });

  it('speaks of an extended due day: a new round key, so due soon is raised again for it', async () => {
    const id = await assign({ dueOn: '2026-03-12' }, { userId: people.auckland! });
    await runReminders(db, NOW);
    await db
      .insert(assignmentLearnerOverrides)
      .values({ assignmentId: id, userId: people.auckland!, dueOn: '2026-03-16' });
    await runReminders(db, NOW);
    expect(await noticesOf(id)).toEqual([
      'auckland ASSIGNED assigned 2026-03-12',
      'auckland DUE_SOON 2026-03-12 2026-03-12',
      'auckland DUE_SOON 2026-03-16 2026-03-16',
    ]);
    await db.update(assignments).set({ withdrawnAt: new Date() });
  });

  it('starts the new round of a recertification that ran out, once, and says it is due again', async () => {
    const id = await assign({ dueOn: '2025-03-01', recurrenceMonths: 12 }, { userId: people.utc! });
    const lastCompletion = new Date('2025-03-10T08:00:00Z');
    await db.insert(enrolments).values({
      userId: people.utc!,
      mediaId: mediumId,
      status: 'COMPLETED',
      progress: 100,
      completedAt: lastCompletion,
      doneAt: lastCompletion,
    });
    // The day before it runs out: still completed, nothing to do.
    const before = await runReminders(db, new Date('2026-03-09T12:00:00Z'));
    expect(before.newRounds).toBe(0);
    expect(await noticesOf(id)).toEqual([]);

    const run = await runReminders(db, NOW);
    expect(run.newRounds).toBe(1);
    const [row] = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, people.utc!), eq(enrolments.mediaId, mediumId)));
    expect(row).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0, doneAt: lastCompletion });
    // Due again on the day it ran out, which is today.
    expect(await noticesOf(id)).toEqual(['utc DUE_SOON 2026-03-10 2026-03-10']);
    expect((await runReminders(db, NOW)).newRounds).toBe(0);
    // A day later it is overdue, and the round is not started a second time.
    const next = await runReminders(db, new Date('2026-03-11T12:00:00Z'));
    expect(next.newRounds).toBe(0);
    expect(await noticesOf(id)).toContain('utc OVERDUE 2026-03-10 2026-03-10');
  });
});
