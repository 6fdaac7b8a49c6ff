// Assignment administration per role and unit: an administrator assigns anything to anyone, a manager
// only to the people and units they look after (another department: FORBIDDEN, nothing stored), a learner
// nothing; bad input names the field and stores nothing. Rows are counted after every refusal.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { addDays, localDate } from '../../../src/schemas/assignmentDue';
import { auditLog } from '../../../server/db/schema/audit';
import { enrolments } from '../../../server/db/schema/learning';
import { codeOf, fieldOf } from './userManagementHarness';
import {
  ASSIGNMENT_OPS as OPS,
  noticesOf,
  startAssignmentsApi,
  type AssignmentsApi,
} from './assignmentsHarness';

let t: AssignmentsApi;
beforeAll(async () => {
  t = await startAssignmentsApi();
});
afterAll(async () => {
  await t?.close();
});

const today = () => localDate(new Date(), null);
type Created = { createAssignment: { id: string; progress: Record<string, number>; targets: unknown[] } };

const input = (overrides: Record<string, unknown> = {}) => ({
  itemType: 'MEDIUM',
  itemId: t.mediumId,
  unitIds: [String(t.unitIds.customerService)],
  dueDays: 30,
  ...overrides,
});

async function create(who: string, overrides: Record<string, unknown> = {}) {
  const res = await t.call<Created>(who, OPS.create, { input: input(overrides) });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createAssignment;
}

describe('createAssignment', () => {
  it('lets a manager assign a medium to a unit they look after: targets, audit, ASSIGNED notices published after commit', async () => {
    const publish = vi.spyOn(t.api.pubsub, 'publish');
    const created = await create('manager', { note: 'Before the audit, please.' });
    expect(created).toMatchObject({
      itemType: 'MEDIUM',
      itemTitle: 'Fire safety',
      dueDays: 30,
      dueOn: null,
      note: 'Before the audit, please.',
      targets: [{ kind: 'UNIT', id: String(t.unitIds.customerService), name: 'Customer Service' }],
    });
    // Customer Service's learners: the demo learner and sam (the manager is no learner).
    expect(created.progress).toEqual({ assigned: 2, notStarted: 2, inProgress: 0, completed: 0, overdue: 0 });
    const notices = await noticesOf(t, created.id);
    expect(notices.map((n) => n.userId).sort()).toEqual([t.userIds.learner, t.serviceUser].sort());
    expect(notices.every((n) => n.event === 'ASSIGNED')).toBe(true);
    const published = publish.mock.calls.filter((c) => c[0] === 'assignmentNotice').map((c) => c[1]);
    expect(published.sort()).toEqual([t.userIds.learner, t.serviceUser].sort());
    publish.mockRestore();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'assignment'), eq(auditLog.entityId, created.id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'assignment.create', unitId: t.unitIds.customerService });
  });

  it('lets an administrator assign a path to a person of any unit with a fixed due day and a recurrence', async () => {
    const created = await create('admin', {
      itemType: 'PATH',
      itemId: t.pathId,
      unitIds: [],
      userIds: [t.salesUser],
      dueDays: null,
      dueOn: addDays(today(), 14),
      recurrenceMonths: 12,
    });
    expect(created).toMatchObject({ itemType: 'PATH', itemTitle: 'Onboarding path', recurrenceMonths: 12 });
    expect(created.progress.assigned).toBe(1);
  });

  it.each([
    ['Sales (a unit they do not look after)', () => ({ unitIds: [String(t.unitIds.sales)] })],
    ['a person of Sales', () => ({ unitIds: [], userIds: [t.salesUser] })],
    ['a unit of theirs and Sales', () => ({ unitIds: [String(t.unitIds.general), String(t.unitIds.sales)] })],
    ["Sales' own medium", () => ({ itemId: t.salesMediumId })],
  ])('refuses a manager %s with FORBIDDEN, storing nothing', async (_what, change) => {
    const before = await t.counts();
    const res = await t.call('manager', OPS.create, { input: input(change()) });
    expect(codeOf(res.body)).toBe('FORBIDDEN');
    expect(await t.counts()).toEqual(before);
  });

  it('refuses a learner (FORBIDDEN), storing nothing', async () => {
    const before = await t.counts();
    const res = await t.call('learner', OPS.create, { input: input() });
    expect(codeOf(res.body)).toBe('FORBIDDEN');
    expect(await t.counts()).toEqual(before);
  });

  it.each([
    [
      'a due day in the past',
      () => ({ dueDays: null, dueOn: addDays(today(), -2) }),
      'input.dueOn',
      /in the past/,
    ],
    [
      'a due day that is no day',
      () => ({ dueDays: null, dueOn: '2026-02-30' }),
      'input.dueOn',
      /calendar day/,
    ],
    ['a recurrence of 0', () => ({ recurrenceMonths: 0 }), 'input.recurrenceMonths', /1-120 months/],
    ['a recurrence of 121', () => ({ recurrenceMonths: 121 }), 'input.recurrenceMonths', /1-120 months/],
    [
      'a recurrence without a due rule',
      () => ({ dueDays: null, recurrenceMonths: 12 }),
      'input.recurrenceMonths',
      /needs a due date/,
    ],
    ['0 days after assignment', () => ({ dueDays: 0 }), 'input.dueDays', /1-3650/],
    ['both due rules', () => ({ dueOn: addDays(today(), 3) }), 'input.dueDays', /not both/],
    ['no targets', () => ({ unitIds: [], userIds: [] }), 'input.userIds', /at least one person or unit/],
    [
      'an unknown item',
      () => ({ itemId: '00000000-0000-4000-8000-000000000000' }),
      'input.itemId',
      /no medium/,
    ],
    ['an unpublished item', () => ({ itemId: t.draftMediumId }), 'input.itemId', /not published/],
    ['an unknown unit', () => ({ unitIds: ['999999'] }), 'input.unitIds', /no unit/],
  ])('refuses %s naming the field, storing nothing', async (_what, change, field, message) => {
    const before = await t.counts();
    const res = await t.call('admin', OPS.create, { input: input(change()) });
    expect(codeOf(res.body)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res.body)).toBe(field);
    expect(res.body.errors![0]!.message).toMatch(message);
    expect(await t.counts()).toEqual(before);
  });

  it('takes an item id with spaces around it or in capitals as the id (no server error)', async () => {
    const spaced = await create('admin', { itemId: ` ${t.mediumId.toUpperCase()} ` });
    expect(spaced).toMatchObject({ itemType: 'MEDIUM', itemId: t.mediumId, itemTitle: 'Fire safety' });
  });
});

