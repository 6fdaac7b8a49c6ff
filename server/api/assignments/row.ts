// An assignment as the administration API answers it: its rule, the item's title, the targets by name and
// its learners' progress today. A page loads all of it in four queries, whatever its size.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, assignmentTargets, type AssignmentRow } from '../../db/schema/assignments';
import { users } from '../../db/schema/core';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { units } from '../../db/schema/units';
import { assignmentProgress, emptyCounts, type ProgressCounts } from './progress';

export interface AssignmentTargetRow {
  kind: 'USER' | 'UNIT';
  id: string;
  name: string;
}

export interface AssignmentApiRow {
  id: string;
  itemType: 'MEDIUM' | 'PATH';
  itemId: string;
  itemTitle: string;
  targets: AssignmentTargetRow[];
  dueOn: string | null;
  dueDays: number | null;
  recurrenceMonths: number | null;
  note: string;
  createdAt: Date;
  createdByName: string | null;
  withdrawnAt: Date | null;
  progress: ProgressCounts;
}

/** The targets of these assignments by name: units first, then people, each by name. */
async function targetsOf(db: Db, ids: readonly string[]): Promise<Map<string, AssignmentTargetRow[]>> {
  const rows = await db
    .select({
      assignmentId: assignmentTargets.assignmentId,
      userId: assignmentTargets.userId,
      unitId: assignmentTargets.unitId,
      userName: users.name,
      unitName: units.name,
    })
    .from(assignmentTargets)
    .leftJoin(users, eq(users.id, assignmentTargets.userId))
    .leftJoin(units, eq(units.id, assignmentTargets.unitId))
    .where(inArray(assignmentTargets.assignmentId, [...ids]))
    .orderBy(sql`${assignmentTargets.unitId} is null`, asc(units.name), asc(users.name));
  const byId = new Map<string, AssignmentTargetRow[]>();
  for (const row of rows) {
    const list = byId.get(row.assignmentId) ?? [];
    list.push(
      row.unitId !== null
        ? { kind: 'UNIT', id: String(row.unitId), name: row.unitName ?? '' }
        : { kind: 'USER', id: row.userId ?? '', name: row.userName ?? '' },
    );
    byId.set(row.assignmentId, list);
  }
  return byId;
}

/** The assignments in the order of `ids` (missing ones left out). */
export async function loadAssignments(
  db: Db,
  ids: readonly string[],
  now = new Date(),
): Promise<AssignmentApiRow[]> {
  if (ids.length === 0) return [];
  const [rows, targets, progress] = await Promise.all([
    db
      .select({
        row: assignments,
        mediumTitle: media.title,
        pathTitle: learningPaths.title,
        createdByName: users.name,
      })
      .from(assignments)
      .leftJoin(media, eq(media.id, assignments.mediaId))
      .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
      .leftJoin(users, eq(users.id, assignments.createdBy))
      .where(inArray(assignments.id, [...ids])),
    targetsOf(db, ids),
    assignmentProgress(db, ids, now),
  ]);
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { row } = found;
    return [
      {
        id: row.id,
        itemType: row.mediaId ? 'MEDIUM' : 'PATH',
        itemId: (row.mediaId ?? row.pathId)!,
        itemTitle: (row.mediaId ? found.mediumTitle : found.pathTitle) ?? '',
        targets: targets.get(id) ?? [],
        dueOn: row.dueOn,
        dueDays: row.dueDays,
        recurrenceMonths: row.recurrenceMonths,
        note: row.note,
        createdAt: row.createdAt,
        createdByName: found.createdByName,
        withdrawnAt: row.withdrawnAt,
        progress: progress.get(id) ?? emptyCounts(),
      },
    ];
  });
}

/** The fields the audit log keeps for an assignment. */
export const auditFields = (row: AssignmentRow, targets?: { userIds: string[]; unitIds: number[] }) => ({
  mediaId: row.mediaId,
  pathId: row.pathId,
  dueOn: row.dueOn,
  dueDays: row.dueDays,
  recurrenceMonths: row.recurrenceMonths,
  note: row.note,
  withdrawnAt: row.withdrawnAt,
  ...(targets
    ? { userIds: [...targets.userIds].sort(), unitIds: [...targets.unitIds].sort((a, b) => a - b) }
    : {}),
});

/** The unit the audit entry is filed under: the first targeted unit, so its managers read the entry. */
export async function auditUnitOf(db: Db, assignmentId: string): Promise<number | null> {
  const [row] = await db
    .select({ unitId: sql<number | null>`min(${assignmentTargets.unitId})` })
    .from(assignmentTargets)
    .where(eq(assignmentTargets.assignmentId, assignmentId));
  if (row?.unitId !== null && row?.unitId !== undefined) return Number(row.unitId);
  // Only people: the first unit of the first person, which the manager looks after (the scope says so).
  const [person] = await db
    .execute<{ unit_id: number }>(
      sql`select min(uu.unit_id) as unit_id
    from assignment_targets t join user_units uu on uu.user_id = t.user_id where t.assignment_id = ${assignmentId}::uuid`,
    )
    .then((r) => (r as unknown as { rows: Array<{ unit_id: number | null }> }).rows);
  return person?.unit_id === null || person?.unit_id === undefined ? null : Number(person.unit_id);
}
