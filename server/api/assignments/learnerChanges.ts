// Changes for some learners of one assignment: a later due day, letting them off, reminding them. The
// people must be learners the assignment reaches today (assignmentLearners), else BAD_USER_INPUT naming
// the position; the assignment must be the caller's (requireManagedAssignments) and not withdrawn.
import { sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { assignmentLearnerOverrides, type AssignmentRow } from '../../db/schema/assignments';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireManagedAssignments } from '../unitScope';
import { listAssignmentLearners } from './learners';
import { publishNotices, raiseNotices, type RaisedNotice } from './notices';
import { dayCache, dueRules, learnerStates, standingOf } from './progress';
import { auditUnitOf, loadAssignments } from './row';
import { checkAssignmentId, checkExtendDay, checkUserIds, viewerToday } from './rules';

async function openAssignment(tx: Db, viewer: Viewer, id: string, doing: string): Promise<AssignmentRow> {
  const [row] = await requireManagedAssignments(tx, viewer, [checkAssignmentId('assignmentId', id)], {
    field: 'assignmentId',
    doing,
    lock: true,
  });
  if (row!.withdrawnAt) throw badUserInput('assignmentId', 'The assignment was withdrawn.');
  return row!;
}

async function requireLearners(tx: Db, assignmentId: string, userIds: readonly string[]): Promise<void> {
  const reached = new Set(
    (await listAssignmentLearners(tx, { assignmentIds: [assignmentId] })).map((l) => l.userId),
  );
  userIds.forEach((id, index) => {
    if (!reached.has(id))
      throw badUserInput(
        userIds.length > 1 ? `userIds.${index}` : 'userIds',
        `The person ${id} is not a learner of this assignment.`,
      );
  });
}

const keyed = (userIds: readonly string[], value: (id: string) => unknown) =>
  Object.fromEntries(userIds.map((id) => [`learner.${id}`, value(id)]));

export const extendAssignmentLearners: MutationResolvers['extendAssignmentLearners'] = async (
  _parent,
  args,
  { db, viewer },
) => {
  const userIds = checkUserIds('userIds', args.userIds);
  const dueOn = checkExtendDay('dueOn', args.dueOn, await viewerToday(db, viewer));
  const assignmentId = checkAssignmentId('assignmentId', args.assignmentId);
  await db.transaction(async (tx) => {
    const row = await openAssignment(tx, viewer, assignmentId, 'extend');
    if (row.dueOn === null && row.dueDays === null)
      throw badUserInput('assignmentId', 'The assignment has no due date to extend.');
    await requireLearners(tx, row.id, userIds);
    const before = await tx.execute(sql`select user_id, due_on from assignment_learner_overrides
      where assignment_id = ${row.id}::uuid`);
    const was = new Map(
      (before as unknown as { rows: Array<{ user_id: string; due_on: string | null }> }).rows.map((r) => [
        r.user_id,
        r.due_on === null ? null : String(r.due_on).slice(0, 10),
      ]),
    );
    await tx
      .insert(assignmentLearnerOverrides)
      .values(userIds.map((userId) => ({ assignmentId: row.id, userId, dueOn })))
      .onConflictDoUpdate({
        target: [assignmentLearnerOverrides.assignmentId, assignmentLearnerOverrides.userId],
        set: { dueOn, updatedAt: new Date() },
      });
    await writeAudit(tx, viewer, {
      action: 'assignment.learner.extend',
      entityType: 'assignment',
      entityId: row.id,
      unitId: await auditUnitOf(tx, row.id),
      before: keyed(userIds, (id) => was.get(id) ?? null),
      after: keyed(userIds, () => dueOn),
    });
  });
  return (await loadAssignments(db, [assignmentId]))[0]!;
};

export const withdrawAssignmentLearners: MutationResolvers['withdrawAssignmentLearners'] = async (
  _parent,
  args,
  { db, viewer },
) => {
  const userIds = checkUserIds('userIds', args.userIds);
  const assignmentId = checkAssignmentId('assignmentId', args.assignmentId);
  await db.transaction(async (tx) => {
    const row = await openAssignment(tx, viewer, assignmentId, 'withdraw');
    await requireLearners(tx, row.id, userIds);
    const now = new Date();
    await tx
      .insert(assignmentLearnerOverrides)
      .values(userIds.map((userId) => ({ assignmentId: row.id, userId, withdrawnAt: now })))
      .onConflictDoUpdate({
        target: [assignmentLearnerOverrides.assignmentId, assignmentLearnerOverrides.userId],
        set: { withdrawnAt: now, updatedAt: now },
      });
    await writeAudit(tx, viewer, {
      action: 'assignment.learner.withdraw',
      entityType: 'assignment',
      entityId: row.id,
      unitId: await auditUnitOf(tx, row.id),
      before: keyed(userIds, () => null),
      after: keyed(userIds, () => now.toISOString()),
    });
  });
  return (await loadAssignments(db, [assignmentId]))[0]!;
};

/** Reminds the learners who have not completed the assignment (of userIds, when given). */
export const remindAssignmentLearners: MutationResolvers['remindAssignmentLearners'] = async (
  _parent,
  args,
  { db, viewer, pubsub },
) => {
  const only = args.userIds ? checkUserIds('userIds', args.userIds) : null;
  const assignmentId = checkAssignmentId('assignmentId', args.assignmentId);
  let notices: RaisedNotice[] = [];
  await db.transaction(async (tx) => {
    const row = await openAssignment(tx, viewer, assignmentId, 'remind the learners of');
    if (only) await requireLearners(tx, row.id, only);
    const now = new Date();
    const [rules, states] = await Promise.all([dueRules(tx, [row.id]), learnerStates(tx, [row.id])]);
    const dayOf = dayCache();
    const wanted = only ? new Set(only) : null;
    const due = states
      .filter((s) => !wanted || wanted.has(s.userId))
      .filter((s) => standingOf(s, rules.get(row.id)!, now.getTime(), dayOf).status !== 'COMPLETED')
      .map((s) => s.userId);
    if (due.length === 0) return;
    notices = await raiseNotices(
      tx,
      row.id,
      'REMINDER',
      now.toISOString(),
      // One parameter however many: a unit of 10,000 would otherwise be 10,000 parameters.
      sql`l.user_id = any(string_to_array(${due.join(',')}, ',')::uuid[])`,
    );
    await writeAudit(tx, viewer, {
      action: 'assignment.remind',
      entityType: 'assignment',
      entityId: row.id,
      unitId: await auditUnitOf(tx, row.id),
      after: { reminded: notices.length, userIds: notices.map((n) => n.userId).sort() },
    });
  });
  publishNotices(pubsub, notices);
  return notices.length;
};
