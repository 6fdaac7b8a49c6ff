// The assignment mails of the reminder run: a person who joins a targeted unit later gets
// ASSIGNMENT_CREATED, due soon and overdue learners get their REMINDERS mail with the days counted on their
// own calendar, each notice's mailed_at is set, a second run mails nobody, an unsubscribed learner's reminder
// is logged NOT_SENT while their service mail still goes, and a rolled-back run leaves no mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { units, userUnits } from '../../../server/db/schema/units';
import { media } from '../../../server/db/schema/media';
import { assignmentNotices, assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import { runReminders } from '../../../server/api/assignmentNotices/reminders';
import { mailAssignmentNotices } from '../../../server/api/mailEvents/assignmentMails';
import { addLearner, inRolledBack, mailsOf, optOut, PUBLIC_URL } from './support';

let database: Database;
let db: Db;
let unitId = 0;
let mediumId = '';
const NOW = new Date('2026-03-10T11:30:00Z');

async function assign(dueOn: string | null) {
  const created = new Date('2026-02-01T09:00:00Z');
  const [row] = await db
    .insert(assignments)
    .values({ mediaId: mediumId, dueOn, createdAt: created })
    .returning({ id: assignments.id });
  await db.insert(assignmentTargets).values({ assignmentId: row!.id, unitId, createdAt: created });
  return row!.id;
}

async function join(userId: string, at: string) {
  await db.insert(userUnits).values({ userId, unitId, createdAt: new Date(at) });
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
});

afterAll(() => database.close());

