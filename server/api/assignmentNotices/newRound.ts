// Recertification: when a completion has run out (the assignment's recurrence), the learner takes the item
// again. A new round resets what the learner's players resume from (status, progress, video ranges, SCORM
// runtime state) and keeps enrolments.done_at / learning_path_enrolments.completed_at as the LAST
// completion, which is what the due rule reads (assignments/itemState.ts, src/schemas/assignmentDue.ts: the
// round is owed from the day that completion ran out, and a new completion, which applyProgress stamps again
// because the status is unfinished, counts from its own day). The SCORM commit history (scorm12_attempts)
// stays.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scorm12AttemptStates } from '../../db/schema/attempts';
import { enrolments } from '../../db/schema/learning';
import { learningPathEnrolments, learningPathItems } from '../../db/schema/paths';
import { scormScoStates } from '../../db/schema/scorm';

export interface AssignedItem {
  kind: 'MEDIUM' | 'PATH';
  id: string;
}

/** Starts a new round of the item for these learners, in the caller's transaction. */
export async function startNewRounds(db: Db, userIds: readonly string[], item: AssignedItem): Promise<void> {
  if (userIds.length === 0) return;
  const mediaIds =
    item.kind === 'MEDIUM'
      ? [item.id]
      : (
          await db
            .selectDistinct({ mediaId: learningPathItems.mediaId })
            .from(learningPathItems)
            .where(eq(learningPathItems.pathId, item.id))
        ).map((row) => row.mediaId);
  if (mediaIds.length > 0) {
    await db
      .update(enrolments)
      .set({
        status: 'NOT_ATTEMPTED',
        progress: 0,
        score: null,
        videoPositionSeconds: null,
        videoWatchedRanges: [],
        // The next launch takes the medium's current package, as a first launch does.
        scormPackageId: null,
        scormClosedSeconds: 0,
        scormSessionId: null,
        scormSessionSeconds: 0,
      })
      .where(and(inArray(enrolments.userId, [...userIds]), inArray(enrolments.mediaId, mediaIds)));
    await db
      .delete(scormScoStates)
      .where(and(inArray(scormScoStates.userId, [...userIds]), inArray(scormScoStates.mediaId, mediaIds)));
    await db
      .delete(scorm12AttemptStates)
      .where(
        and(
          inArray(scorm12AttemptStates.userId, [...userIds]),
          inArray(scorm12AttemptStates.mediaId, mediaIds),
        ),
      );
  }
  if (item.kind === 'PATH')
    await db
      .update(learningPathEnrolments)
      .set({ completed: false, started: false, progress: 0 })
      .where(
        and(inArray(learningPathEnrolments.userId, [...userIds]), eq(learningPathEnrolments.pathId, item.id)),
      );
}

/** One learner's new round (see startNewRounds). */
export const startNewRound = (db: Db, userId: string, item: AssignedItem): Promise<void> =>
  startNewRounds(db, [userId], item);
