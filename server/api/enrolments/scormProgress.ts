// Feeds a stored SCORM 1.2 commit into the learner's enrolment (status, score, progress) and keeps
// cmi.core.total_time as the LMS must: the sum of every session's session_time, each session once.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scorm12AttemptStates as states } from '../../db/schema/attempts';
import { enrolments, type EnrolmentRow, type LearningStatus } from '../../db/schema/learning';
import { media, scormPackages } from '../../db/schema/media';
import { applyProgress, ensureEnrolment } from './store';
import { formatTimespan, timespanSeconds } from './timespan';

/** SCORM reports no progress measure: started counts as half way, finished as done. */
const STARTED_PROGRESS = 50;

/**
 * cmi.core.lesson_status to the platform status. A SCO that reports "completed" with a score is judged
 * against the mastery score (SCORM 1.2 RTE 3.4.4: the LMS may set passed/failed from it).
 */
export function statusFromScorm(
  lessonStatus: string | null,
  scoreRaw: number | null,
  masteryScore: number | null,
): LearningStatus {
  switch (lessonStatus) {
    case 'passed':
      return 'PASSED';
    case 'failed':
      return 'FAILED';
    case 'completed':
      if (masteryScore !== null && scoreRaw !== null) return scoreRaw >= masteryScore ? 'PASSED' : 'FAILED';
      return 'COMPLETED';
    default:
      // incomplete, browsed, not attempted or none yet: a commit means the learner launched it.
      return 'INCOMPLETE';
  }
}

type Session = Pick<EnrolmentRow, 'scormClosedSeconds' | 'scormSessionId' | 'scormSessionSeconds'>;

/**
 * The running session's session_time replaces the previous value of the same session; a new session
 * (another sessionId, or without ids a session_time that went down) closes the previous one first.
 */
export function accumulateSession(
  current: Session,
  sessionId: string | null,
  sessionSeconds: number,
): Session {
  const sameSession =
    sessionId !== null
      ? sessionId === current.scormSessionId
      : current.scormSessionId === null && sessionSeconds >= current.scormSessionSeconds;
  if (sameSession)
    return {
      scormClosedSeconds: current.scormClosedSeconds,
      scormSessionId: current.scormSessionId,
      scormSessionSeconds: Math.max(current.scormSessionSeconds, sessionSeconds),
    };
  return {
    scormClosedSeconds: current.scormClosedSeconds + current.scormSessionSeconds,
    scormSessionId: sessionId,
    scormSessionSeconds: sessionSeconds,
  };
}

export interface StoredCommit {
  userId: string;
  mediaId: string;
  attemptId: string;
  sessionId: string | null | undefined;
  /** cmi.core.session_time of this commit, if it sent one. */
  sessionTime: string | null;
}

/** Call in commitSco's transaction, after the attempt and its state were written. */
export async function applyScormCommit(db: Db, commit: StoredCommit): Promise<void> {
  const { userId, mediaId } = commit;
  await ensureEnrolment(db, userId, mediaId);
  const stateWhere = and(eq(states.userId, userId), eq(states.mediaId, mediaId));
  const [state] = await db
    .select({
      lastAttemptId: states.lastAttemptId,
      lessonStatus: states.lessonStatus,
      scoreRaw: states.scoreRaw,
      masteryScore: sql<number | null>`coalesce(${media.masteryScore}, ${scormPackages.masteryScore})`,
    })
    .from(states)
    .innerJoin(media, eq(media.id, states.mediaId))
    .leftJoin(scormPackages, eq(scormPackages.id, media.scormPackageId))
    .where(stateWhere);
  // A commit replayed late (older than the stored state) is kept as history but changes nothing.
  if (!state || state.lastAttemptId !== commit.attemptId) return;

  const [enrolment] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.mediaId, mediaId)))
    .for('update');
  if (!enrolment) throw new Error('The enrolment for this SCORM commit is missing.');
  const session =
    commit.sessionTime === null
      ? undefined
      : accumulateSession(enrolment, commit.sessionId ?? null, timespanSeconds(commit.sessionTime));
  const status = statusFromScorm(state.lessonStatus, state.scoreRaw, state.masteryScore);
  await applyProgress(db, userId, mediaId, {
    status,
    progress: STARTED_PROGRESS,
    score: state.scoreRaw,
    ...(session ? { scorm: session } : {}),
  });
  if (session) {
    await db
      .update(states)
      .set({ totalTime: formatTimespan(session.scormClosedSeconds + session.scormSessionSeconds) })
      .where(stateWhere);
  }
}
