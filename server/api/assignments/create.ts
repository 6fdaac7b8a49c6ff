// createAssignment: the input checked by the shared rules, the item (published, not archived, one the
// caller manages) and the targets (people and units the caller looks after) checked before anything is
// written; then the assignment, its targets, the audit entry and the ASSIGNED notices in one transaction.
// The notices are published once it committed.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { assignments, assignmentTargets } from '../../db/schema/assignments';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { writeAudit } from '../audit/record';
import { badUserInput, forbidden } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import {
  managedMediaCondition,
  managedPathCondition,
  requireManagedUnits,
  requireManagedUsers,
} from '../unitScope';
import { mailAssignmentNotices } from '../mailEvents/assignmentMails';
import { publishNotices, raiseNotices, type RaisedNotice } from './notices';
import { auditFields, auditUnitOf, loadAssignments } from './row';
import { parseCreateAssignment, viewerToday, type ParsedAssignment } from './rules';

/** The item must exist, be published and not archived, and be the caller's to manage. */
async function requireAssignableItem(db: Db, viewer: Viewer, item: ParsedAssignment): Promise<void> {
  const field = 'input.itemId';
  const isMedium = item.itemType === 'MEDIUM';
  const table = isMedium ? media : learningPaths;
  const rule: SQL | undefined = isMedium ? managedMediaCondition(viewer) : managedPathCondition(viewer);
  const [row] = isMedium
    ? await db
        .select({ published: media.published, archivedAt: media.archivedAt })
        .from(media)
        .where(eq(media.id, item.itemId))
    : await db
        .select({
          published: eq(learningPaths.status, 'PUBLISHED'),
          archivedAt: learningPaths.archivedAt,
        })
        .from(learningPaths)
        .where(eq(learningPaths.id, item.itemId));
  const what = isMedium ? 'medium' : 'learning path';
  if (!row) throw badUserInput(field, `There is no ${what} with id ${item.itemId}.`);
  if (!row.published || row.archivedAt)
    throw badUserInput(
      field,
      `The ${what} is not published, so learners could not open it. Publish it first, or choose another.`,
    );
  if (rule) {
    const idColumn = isMedium ? media.id : learningPaths.id;
    const [managed] = await db
      .select({ id: idColumn })
      .from(table)
      .where(and(eq(idColumn, item.itemId), rule));
    if (!managed) throw forbidden(`Education managers can only assign a ${what} of units they look after.`);
  }
}

export const createAssignment: MutationResolvers['createAssignment'] = async (
  _parent,
  { input },
  { db, viewer, pubsub },
) => {
  const parsed = parseCreateAssignment(input, await viewerToday(db, viewer));
  let id = '';
  let notices: RaisedNotice[] = [];
  await db.transaction(async (tx) => {
    await requireAssignableItem(tx, viewer, parsed);
    await requireManagedUsers(tx, viewer, parsed.userIds, { field: 'input.userIds', doing: 'assign to' });
    const unitRows = await requireManagedUnits(tx, viewer, parsed.unitIds, {
      field: 'input.unitIds',
      doing: 'assign to',
    });
    const inactive = unitRows.findIndex((unit) => !unit.isActive);
    if (inactive >= 0)
      throw badUserInput(
        parsed.unitIds.length > 1 ? `input.unitIds.${inactive}` : 'input.unitIds',
        `The unit "${unitRows[inactive]!.name}" is no longer active.`,
      );
    const [row] = await tx
      .insert(assignments)
      .values({
        mediaId: parsed.itemType === 'MEDIUM' ? parsed.itemId : null,
        pathId: parsed.itemType === 'PATH' ? parsed.itemId : null,
        dueOn: parsed.dueOn,
        dueDays: parsed.dueDays,
        recurrenceMonths: parsed.recurrenceMonths,
        note: parsed.note,
        createdBy: viewer.userId,
      })
      .returning();
    id = row!.id;
    await tx
      .insert(assignmentTargets)
      .values([
        ...parsed.userIds.map((userId) => ({ assignmentId: id, userId, createdAt: row!.createdAt })),
        ...parsed.unitIds.map((unitId) => ({ assignmentId: id, unitId, createdAt: row!.createdAt })),
      ]);
    await writeAudit(tx, viewer, {
      action: 'assignment.create',
      entityType: 'assignment',
      entityId: id,
      unitId: await auditUnitOf(tx, id),
      after: auditFields(row!, { userIds: parsed.userIds, unitIds: parsed.unitIds }),
    });
    notices = await raiseNotices(tx, id, 'ASSIGNED', 'assigned');
    // Each learner's ASSIGNMENT_CREATED mail, in this transaction: no mail for an assignment rolled back.
    await mailAssignmentNotices(
      tx,
      notices.map((notice) => notice.noticeId),
    );
  });
  publishNotices(pubsub, notices);
  const [created] = await loadAssignments(db, [id]);
  return created!;
};