describe('the list, the detail and the people', () => {
  it('shows a manager only the assignments all of whose targets they look after; an administrator all', async () => {
    const salesOnly = await create('admin', { unitIds: [String(t.unitIds.sales)] });
    const mine = await create('manager', { itemId: t.mediumId });
    type Page = { assignments: { total: number; items: Array<{ id: string }> } };
    const managerIds = (
      await t.call<Page>('manager', OPS.list, { first: 100 })
    ).body.data!.assignments.items.map((a) => a.id);
    expect(managerIds).toContain(mine.id);
    expect(managerIds).not.toContain(salesOnly.id);
    const adminIds = (await t.call<Page>('admin', OPS.list, { first: 100 })).body.data!.assignments.items.map(
      (a) => a.id,
    );
    expect(adminIds).toEqual(expect.arrayContaining([mine.id, salesOnly.id]));
    const other = await t.call('manager', OPS.one, { id: salesOnly.id });
    expect(codeOf(other.body)).toBe('FORBIDDEN');
    expect(codeOf((await t.call('manager', OPS.learners, { id: salesOnly.id })).body)).toBe('FORBIDDEN');
    expect(codeOf((await t.call('learner', OPS.list, {})).body)).toBe('FORBIDDEN');
    const searched = await t.call<Page>('admin', OPS.list, { search: 'onboard', first: 100 });
    expect(searched.body.data!.assignments.items.length).toBeGreaterThan(0);
    const pathsOnly = await t.call<Page>('admin', OPS.list, { filter: { itemType: 'PATH' }, first: 100 });
    expect(pathsOnly.body.data!.assignments.total).toBe(searched.body.data!.assignments.total);
  });

  it('drills down to the people with their standing, progress and units; status narrows', async () => {
    const created = await create('manager');
    await t.database.db
      .insert(enrolments)
      .values({
        userId: t.serviceUser,
        mediaId: t.mediumId,
        status: 'INCOMPLETE',
        progress: 40,
        lastActivityAt: new Date(),
      })
      .onConflictDoNothing();
    type People = { assignmentLearners: { total: number; items: Array<Record<string, unknown>> } };
    const res = await t.call<People>('manager', OPS.learners, { id: created.id });
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data!.assignmentLearners.items;
    const sam = items.find((p) => p.userId === t.serviceUser)!;
    expect(sam).toMatchObject({ status: 'IN_PROGRESS', progress: 40, units: ['Customer Service'] });
    expect(sam.dueOn).toBe(addDays(today(), 30));
    const inProgress = await t.call<People>('manager', OPS.learners, {
      id: created.id,
      status: 'IN_PROGRESS',
    });
    expect(inProgress.body.data!.assignmentLearners.items.map((p) => p.userId)).toEqual([t.serviceUser]);
    const searched = await t.call<People>('manager', OPS.learners, { id: created.id, search: 'sam' });
    expect(searched.body.data!.assignmentLearners.total).toBe(1);
  });
});

