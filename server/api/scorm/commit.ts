import { and, eq, sql } from 'drizzle-orm';
import { scorm12Attempts, scorm12AttemptStates as states } from '../../db/schema/attempts';
import { badUserInput } from '../errors';
import type { Scorm12AttemptMutationsResolvers } from '../generated/resolvers';
import { requireStartable } from '../enrolments/access';
import { applyScormCommit } from '../enrolments/scormProgress';
import { summariseCmi } from './cmi';

// Ids the app makes (a content hash, a UUID per launch): plain characters only, so nothing PostgreSQL
// text cannot hold (NUL, lone surrogates) reaches the columns that keep them.
const KEY = /^[A-Za-z0-9_:+/=.-]{1,128}$/;

/** Keeps the stored value when a commit leaves a field out. */
const keep = (column: string) =>
  sql.raw(`coalesce(excluded."${column}", "scorm12_attempt_states"."${column}")`);

export const commit: Scorm12AttemptMutationsResolvers['commit'] = async (
  _parent,
  { input },
  { db, viewer },
) => {
  if (!KEY.test(input.hash)) {
    throw badUserInput('hash', 'hash must be 1-128 characters of letters, digits and _:+/=.-');
  }
  // Empty means no launch id (records stored by older players), as when it is left out.
  if (input.sessionId && !KEY.test(input.sessionId)) {
    throw badUserInput('sessionId', 'sessionId must be 1-128 characters of letters, digits and _:+/=.-');
  }
  const summary = summariseCmi(input.cmi);
  // The launch rule (an enrolment passes, so progress in a course unpublished meanwhile is still stored),
  // and only for SCORM media: a commit must never complete a video or open another unit's medium.
  await requireStartable(db, viewer.userId, input.mediaId, ['SCORM']);
  const committedAt = input.committedAt;

  return db.transaction(async (tx) => {
    // The unique (user, hash) index makes a retry, or two racing copies of one commit, insert nothing;
    // the loser then reads the winner's row (visible once the winner committed).
    const [inserted] = await tx
      .insert(scorm12Attempts)
      .values({
        userId: viewer.userId,
        mediaId: input.mediaId,
        hash: input.hash,
        cmi: summary.cmi,
        committedAt,
      })
      .onConflictDoNothing({ target: [scorm12Attempts.userId, scorm12Attempts.hash] })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(scorm12Attempts)
        .where(and(eq(scorm12Attempts.userId, viewer.userId), eq(scorm12Attempts.hash, input.hash)));
      if (!existing) throw new Error('The attempt with this hash disappeared while it was being committed.');
      return existing;
    }
    const values = {
      userId: viewer.userId,
      mediaId: input.mediaId,
      lastAttemptId: inserted.id,
      lessonStatus: summary.lessonStatus,
      lessonLocation: summary.lessonLocation,
      scoreRaw: summary.scoreRaw,
      suspendData: summary.suspendData,
      sessionTime: summary.sessionTime,
      totalTime: summary.totalTime,
      committedAt,
    };
    await tx
      .insert(states)
      .values(values)
      .onConflictDoUpdate({
        target: [states.userId, states.mediaId],
        set: {
          lastAttemptId: inserted.id,
          lessonStatus: keep('lesson_status'),
          lessonLocation: keep('lesson_location'),
          scoreRaw: keep('score_raw'),
          suspendData: keep('suspend_data'),
          sessionTime: keep('session_time'),
          totalTime: keep('total_time'),
          committedAt,
          updatedAt: new Date(),
        },
        // Records replayed late from another device must not overwrite newer progress.
        setWhere: sql`${states.committedAt} <= excluded.committed_at`,
      });
    // The learner's list (status, score, total_time) follows the SCORM state in the same transaction.
    await applyScormCommit(tx, {
      userId: viewer.userId,
      mediaId: input.mediaId,
      attemptId: inserted.id,
      sessionId: input.sessionId,
      sessionTime: summary.sessionTime,
    });
    return inserted;
  });
};
