// Recertification's new round (startNewRound): the learner can take the item again from the start, the last
// completion stays on record (completed_at, which the due rule reads), the standing says NOT_STARTED, and a
// new completion is stamped again and makes it COMPLETED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { media } from '../../../server/db/schema/media';
import { enrolments } from '../../../server/db/schema/learning';
import { scorm12Attempts, scorm12AttemptStates } from '../../../server/db/schema/attempts';
import { scormScoStates } from '../../../server/db/schema/scorm';
import { assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import {
  learningPathEnrolments,
  learningPathItems,
  learningPathSections,
  learningPaths,
} from '../../../server/db/schema/paths';
import { applyProgress } from '../../../server/api/enrolments/store';
import { startNewRound } from '../../../server/api/assignmentNotices/newRound';
import { assignmentProgress } from '../../../server/api/assignments/progress';
import { assignmentStanding, localDate } from '../../../src/schemas/assignmentDue';

let database: Database;
let db: Db;
let learner = '';
const mediumIds: string[] = [];
const LAST = new Date('2025-03-10T08:00:00Z');

const enrolment = async (mediaId: string) =>
  (
    await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, learner), eq(enrolments.mediaId, mediaId)))
  )[0]!;

/** The due rule over a medium's enrolment: the last completion counts unless the last attempt failed. */
async function mediumStanding(mediaId: string, today: string) {
  const row = await enrolment(mediaId);
  const lastDone = row.status === 'FAILED' ? null : row.completedAt;
  return assignmentStanding({
    firstDue: '2025-03-01',
    recurrenceMonths: 12,
    lastDoneOn: lastDone ? localDate(lastDone, null) : null,
    started: row.status === 'INCOMPLETE' || row.progress > 0,
    today,
  }).status;
}