describe('mails of the reminder run', () => {
  it('mails due soon and overdue learners with the days on their calendar, once', async () => {
    const ada = await addLearner(db, 'ada', { locale: 'de' });
    const ben = await addLearner(db, 'ben', { timeZone: 'Pacific/Auckland' });
    await join(ada, '2026-01-01T00:00:00Z');
    await join(ben, '2026-01-01T00:00:00Z');
    const soon = await assign('2026-03-13');
    const late = await assign('2026-03-08');
    await runReminders(db, NOW);

    const dueSoon = await mailsOf(db, 'ASSIGNMENT_DUE_SOON');
    // 13 March is 3 days from 10 March (UTC), 2 from 11 March in Auckland.
    expect(dueSoon.map((m) => [m.userId, m.locale, m.status, m.data])).toEqual(
      expect.arrayContaining([
        [
          ada,
          'de',
          'QUEUED',
          {
            mediumTitle: 'Hand hygiene',
            dueDate: '2026-03-13T12:00:00.000Z',
            daysLeft: 3,
            mediumLink: `${PUBLIC_URL}/media?play=${mediumId}`,
          },
        ],
        [
          ben,
          null,
          'QUEUED',
          {
            mediumTitle: 'Hand hygiene',
            dueDate: '2026-03-13T12:00:00.000Z',
            daysLeft: 2,
            mediumLink: `${PUBLIC_URL}/media?play=${mediumId}`,
          },
        ],
      ]),
    );
    expect(dueSoon).toHaveLength(2);
    const overdue = await mailsOf(db, 'ASSIGNMENT_OVERDUE');
    expect(overdue.map((m) => [m.userId, m.data?.daysOverdue, m.data?.dueDate]).sort()).toEqual(
      [
        [ada, 2, '2026-03-08T12:00:00.000Z'],
        [ben, 3, '2026-03-08T12:00:00.000Z'],
      ].sort(),
    );
    // The creation of these assignments was not through the API: the run tells both they were assigned.
    expect(await mailsOf(db, 'ASSIGNMENT_CREATED')).toHaveLength(4);

    // Every notice the run raised is marked mailed.
    const unmailed = await db
      .select({ id: assignmentNotices.id })
      .from(assignmentNotices)
      .where(isNull(assignmentNotices.mailedAt));
    expect(unmailed).toEqual([]);
    const [marked] = await db
      .select({ mailedAt: assignmentNotices.mailedAt })
      .from(assignmentNotices)
      .where(and(eq(assignmentNotices.assignmentId, soon), eq(assignmentNotices.userId, ada)));
    expect(marked!.mailedAt?.toISOString()).toBe(NOW.toISOString());

    // Again the same day, and the next day: nothing new for these assignments.
    await runReminders(db, NOW);
    await runReminders(db, new Date('2026-03-11T11:30:00Z'));
    expect(await mailsOf(db, 'ASSIGNMENT_DUE_SOON')).toHaveLength(2);
    expect(await mailsOf(db, 'ASSIGNMENT_OVERDUE')).toHaveLength(2);
    expect(await mailsOf(db, 'ASSIGNMENT_CREATED')).toHaveLength(4);
    await db.update(assignments).set({ withdrawnAt: NOW }).where(eq(assignments.id, late));
    await db.update(assignments).set({ withdrawnAt: NOW }).where(eq(assignments.id, soon));
  });

  it('tells a person who joins the unit later, once, and only them', async () => {
    const id = await assign(null);
    await runReminders(db, NOW);
    const before = (await mailsOf(db, 'ASSIGNMENT_CREATED')).length;
    const cleo = await addLearner(db, 'cleo', { locale: 'sw' });
    await join(cleo, '2026-03-10T10:00:00Z');
    await runReminders(db, NOW);
    const mails = await mailsOf(db, 'ASSIGNMENT_CREATED');
    expect(mails).toHaveLength(before + 1);
    const mine = await mailsOf(db, 'ASSIGNMENT_CREATED', cleo);
    expect(mine.map((m) => [m.locale, m.status, m.data])).toEqual([
      [
        'sw',
        'QUEUED',
        {
          mediumTitle: 'Hand hygiene',
          assignedBy: 'Sitos Academy',
          dueDate: NOW.toISOString(),
          hasDueDate: 'no',
          mediumLink: `${PUBLIC_URL}/media?play=${mediumId}`,
        },
      ],
    ]);
    await runReminders(db, NOW);
    expect(await mailsOf(db, 'ASSIGNMENT_CREATED', cleo)).toHaveLength(1);
    await db.update(assignments).set({ withdrawnAt: NOW }).where(eq(assignments.id, id));
  });

  it('logs an unsubscribed learner’s reminders as not sent, and still sends their service mails', async () => {
    const dan = await addLearner(db, 'dan');
    await optOut(db, dan, 'REMINDERS');
    await join(dan, '2026-03-01T00:00:00Z');
    const id = await assign('2026-03-12');
    await runReminders(db, NOW);
    const [reminder, ...more] = await mailsOf(db, 'ASSIGNMENT_DUE_SOON', dan);
    expect(more).toEqual([]);
    expect(reminder!.status).toBe('NOT_SENT');
    expect(reminder!.lastError).toMatch(/unsubscribed/);
    const created = await mailsOf(db, 'ASSIGNMENT_CREATED', dan);
    expect(created.map((m) => m.status)).toEqual(['QUEUED']);
    await db.update(assignments).set({ withdrawnAt: NOW }).where(eq(assignments.id, id));
  });

  it('leaves no mail and no mark when the notices’ transaction rolls back', async () => {
    const eve = await addLearner(db, 'eve');
    await join(eve, '2026-03-01T00:00:00Z');
    const id = await assign('2026-03-12');
    await inRolledBack(db, async (tx) => {
      const [notice] = await tx
        .insert(assignmentNotices)
        .values({
          assignmentId: id,
          userId: eve,
          event: 'DUE_SOON',
          roundKey: '2026-03-12',
          dueOn: '2026-03-12',
        })
        .returning({ id: assignmentNotices.id });
      expect(await mailAssignmentNotices(tx, [notice!.id], NOW)).toBe(1);
      expect(await mailsOf(tx, 'ASSIGNMENT_DUE_SOON', eve)).toHaveLength(1);
    });
    expect(await mailsOf(db, 'ASSIGNMENT_DUE_SOON', eve)).toEqual([]);
    expect(await db.select().from(assignmentNotices).where(eq(assignmentNotices.userId, eve))).toEqual([]);
  });

  it('does not mail a notice again that was mailed already', async () => {
    const [notice] = await db
      .select({ id: assignmentNotices.id })
      .from(assignmentNotices)
      .where(eq(assignmentNotices.event, 'DUE_SOON'))
      .limit(1);
    expect(await mailAssignmentNotices(db, [notice!.id], NOW)).toBe(0);
  });
});
