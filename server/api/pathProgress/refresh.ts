// Keeps learning_path_enrolments in step with the rules (src/schemas/pathRules.ts): after a learner's
// progress in a medium (enrolments/store.ts), after a path's structure changed, when a learner enrols in a
// path. Runs in the caller's transaction, so lists and assignment progress read a path's progress without
// evaluating it again. Learners who are assigned a path follow it as if enrolled (a row is made for them).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordCompletions, type Completion } from '../achievements/completion';
import { enrolments } from '../../db/schema/learning';
import { media } from '../../db/schema/media';
import { assignments } from '../../db/schema/assignments';
import {
  learningPathEnrolments,
  learningPathItems,
  learningPathSections,
  type LearningPathEnrolmentRow,
} from '../../db/schema/paths';
import { evaluatePath, type ItemProgress, type PathStructure } from '../../../src/schemas/pathRules';
import { assignmentLearners } from '../assignments/learners';

export interface RefreshScope {
  /** Only this learner (their own progress changed, or they enrolled). */
  userId?: string;
  /** Only this path (its structure changed, or a learner enrolled in it). */
  pathId?: string;
  /** Only the paths that hold this medium. */
  mediaId?: string;
}

/** Progress counts as activity in the path only when it comes from the learner (userId and mediaId). */
const UPSERT_CHUNK = 1000;

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Many ids as one bound text parameter (a list of 10,000 would be 10,000 parameters). */
const uuidArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

async function affectedPaths(db: Db, scope: RefreshScope): Promise<string[]> {
  if (scope.pathId) return [scope.pathId];
  if (scope.mediaId) {
    const rows = await db
      .selectDistinct({ pathId: learningPathItems.pathId })
      .from(learningPathItems)
      .where(eq(learningPathItems.mediaId, scope.mediaId));
    return rows.map((r) => r.pathId);
  }
  if (!scope.userId) return [];
  const rows = await db
    .select({ pathId: learningPathEnrolments.pathId })
    .from(learningPathEnrolments)
    .where(eq(learningPathEnrolments.userId, scope.userId));
  return rows.map((r) => r.pathId);
}

async function structures(db: Db, pathIds: readonly string[]): Promise<Map<string, PathStructure>> {
  const sections = await db
    .select()
    .from(learningPathSections)
    .where(inArray(learningPathSections.pathId, [...pathIds]))
    .orderBy(learningPathSections.pathId, learningPathSections.position);
  const items = await db
    .select({
      sectionId: learningPathItems.sectionId,
      mediaId: learningPathItems.mediaId,
      available: sql<boolean>`${media.published} and ${media.archivedAt} is null`,
    })
    .from(learningPathItems)
    .innerJoin(media, eq(media.id, learningPathItems.mediaId))
    .where(inArray(learningPathItems.pathId, [...pathIds]))
    .orderBy(learningPathItems.sectionId, learningPathItems.position);
  const itemsBySection = new Map<string, typeof items>();
  for (const item of items)
    itemsBySection.set(item.sectionId, [...(itemsBySection.get(item.sectionId) ?? []), item]);
  const result = new Map<string, PathStructure>(pathIds.map((id) => [id, { sections: [] }]));
  for (const section of sections) {
    (result.get(section.pathId)!.sections as PathStructure['sections'][number][]).push({
      id: section.id,
      rule: section.rule,
      minCount: section.minCount,
      requires: section.requires,
      unlockOn: section.unlockOn,
      items: (itemsBySection.get(section.id) ?? []).map((i) => ({
        mediaId: i.mediaId,
        available: i.available,
      })),
    });
  }
  return result;
}

/** (pathId, userId) pairs to evaluate: enrolled learners and learners assigned the path. */
async function learnersOf(db: Db, pathIds: readonly string[], userId: string | undefined) {
  const assigned = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(inArray(assignments.pathId, [...pathIds]), isNull(assignments.withdrawnAt)));
  const viaAssignments =
    assigned.length === 0
      ? sql``
      : sql`union select a.path_id, l.user_id from ${assignmentLearners({
          assignmentIds: assigned.map((a) => a.id),
          ...(userId ? { userId } : {}),
        })} l join assignments a on a.id = l.assignment_id`;
  const result = await db.execute(sql`select e.path_id, e.user_id from learning_path_enrolments e
    where e.path_id in (${uuidList(pathIds)}) ${userId ? sql`and e.user_id = ${userId}::uuid` : sql``}
    ${viaAssignments}`);
  return (result as unknown as { rows: Array<{ path_id: string; user_id: string }> }).rows;
}