async function finishedEnrolment(mediaId: string) {
  await db.insert(enrolments).values({
    userId: learner,
    mediaId,
    status: 'PASSED',
    progress: 100,
    score: 92,
    videoPositionSeconds: 30,
    videoWatchedRanges: [[0, 120]],
    scormClosedSeconds: 600,
    scormSessionSeconds: 20,
    scormSessionId: 'session-1',
    completedAt: LAST,
  });
  const [attempt] = await db
    .insert(scorm12Attempts)
    .values({ userId: learner, mediaId, hash: `h-${mediaId}`, cmi: {}, committedAt: LAST })
    .returning({ id: scorm12Attempts.id });
  await db.insert(scormScoStates).values({
    userId: learner,
    mediaId,
    scoId: 'sco-1',
    lastAttemptId: attempt!.id,
    lessonStatus: 'passed',
    suspendData: 'page=9',
    exit: 'suspend',
    committedAt: LAST,
  });
  await db.insert(scorm12AttemptStates).values({
    userId: learner,
    mediaId,
    lastAttemptId: attempt!.id,
    lessonStatus: 'passed',
    committedAt: LAST,
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [row] = await db
    .insert(users)
    .values({
      username: 'nurse',
      passwordHash: 'x',
      name: 'Nurse',
      email: 'nurse@example.org',
      roles: ['LEARNER'],
    })
    .returning({ id: users.id });
  learner = row!.id;
  for (const title of ['Hygiene', 'Fire safety', 'First aid']) {
    const [medium] = await db
      .insert(media)
      .values({ title, type: 'LINK', externalUrl: 'https://example.org', published: true })
      .returning({ id: media.id });
    mediumIds.push(medium!.id);
  }
});

afterAll(() => database.close());

describe('startNewRound', () => {
  it('a medium: starts over (status, progress, video, SCORM runtime) and keeps the last completion', async () => {
    const mediumId = mediumIds[0]!;
    await finishedEnrolment(mediumId);
    // Ran out today; the finished record still reads as progress in the owed round.
    expect(await mediumStanding(mediumId, '2026-03-10')).toBe('IN_PROGRESS');
    await db.transaction((tx) => startNewRound(tx, learner, { kind: 'MEDIUM', id: mediumId }));

    expect(await enrolment(mediumId)).toMatchObject({
      status: 'NOT_ATTEMPTED',
      progress: 0,
      score: null,
      videoPositionSeconds: null,
      videoWatchedRanges: [],
      scormPackageId: null,
      scormClosedSeconds: 0,
      scormSessionSeconds: 0,
      scormSessionId: null,
      completedAt: LAST,
    });
    const states = await db.select().from(scormScoStates).where(eq(scormScoStates.userId, learner));
    expect(states).toEqual([]);
    expect(
      await db.select().from(scorm12AttemptStates).where(eq(scorm12AttemptStates.userId, learner)),
    ).toEqual([]);
    // The commit history stays.
    expect(await db.select().from(scorm12Attempts).where(eq(scorm12Attempts.userId, learner))).toHaveLength(
      1,
    );
    expect(await mediumStanding(mediumId, '2026-03-10')).toBe('NOT_STARTED');

    const before = Date.now();
    await db.transaction((tx) =>
      applyProgress(tx, learner, mediumId, { status: 'COMPLETED', progress: 100 }),
    );
    const renewed = await enrolment(mediumId);
    expect(renewed.status).toBe('COMPLETED');
    expect(renewed.completedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(await mediumStanding(mediumId, localDate(new Date(), null))).toBe('COMPLETED');
  });

  it('touches only the learner and item it is given', async () => {
    const other = mediumIds[1]!;
    await finishedEnrolment(other);
    await db.transaction((tx) => startNewRound(tx, learner, { kind: 'MEDIUM', id: mediumIds[2]! }));
    expect(await enrolment(other)).toMatchObject({ status: 'PASSED', progress: 100, score: 92 });
    expect(await db.select().from(scormScoStates).where(eq(scormScoStates.mediaId, other))).toHaveLength(1);
    await db.delete(scormScoStates);
    await db.delete(scorm12AttemptStates);
    await db.delete(scorm12Attempts);
    await db.delete(enrolments);
  });

  it('a path: every medium starts over, the path is open again with its last completion kept', async () => {
    const [path] = await db
      .insert(learningPaths)
      .values({ title: 'Ward induction', status: 'PUBLISHED' })
      .returning({ id: learningPaths.id });
    const pathId = path!.id;
    const [first] = await db
      .insert(learningPathSections)
      .values({ pathId, position: 0, title: 'Basics' })
      .returning({ id: learningPathSections.id });
    const [second] = await db
      .insert(learningPathSections)
      .values({ pathId, position: 1, title: 'Practice', requires: [first!.id] })
      .returning({ id: learningPathSections.id });
    await db.insert(learningPathItems).values([
      { sectionId: first!.id, pathId, mediaId: mediumIds[0]!, position: 0 },
      { sectionId: second!.id, pathId, mediaId: mediumIds[1]!, position: 0 },
    ]);
    await finishedEnrolment(mediumIds[0]!);
    await finishedEnrolment(mediumIds[1]!);
    await db.insert(learningPathEnrolments).values({
      userId: learner,
      pathId,
      progress: 100,
      started: true,
      completed: true,
      completedAt: LAST,
    });
    const [assignment] = await db
      .insert(assignments)
      .values({
        pathId,
        dueOn: '2025-03-01',
        recurrenceMonths: 12,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning({ id: assignments.id });
    await db
      .insert(assignmentTargets)
      .values({ assignmentId: assignment!.id, userId: learner, createdAt: new Date('2025-01-01T00:00:00Z') });
    const standing = async (now: Date) =>
      (await assignmentProgress(db, [assignment!.id], now)).get(assignment!.id);

    await db.transaction((tx) => startNewRound(tx, learner, { kind: 'PATH', id: pathId }));
    const [row] = await db
      .select()
      .from(learningPathEnrolments)
      .where(eq(learningPathEnrolments.userId, learner));
    expect(row).toMatchObject({ completed: false, started: false, progress: 0, completedAt: LAST });
    for (const mediumId of mediumIds.slice(0, 2))
      expect(await enrolment(mediumId)).toMatchObject({
        status: 'NOT_ATTEMPTED',
        progress: 0,
        completedAt: LAST,
      });
    // Ran out on 10 March 2026, due again that day: not started yet.
    expect(await standing(new Date('2026-03-10T12:00:00Z'))).toMatchObject({ assigned: 1, notStarted: 1 });

    // Completing both media again completes the path again (applyProgress refreshes the path), dated now.
    const before = Date.now();
    for (const mediumId of mediumIds.slice(0, 2))
      await db.transaction((tx) =>
        applyProgress(tx, learner, mediumId, { status: 'COMPLETED', progress: 100 }),
      );
    const [after] = await db
      .select()
      .from(learningPathEnrolments)
      .where(eq(learningPathEnrolments.userId, learner));
    expect(after!.completed).toBe(true);
    expect(after!.completedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(await standing(new Date())).toMatchObject({ assigned: 1, completed: 1 });
  });
});
