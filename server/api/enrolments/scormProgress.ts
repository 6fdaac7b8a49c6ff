// Feeds a stored SCORM 1.2 commit into the learner's enrolment: the SCO's cmi.core.total_time kept as
// the LMS must (the sum of that SCO's session times, each session once), then the medium's status,
// score and progress rolled up from all its SCOs (rules in ../scorm/rollup.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scorm12AttemptStates as mediumStates } from '../../db/schema/attempts';
import { scormScoStates as scoStates } from '../../db/schema/scorm';
import type { PlayableItem } from '../scorm/items';
import { rollUp } from '../scorm/rollup';
import { applyProgress } from './store';
import { formatTimespan, timespanSeconds } from './timespan';

export { statusFromScorm } from '../scorm/rollup';

export interface Session {
  closedSeconds: number;
  sessionId: string | null;
  sessionSeconds: number;
}

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
      ? sessionId === current.sessionId
      : current.sessionId === null && sessionSeconds >= current.sessionSeconds;
  if (sameSession)
    return {
      closedSeconds: current.closedSeconds,
      sessionId: current.sessionId,
      sessionSeconds: Math.max(current.sessionSeconds, sessionSeconds),
    };
  return {
    closedSeconds: current.closedSeconds + current.sessionSeconds,
    sessionId,
    sessionSeconds,
  };
}

export interface StoredCommit {
  userId: string;
  mediaId: string;
  /** The package the commit's SCO belongs to (null for a SCORM medium without one). */
  packageId: string | null;
  scoId: string;
  attemptId: string;
  sessionId: string | null | undefined;
  /** cmi.core.session_time of this commit, if it sent one. */
  sessionTime: string | null;
  /** The package's items and the medium's own mastery score, for the roll-up. */
  items: PlayableItem[];
  mediumMastery: number | null;
}

const scoWhere = (c: Pick<StoredCommit, 'userId' | 'mediaId' | 'packageId' | 'scoId'>) =>
  and(
    eq(scoStates.userId, c.userId),
    eq(scoStates.mediaId, c.mediaId),
    c.packageId === null ? sql`${scoStates.packageId} is null` : eq(scoStates.packageId, c.packageId),
    eq(scoStates.scoId, c.scoId),
  );

/** Call in commitSco's transaction, after the attempt and the SCO's state were written. */
export async function applyScormCommit(db: Db, commit: StoredCommit): Promise<void> {
  const { userId, mediaId, packageId } = commit;
  const [sco] = await db.select().from(scoStates).where(scoWhere(commit));
  // A commit replayed late (older than the SCO's stored state) is kept as history but changes nothing.
  if (!sco || sco.lastAttemptId !== commit.attemptId) return;

  if (commit.sessionTime !== null) {
    const session = accumulateSession(sco, commit.sessionId ?? null, timespanSeconds(commit.sessionTime));
    await db
      .update(scoStates)
      .set({ ...session, totalTime: formatTimespan(session.closedSeconds + session.sessionSeconds) })
      .where(scoWhere(commit));
  }

  const states = await db
    .select({
      scoId: scoStates.scoId,
      packageId: scoStates.packageId,
      lessonStatus: scoStates.lessonStatus,
      scoreRaw: scoStates.scoreRaw,
      exit: scoStates.exit,
      committedAt: scoStates.committedAt,
      seconds: sql<number>`${scoStates.closedSeconds} + ${scoStates.sessionSeconds}`,
    })
    .from(scoStates)
    .where(and(eq(scoStates.userId, userId), eq(scoStates.mediaId, mediaId)));
  const ofPackage = states.filter((s) => s.packageId === packageId);
  const rolled = rollUp({
    items: commit.items,
    states: new Map(ofPackage.map((s) => [s.scoId, s])),
    mediumMastery: commit.mediumMastery,
  });
  await applyProgress(db, userId, mediaId, rolled);
  // The medium's latest state shows the time spent in all its SCOs (of every package version played).
  const seconds = states.reduce((sum, s) => sum + Number(s.seconds), 0);
  await db
    .update(mediumStates)
    .set({ totalTime: formatTimespan(seconds) })
    .where(and(eq(mediumStates.userId, userId), eq(mediumStates.mediaId, mediaId)));
}
