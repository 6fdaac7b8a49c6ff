// commitSco: every commit stored once per hash, the latest state kept per learner and medium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { scorm12Attempts, scorm12AttemptStates } from '../../../server/db/schema/attempts';
import { createMedium, gql, OPERATIONS, startTestApi, type TestApi } from './harness';

let t: TestApi;
let medium: () => Promise<string>;
beforeAll(async () => {
  t = await startTestApi();
  medium = () => createMedium(t.database);
});
afterAll(() => t.close());

type CommitResult = { scorm12Attempt: { commit: { id: string } } };

const commit = (input: Record<string, unknown>, token = t.tokens.learner) =>
  gql<CommitResult>(t.api, OPERATIONS.commitSco, { token, variables: { input } });

const cmi = (status: string, location: string, raw?: number) => ({
  core: {
    lesson_status: status,
    lesson_location: location,
    score: raw === undefined ? {} : { raw: String(raw), min: '0', max: '100' },
    session_time: '0000:05:30.00',
    total_time: '0000:12:00',
  },
  suspend_data: `page=${location}`,
});

const attemptsFor = (hash: string) =>
  t.database.db.select().from(scorm12Attempts).where(eq(scorm12Attempts.hash, hash));
const stateFor = async (userId: string, mediaId: string) =>
  (
    await t.database.db
      .select()
      .from(scorm12AttemptStates)
      .where(and(eq(scorm12AttemptStates.userId, userId), eq(scorm12AttemptStates.mediaId, mediaId)))
  )[0];

