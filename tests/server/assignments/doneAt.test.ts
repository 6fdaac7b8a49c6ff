// enrolments.done_at is the last time a medium was completed or passed: a fail never sets it, and a new
// recertification round (status reset) keeps it until the next completion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { media } from '../../../server/db/schema/media';
import { enrolments } from '../../../server/db/schema/learning';
import { applyProgress, ensureEnrolment } from '../../../server/api/enrolments/store';
import { startNewRound } from '../../../server/api/assignmentNotices/newRound';

let database: Database;
let db: Db;
let userId = '';
let mediaId = '';

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [user] = await db
    .insert(users)
    .values({
      username: 'quinn',
      passwordHash: 'x',
      name: 'Quinn',
      email: 'q@example.org',
      roles: ['LEARNER'],
    })
    .returning();
  const [medium] = await db
    .insert(media)
    .values({ title: 'Exam', type: 'SCORM', published: true })
    .returning();
  userId = user!.id;
  mediaId = medium!.id;
  await ensureEnrolment(db, userId, mediaId);
});
afterAll(() => database.close());

const report = (status: 'FAILED' | 'PASSED' | 'INCOMPLETE') =>
  db.transaction((tx) => applyProgress(tx, userId, mediaId, { status, progress: 50 }));
const row = async () =>
  (
    await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.mediaId, mediaId)))
  )[0]!;

describe('done_at', () => {
  it('is set by a pass, not by a fail, and survives a new round and a fail in it', async () => {
    await report('FAILED');
    expect((await row()).doneAt).toBeNull();
    expect((await row()).completedAt).not.toBeNull(); // finished, though not done
    await report('PASSED');
    const passedAt = (await row()).doneAt;
    expect(passedAt).not.toBeNull();

    await startNewRound(db, userId, { kind: 'MEDIUM', id: mediaId });
    expect(await row()).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0, doneAt: passedAt });
    await report('FAILED');
    expect(await row()).toMatchObject({ status: 'FAILED', doneAt: passedAt });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report('PASSED');
    expect((await row()).doneAt!.getTime()).toBeGreaterThan(passedAt!.getTime());
  });
});
