import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scorm12Attempts, scorm12AttemptStates as states } from '../../db/schema/attempts';
import { scormScoStates as scoStates } from '../../db/schema/scorm';
import { badUserInput } from '../errors';
import type { Scorm12AttemptMutationsResolvers } from '../generated/resolvers';
import { requireStartable } from '../enrolments/access';
import { commitTarget } from '../enrolments/scormPackage';
import { applyScormCommit } from '../enrolments/scormProgress';
import { ensureEnrolment } from '../enrolments/store';
import { summariseCmi } from './cmi';
import type { PlayableItem } from './items';

// Ids the app makes (a content hash, a UUID per launch): plain characters only, so nothing PostgreSQL
// text cannot hold (NUL, lone surrogates) reaches the columns that keep them.
const KEY = /^[A-Za-z0-9_:+/=.-]{1,128}$/;

/** Keeps the stored value when a commit leaves a field out. */
const keep = (table: string, column: string) =>
  sql.raw(`coalesce(excluded."${column}", "${table}"."${column}")`);

const storedAttempt = async (db: Db, userId: string, hash: string) =>
  (
    await db
      .select()
      .from(scorm12Attempts)
      .where(and(eq(scorm12Attempts.userId, userId), eq(scorm12Attempts.hash, hash)))
  )[0];

/** The item a commit is for: the named SCO or asset, or without a name the package's first SCO. */
function chooseItem(items: PlayableItem[], scoId: string | null | undefined): PlayableItem {
  if (!scoId) {
    const first = items.find((i) => i.kind === 'SCO') ?? items.find((i) => i.kind === 'ASSET');
    if (!first) throw badUserInput('scoId', 'This package has no SCO to record progress in.');
    return first;
  }
  const item = items.find((i) => i.identifier === scoId);
  if (!item)
    throw badUserInput('scoId', `scoId "${scoId}" is not an item of the package this attempt runs on.`);
  if (item.kind === 'CONTAINER')
    throw badUserInput('scoId', `scoId "${scoId}" is a container item; it launches nothing to record.`);
  return item;
}

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
  const { committedAt } = input;

  return db.transaction(async (tx) => {
    // A retry of a stored commit answers the stored attempt, even if the learner moved on to another
    // package version since (its SCO might not exist there).
    const stored = await storedAttempt(tx, viewer.userId, input.hash);
    if (stored) return stored;
    await ensureEnrolment(tx, viewer.userId, input.mediaId);
    const target = await commitTarget(tx, viewer.userId, input.mediaId, input.packageId);
    const item = chooseItem(target.items, input.scoId);
    // The unique (user, hash) index makes two racing copies of one commit insert once; the loser then
    // reads the winner's row (visible once the winner committed).
    const [inserted] = await tx
      .insert(scorm12Attempts)
      .values({
        userId: viewer.userId,
        mediaId: input.mediaId,
        hash: input.hash,
        cmi: summary.cmi,
        committedAt,
        packageId: target.packageId,
        scoId: item.identifier,
      })
      .onConflictDoNothing({ target: [scorm12Attempts.userId, scorm12Attempts.hash] })
      .returning();
    if (!inserted) {
      const existing = await storedAttempt(tx, viewer.userId, input.hash);
      if (!existing) throw new Error('The attempt with this hash disappeared while it was being committed.');
      return existing;
    }
    // An asset does not talk to the runtime: being launched is all it takes.
    const lessonStatus = item.kind === 'ASSET' ? 'completed' : summary.lessonStatus;
    const values = {
      lastAttemptId: inserted.id,
      lessonStatus,
      lessonLocation: summary.lessonLocation,
      scoreRaw: summary.scoreRaw,
      suspendData: summary.suspendData,
      sessionTime: summary.sessionTime,
      committedAt,
    };
    const kept = (table: string) => ({
      lastAttemptId: inserted.id,
      lessonStatus: keep(table, 'lesson_status'),
      lessonLocation: keep(table, 'lesson_location'),
      scoreRaw: keep(table, 'score_raw'),
      suspendData: keep(table, 'suspend_data'),
      sessionTime: keep(table, 'session_time'),
      committedAt,
      updatedAt: new Date(),
    });
    // Records replayed late from another device must not overwrite newer progress.
    await tx
      .insert(scoStates)
      .values({
        ...values,
        userId: viewer.userId,
        mediaId: input.mediaId,
        packageId: target.packageId,
        scoId: item.identifier,
        exit: summary.exit,
      })
      .onConflictDoUpdate({
        target: [scoStates.userId, scoStates.mediaId, scoStates.packageId, scoStates.scoId],
        set: { ...kept('scorm_sco_states'), exit: summary.exit },
        setWhere: sql`${scoStates.committedAt} <= excluded.committed_at`,
      });
    // The medium's latest state: the last commit of any of its SCOs.
    await tx
      .insert(states)
      .values({ ...values, userId: viewer.userId, mediaId: input.mediaId, totalTime: summary.totalTime })
      .onConflictDoUpdate({
        target: [states.userId, states.mediaId],
        set: kept('scorm12_attempt_states'),
        setWhere: sql`${states.committedAt} <= excluded.committed_at`,
      });
    // The learner's list (status, score, progress, total_time) follows in the same transaction.
    await applyScormCommit(tx, {
      userId: viewer.userId,
      mediaId: input.mediaId,
      packageId: target.packageId,
      scoId: item.identifier,
      attemptId: inserted.id,
      sessionId: input.sessionId,
      sessionTime: summary.sessionTime,
      items: target.items,
      mediumMastery: target.mediumMastery,
    });
    return inserted;
  });
};