describe('commitSco', () => {
  it('stores the commit and the latest state', async () => {
    const mediaId = await medium();
    const res = await commit({
      hash: 'h-first',
      mediaId,
      cmi: cmi('incomplete', '2'),
      committedAt: '2026-03-01T10:00:00Z',
    });
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data?.scorm12Attempt.commit.id;
    expect(await attemptsFor('h-first')).toEqual([
      expect.objectContaining({ id, userId: t.userIds.learner, mediaId, cmi: cmi('incomplete', '2') }),
    ]);
    expect(await stateFor(t.userIds.learner, mediaId)).toMatchObject({
      lastAttemptId: id,
      lessonStatus: 'incomplete',
      lessonLocation: '2',
      suspendData: 'page=2',
      sessionTime: '0000:05:30.00',
      // total_time is the LMS's sum of session times (tests/server/learning/scorm.test.ts), not the SCO's.
      totalTime: '0000:05:30.00',
    });
  });

  it('returns the same id for the same hash and stores it once', async () => {
    const input = {
      hash: 'h-retry',
      mediaId: await medium(),
      cmi: cmi('passed', '5', 90),
      committedAt: '2026-03-01T11:00:00Z',
    };
    const first = await commit(input);
    const second = await commit(input);
    expect(second.body.data?.scorm12Attempt.commit.id).toBe(first.body.data?.scorm12Attempt.commit.id);
    expect(await attemptsFor('h-retry')).toHaveLength(1);
  });

  it('stores racing copies of one commit once and answers both with the same id', async () => {
    const input = {
      hash: 'h-race',
      mediaId: await medium(),
      cmi: cmi('incomplete', '1'),
      committedAt: '2026-03-01T12:00:00Z',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => commit(input)));
    const ids = new Set(results.map((r) => r.body.data?.scorm12Attempt.commit.id));
    expect(results.every((r) => r.body.errors === undefined)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await attemptsFor('h-race')).toHaveLength(1);
  });

  it('keeps one hash per user: another learner with the same hash gets their own attempt', async () => {
    const input = {
      hash: 'h-shared',
      mediaId: await medium(),
      cmi: cmi('incomplete', '1'),
      committedAt: '2026-03-01T12:00:00Z',
    };
    const learner = await commit(input, t.tokens.learner);
    const coach = await commit(input, t.tokens.coach);
    expect(coach.body.data?.scorm12Attempt.commit.id).not.toBe(learner.body.data?.scorm12Attempt.commit.id);
    expect(await attemptsFor('h-shared')).toHaveLength(2);
  });

  it('moves the state forward, ignores older records replayed late and keeps fields a commit leaves out', async () => {
    const mediaId = await medium();
    await commit({ hash: 'h-s1', mediaId, cmi: cmi('incomplete', '3'), committedAt: '2026-03-02T10:00:00Z' });
    await commit({ hash: 'h-s2', mediaId, cmi: cmi('passed', '6', 85), committedAt: '2026-03-02T11:00:00Z' });
    await commit({ hash: 'h-s0', mediaId, cmi: cmi('incomplete', '1'), committedAt: '2026-03-02T09:00:00Z' });
    expect(await stateFor(t.userIds.learner, mediaId)).toMatchObject({
      lessonStatus: 'passed',
      lessonLocation: '6',
      scoreRaw: 85,
    });
    await commit({
      hash: 'h-s3',
      mediaId,
      cmi: { core: { lesson_location: '7' } },
      committedAt: '2026-03-02T12:00:00Z',
    });
    expect(await stateFor(t.userIds.learner, mediaId)).toMatchObject({
      lessonStatus: 'passed',
      lessonLocation: '7',
      scoreRaw: 85,
    });
    // All four commits are kept as history.
    const rows = await t.database.db
      .select()
      .from(scorm12Attempts)
      .where(eq(scorm12Attempts.mediaId, mediaId));
    expect(rows).toHaveLength(4);
  });

  it('accepts the data model wrapped as { cmi: {...} } and a commit without data', async () => {
    const mediaId = await medium();
    await commit({
      hash: 'h-wrapped',
      mediaId,
      cmi: { cmi: cmi('completed', '9') },
      committedAt: '2026-03-03T10:00:00Z',
    });
    expect((await stateFor(t.userIds.learner, mediaId))?.lessonStatus).toBe('completed');
    const empty = await commit({
      hash: 'h-empty',
      mediaId: await medium(),
      committedAt: '2026-03-03T10:00:00Z',
    });
    expect(empty.body.errors).toBeUndefined();
  });

  it('keeps suspend_data far beyond the 4096 characters of SCORM 1.2 (real packages need it)', async () => {
    const suspend = 's'.repeat(100 * 1024);
    const res = await commit({
      hash: `h-big-${randomUUID()}`,
      mediaId: await medium(),
      cmi: { suspend_data: suspend },
      committedAt: '2026-03-04T10:00:00Z',
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.scorm12Attempt.commit.id).toEqual(expect.any(String));
  });

  it.each([
    [{ hash: '' }, 'hash', /hash must be/],
    [{ mediaId: 'not-a-uuid' }, 'mediaId', /not a valid id/],
    [{ mediaId: '00000000-0000-4000-8000-000000000000' }, 'mediaId', /There is no medium with id/],
    [{ cmi: { core: { lesson_status: 'done' } } }, 'cmi.core.lesson_status', /not a SCORM 1.2 status/],
    [{ cmi: { core: { session_time: '5 minutes' } } }, 'cmi.core.session_time', /HHHH:MM:SS/],
    [{ cmi: { core: { score: { raw: 'high' } } } }, 'cmi.core.score.raw', /must be a number/],
    [{ cmi: { suspend_data: 'x'.repeat(256 * 1024 + 1) } }, 'cmi.suspend_data', /longer than 262144/],
    [{ cmi: [1, 2] }, 'cmi', /must be an object/],
  ])('refuses %o with BAD_USER_INPUT on %s and stores nothing', async (change, field, message) => {
    const hash = `h-bad-${randomUUID()}`;
    const res = await commit({
      hash,
      mediaId: await medium(),
      cmi: {},
      committedAt: '2026-03-04T10:00:00Z',
      ...change,
    });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        extensions: { code: 'BAD_USER_INPUT', field },
        message: expect.stringMatching(message),
      }),
    ]);
    expect(await attemptsFor(hash)).toHaveLength(0);
  });

  it('refuses a committedAt without a time zone as an invalid variable', async () => {
    const res = await commit({ hash: 'h-tz', mediaId: await medium(), committedAt: '2026-03-04 10:00' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/ISO 8601/);
  });
});
