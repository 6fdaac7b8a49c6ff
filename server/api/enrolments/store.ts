// Every change to an enrolment goes through here, so status rules, media_stats and the recommender's
// co-occurrence stay consistent. Callers pass their transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import {
  enrolments,
  FINISHED_STATUSES,
  mediaStats,
  type EnrolmentRow,
  type LearningStatus,
} from '../../db/schema/learning';
import { recordCompletion, recordEnrolment } from '../../recommender/cooccurrence';
import { recordCompletions } from '../achievements/completion';
import { refreshPathProgress } from '../pathProgress/refresh';

async function bumpStats(db: Db, mediaId: string, enrolled: number, completed: number): Promise<void> {
  await db
    .insert(mediaStats)
    .values({ mediaId, enrolmentCount: enrolled, completionCount: completed })
    .onConflictDoUpdate({
      target: mediaStats.mediaId,
      set: {
        enrolmentCount: sql`${mediaStats.enrolmentCount} + excluded.enrolment_count`,
        completionCount: sql`${mediaStats.completionCount} + excluded.completion_count`,
      },
    });
}

/** Creates the enrolment unless it exists; true when it was created. */
export async function ensureEnrolment(db: Db, userId: string, mediaId: string): Promise<boolean> {
  // One learner's enrolments are serialised, so concurrent enrolments still see each other's pairs.
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [created] = await db
    .insert(enrolments)
    .values({ userId, mediaId })
    .onConflictDoNothing()
    .returning({ mediaId: enrolments.mediaId });
  if (!created) return false;
  await bumpStats(db, mediaId, 1, 0);
  await recordEnrolment(db, userId, mediaId);
  return true;
}

const isFinished = (status: LearningStatus) => FINISHED_STATUSES.includes(status);
const isDone = (status: LearningStatus) => status === 'COMPLETED' || status === 'PASSED';

/**
 * Finished never goes back to unfinished (a review run of a passed course, or a new package version
 * started after finishing, does not undo it), and a pass is not replaced by a later fail.
 */
export function nextStatus(current: LearningStatus, reported: LearningStatus | undefined): LearningStatus {
  if (!reported) return current;
  if (isFinished(current) && !isFinished(reported)) return current;
  if (current === 'PASSED' && reported === 'FAILED') return current;
  return reported;
}

export interface ProgressUpdate {
  status?: LearningStatus;
  progress?: number;
  score?: number | null;
  videoPositionSeconds?: number;
  videoWatchedRanges?: EnrolmentRow['videoWatchedRanges'];
  videoDurationSeconds?: number;
  scorm?: Pick<EnrolmentRow, 'scormClosedSeconds' | 'scormSessionId' | 'scormSessionSeconds'>;
}

/** Progress that depends on what is stored (video ranges), computed on the locked row. */
export type ProgressFrom = (current: EnrolmentRow, now: Date) => ProgressUpdate;

/** Applies reported progress to an existing enrolment (see ensureEnrolment) and returns the new row. */
export async function applyProgress(
  db: Db,
  userId: string,
  mediaId: string,
  reported: ProgressUpdate | ProgressFrom,
): Promise<EnrolmentRow> {
  const where = and(eq(enrolments.userId, userId), eq(enrolments.mediaId, mediaId));
  const [current] = await db.select().from(enrolments).where(where).for('update');
  if (!current) throw new Error(`No enrolment of ${userId} in ${mediaId} to record progress on.`);
  const now = new Date();
  const update = typeof reported === 'function' ? reported(current, now) : reported;
  const status = nextStatus(current.status, update.status);
  // Status and score are one result: while a finished one is kept (the new attempt is unfinished, or
  // failed after a pass), its score stays with it; a roll-up over a new version's few states is no score.
  const resultKept = isFinished(current.status) && status !== update.status;
  const newlyFinished = !isFinished(current.status) && isFinished(status);
  // Done (completed or passed, a fail is not): dates the completion paths and assignments count.
  const newlyDone = !isDone(current.status) && isDone(status);
  const [row] = await db
    .update(enrolments)
    .set({
      status,
      progress: isFinished(status) ? 100 : Math.max(current.progress, Math.round(update.progress ?? 0)),
      score: update.score === undefined || resultKept ? current.score : update.score,
      videoPositionSeconds: update.videoPositionSeconds ?? current.videoPositionSeconds,
      videoWatchedRanges: update.videoWatchedRanges ?? current.videoWatchedRanges,
      videoDurationSeconds: update.videoDurationSeconds ?? current.videoDurationSeconds,
      lastActivityAt: now,
      completedAt: newlyFinished ? now : current.completedAt,
      doneAt: newlyDone ? now : current.doneAt,
      ...update.scorm,
    })
    .where(where)
    .returning();
  if (!row) throw new Error('The enrolment disappeared while progress was recorded.');
  if (newlyFinished) {
    await bumpStats(db, mediaId, 0, 1);
    await recordCompletion(db, userId, mediaId);
  }
  // A certificate and badges for the completion, in the same transaction (a rollback takes them back).
  if (newlyDone)
    await recordCompletions(db, [
      { userId, subject: { kind: 'MEDIUM', mediaId }, at: now, score: row.score },
    ]);
  // The learner's paths that hold this medium move with it, in the same transaction.
  await refreshPathProgress(db, { userId, mediaId }, now);
  return row;
}
