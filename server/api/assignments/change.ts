// Bulk changes to whole assignments: extending the due date and withdrawing. One transaction, the rows
// locked after the scope check (unitScope.ts requireManagedAssignments), an audit entry per assignment; a
// refusal anywhere rolls everything back.
import { eq } from 'drizzle-orm';
import { ASSIGNMENT_LIMITS } from '../../../src/schemas/assignment';
import { assignments } from '../../db/schema/assignments';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireManagedAssignments } from '../unitScope';
import { auditFields, auditUnitOf, loadAssignments } from './row';
import { checkAssignmentIds, checkExtendDay, viewerToday } from './rules';

export const extendAssignments: MutationResolvers['extendAssignments'] = async (
  _parent,
  { ids, dueOn, addDays },
  { db, viewer },
) => {
  const assignmentIds = checkAssignmentIds('ids', ids);
  const today = await viewerToday(db, viewer);
  const day = dueOn ? checkExtendDay('dueOn', dueOn, today) : null;
  if (addDays !== null && addDays !== undefined && (addDays < 1 || addDays > ASSIGNMENT_LIMITS.dueDaysMax))
    throw badUserInput('addDays', `Add 1-${ASSIGNMENT_LIMITS.dueDaysMax} days.`);
  await db.transaction(async (tx) => {
    const rows = await requireManagedAssignments(tx, viewer, assignmentIds, {
      field: 'ids',
      doing: 'extend',
      lock: true,
    });
    for (const [index, row] of rows.entries()) {
      const field = rows.length > 1 ? `ids.${index}` : 'ids';
      if (row.withdrawnAt) throw badUserInput(field, 'The assignment was withdrawn; nothing is due.');
      let set: Partial<typeof assignments.$inferInsert>;
      if (row.dueOn !== null) {
        if (!day) throw badUserInput('dueOn', 'Give the new due date for assignments with a fixed due date.');
        if (day <= row.dueOn)
          throw badUserInput('dueOn', `The new due date must be later than the current one (${row.dueOn}).`);
        set = { dueOn: day };
      } else if (row.dueDays !== null) {
        if (!addDays)
          throw badUserInput(
            'addDays',
            'Give the days to add for assignments due some days after assignment.',
          );
        if (row.dueDays + addDays > ASSIGNMENT_LIMITS.dueDaysMax)
          throw badUserInput(
            'addDays',
            `An assignment is due at most ${ASSIGNMENT_LIMITS.dueDaysMax} days after.`,
          );
        set = { dueDays: row.dueDays + addDays };
      } else throw badUserInput(field, 'The assignment has no due date to extend.');
      const [after] = await tx
        .update(assignments)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(assignments.id, row.id))
        .returning();
      await writeAudit(tx, viewer, {
        action: 'assignment.extend',
        entityType: 'assignment',
        entityId: row.id,
        unitId: await auditUnitOf(tx, row.id),
        before: auditFields(row),
        after: auditFields(after!),
      });
    }
  });
  return loadAssignments(db, assignmentIds);
};

export const withdrawAssignments: MutationResolvers['withdrawAssignments'] = async (
  _parent,
  { ids },
  { db, viewer },
) => {
  const assignmentIds = checkAssignmentIds('ids', ids);
  const changed: string[] = [];
  await db.transaction(async (tx) => {
    const rows = await requireManagedAssignments(tx, viewer, assignmentIds, {
      field: 'ids',
      doing: 'withdraw',
      lock: true,
    });
    const now = new Date();
    for (const row of rows) {
      if (row.withdrawnAt) continue;
      const [after] = await tx
        .update(assignments)
        .set({ withdrawnAt: now, withdrawnBy: viewer.userId, updatedAt: now })
        .where(eq(assignments.id, row.id))
        .returning();
      changed.push(row.id);
      await writeAudit(tx, viewer, {
        action: 'assignment.withdraw',
        entityType: 'assignment',
        entityId: row.id,
        unitId: await auditUnitOf(tx, row.id),
        before: auditFields(row),
        after: auditFields(after!),
      });
    }
  });
  return loadAssignments(db, changed);
};