/** Recomputes the path progress rows in scope; returns how many rows were written. */
export async function refreshPathProgress(db: Db, scope: RefreshScope, now = new Date()): Promise<number> {
  const pathIds = await affectedPaths(db, scope);
  if (pathIds.length === 0) return 0;
  const pairs = await learnersOf(db, pathIds, scope.userId);
  if (pairs.length === 0) return 0;
  const shapes = await structures(db, pathIds);
  const userIds = [...new Set(pairs.map((p) => p.user_id))];
  const mediaIds = [
    ...new Set([...shapes.values()].flatMap((s) => s.sections.flatMap((x) => x.items.map((i) => i.mediaId)))),
  ];
  const states = new Map<string, ItemProgress>();
  if (mediaIds.length > 0) {
    const rows = await db
      .select({
        userId: enrolments.userId,
        mediaId: enrolments.mediaId,
        status: enrolments.status,
        progress: enrolments.progress,
      })
      .from(enrolments)
      .where(
        and(
          inArray(enrolments.mediaId, mediaIds),
          userIds.length === 1
            ? eq(enrolments.userId, userIds[0]!)
            : sql`${enrolments.userId} = any(${uuidArray(userIds)})`,
        ),
      );
    for (const row of rows)
      states.set(`${row.userId}:${row.mediaId}`, {
        done: row.status === 'COMPLETED' || row.status === 'PASSED',
        started: row.status !== 'NOT_ATTEMPTED' || row.progress > 0,
      });
  }
  const existing = await db
    .select()
    .from(learningPathEnrolments)
    .where(
      and(
        inArray(learningPathEnrolments.pathId, pathIds),
        userIds.length === 1
          ? eq(learningPathEnrolments.userId, userIds[0]!)
          : sql`${learningPathEnrolments.userId} = any(${uuidArray(userIds)})`,
      ),
    );
  const stored = new Map<string, LearningPathEnrolmentRow>(
    existing.map((row) => [`${row.pathId}:${row.userId}`, row]),
  );
  const learnerActed = scope.userId !== undefined && scope.mediaId !== undefined;
  const today = now.toISOString().slice(0, 10); // unlock days do not change progress or completion
  const writes: Array<typeof learningPathEnrolments.$inferInsert> = [];
  const completions: Completion[] = [];
  for (const { path_id: pathId, user_id: userId } of pairs) {
    const before = stored.get(`${pathId}:${userId}`);
    const result = evaluatePath(shapes.get(pathId)!, (mediaId) => states.get(`${userId}:${mediaId}`), {
      today,
      completedBefore: before?.completed ?? false,
    });
    const newlyComplete = result.complete && !before?.completed;
    const completedAt = newlyComplete ? now : (before?.completedAt ?? null);
    if (newlyComplete) completions.push({ userId, subject: { kind: 'PATH', pathId }, at: now, score: null });
    const unchanged =
      before &&
      before.progress === result.progress &&
      before.started === result.started &&
      before.completed === result.complete &&
      !learnerActed;
    if (unchanged) continue;
    writes.push({
      userId,
      pathId,
      progress: result.progress,
      started: result.started,
      completed: result.complete,
      completedAt,
      lastActivityAt: learnerActed ? now : (before?.lastActivityAt ?? null),
    });
  }
  for (let i = 0; i < writes.length; i += UPSERT_CHUNK) {
    await db
      .insert(learningPathEnrolments)
      .values(writes.slice(i, i + UPSERT_CHUNK))
      .onConflictDoUpdate({
        target: [learningPathEnrolments.userId, learningPathEnrolments.pathId],
        set: {
          progress: sql`excluded.progress`,
          started: sql`excluded.started`,
          completed: sql`excluded.completed`,
          completedAt: sql`excluded.completed_at`,
          lastActivityAt: sql`excluded.last_activity_at`,
        },
      });
  }
  await recordCompletions(db, completions);
  return writes.length;
}