describe('extend, withdraw, remind', () => {
  it('extends a relative rule by days and a fixed one to a later day; refuses an earlier day and another department', async () => {
    const relative = await create('manager');
    const fixed = await create('manager', { dueDays: null, dueOn: addDays(today(), 5) });
    const res = await t.call('manager', OPS.extend, {
      ids: [relative.id, fixed.id],
      addDays: 7,
      dueOn: addDays(today(), 20),
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      extendAssignments: [
        { id: relative.id, dueOn: null, dueDays: 37 },
        { id: fixed.id, dueOn: addDays(today(), 20), dueDays: null },
      ],
    });
    const before = await t.counts();
    const earlier = await t.call('manager', OPS.extend, { ids: [fixed.id], dueOn: addDays(today(), 10) });
    expect(fieldOf(earlier.body)).toBe('dueOn');
    const sales = await create('admin', { unitIds: [String(t.unitIds.sales)] });
    const afterSales = await t.counts();
    const forbidden = await t.call('manager', OPS.extend, { ids: [relative.id, sales.id], addDays: 3 });
    expect(codeOf(forbidden.body)).toBe('FORBIDDEN');
    expect(await t.counts()).toEqual(afterSales);
    expect(afterSales[0]).toBe(before[0]! + 1);
  });

  it("refuses a manager every change to another department's assignment, storing nothing", async () => {
    const sales = await create('admin', { unitIds: [String(t.unitIds.sales)] });
    const before = await t.counts();
    const attempts = [
      t.call('manager', OPS.withdraw, { ids: [sales.id] }),
      t.call('manager', OPS.extendLearners, {
        id: sales.id,
        userIds: [t.salesUser],
        dueOn: addDays(today(), 9),
      }),
      t.call('manager', OPS.withdrawLearners, { id: sales.id, userIds: [t.salesUser] }),
      t.call('manager', OPS.remind, { id: sales.id }),
    ];
    for (const res of await Promise.all(attempts)) expect(codeOf(res.body)).toBe('FORBIDDEN');
    expect(await t.counts()).toEqual(before);
  });

  it('withdraws an assignment: nobody owes it, learners keep their enrolment; a repeat changes nothing', async () => {
    const created = await create('manager');
    const res = await t.call<{ withdrawAssignments: Array<{ id: string; withdrawnAt: string }> }>(
      'manager',
      OPS.withdraw,
      { ids: [created.id] },
    );
    expect(res.body.data!.withdrawAssignments).toMatchObject([{ id: created.id, progress: { assigned: 0 } }]);
    const again = await t.call<{ withdrawAssignments: unknown[] }>('manager', OPS.withdraw, {
      ids: [created.id],
    });
    expect(again.body.data!.withdrawAssignments).toEqual([]);
    const kept = await t.database.db.select().from(enrolments).where(eq(enrolments.userId, t.serviceUser));
    expect(kept.length).toBeGreaterThan(0);
  });

  it('extends and withdraws single learners; refuses a person the assignment does not reach', async () => {
    const created = await create('manager');
    const day = addDays(today(), 90);
    const ext = await t.call('manager', OPS.extendLearners, {
      id: created.id,
      userIds: [t.serviceUser],
      dueOn: day,
    });
    expect(ext.body.errors).toBeUndefined();
    type People = { assignmentLearners: { items: Array<Record<string, unknown>> } };
    const people = await t.call<People>('manager', OPS.learners, { id: created.id });
    expect(people.body.data!.assignmentLearners.items.find((p) => p.userId === t.serviceUser)).toMatchObject({
      dueOn: day,
      extendedTo: day,
    });
    const before = await t.counts();
    const stranger = await t.call('manager', OPS.withdrawLearners, {
      id: created.id,
      userIds: [t.userIds.coach],
    });
    expect(fieldOf(stranger.body)).toBe('userIds');
    expect(await t.counts()).toEqual(before);
    const off = await t.call<{ withdrawAssignmentLearners: { progress: { assigned: number } } }>(
      'manager',
      OPS.withdrawLearners,
      { id: created.id, userIds: [t.serviceUser] },
    );
    expect(off.body.data!.withdrawAssignmentLearners.progress.assigned).toBe(1);
  });

  it('reminds the learners who have not completed, with REMINDER notices and an audit entry', async () => {
    const created = await create('manager');
    await t.database.db
      .insert(enrolments)
      .values({
        userId: t.userIds.learner,
        mediaId: t.mediumId,
        status: 'COMPLETED',
        progress: 100,
        completedAt: new Date(),
        doneAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [enrolments.userId, enrolments.mediaId],
        set: { status: 'COMPLETED', progress: 100, completedAt: new Date(), doneAt: new Date() },
      });
    const res = await t.call<{ remindAssignmentLearners: number }>('manager', OPS.remind, { id: created.id });
    expect(res.body.data!.remindAssignmentLearners).toBe(1);
    const reminders = (await noticesOf(t, created.id)).filter((n) => n.event === 'REMINDER');
    expect(reminders.map((n) => n.userId)).toEqual([t.serviceUser]);
    const other = await t.call('learner', OPS.remind, { id: created.id });
    expect(codeOf(other.body)).toBe('FORBIDDEN');
  });
});
