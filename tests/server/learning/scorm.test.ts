// SCORM 1.2 commits (commitSco) feed the learner's list: status rules, score, resume data and
// total_time accumulated from session_time once per session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accumulateSession, statusFromScorm } from '../../../server/api/enrolments/scormProgress';
import { formatTimespan, timespanSeconds } from '../../../server/api/enrolments/timespan';
import { gql, OPERATIONS, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, Q } from './fixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Scorm = {
  lessonStatus: string;
  lessonLocation: string;
  suspendData: string;
  entry: string;
  credit: string;
  totalTime: string;
  scoreRaw: number | null;
  studentId: string;
  studentName: string;
  masteryScore: number | null;
};
type Mine = {
  status: string;
  progress: number;
  score: number | null;
  medium: { id: string };
  launch: { url: string; scorm: Scorm };
};

let counter = 0;
async function commit(
  token: string,
  mediaId: string,
  core: Record<string, unknown>,
  extra: { sessionId?: string; committedAt?: string; suspend_data?: string; hash?: string } = {},
) {
  counter += 1;
  const res = await gql(t.api, OPERATIONS.commitSco, {
    token,
    variables: {
      input: {
        hash: extra.hash ?? `scorm-${counter}`,
        mediaId,
        cmi: { core, ...(extra.suspend_data ? { suspend_data: extra.suspend_data } : {}) },
        committedAt: extra.committedAt ?? new Date(Date.UTC(2026, 2, 1, 0, counter)).toISOString(),
        ...(extra.sessionId ? { sessionId: extra.sessionId } : {}),
      },
    },
  });
  expect(res.body.errors).toBeUndefined();
}

async function mine(token: string, mediaId: string): Promise<Mine> {
  const res = await gql<{ myMedia: Mine[] }>(t.api, Q.myMedia, { token });
  const found = res.body.data?.myMedia.find((m) => m.medium.id === mediaId);
  if (!found) throw new Error(`medium ${mediaId} not on the list`);
  return found;
}

describe('launch data', () => {
  it('starts ab-initio with "not attempted", then resumes after a suspend with the saved state', async () => {
    const learner = await addLearner(t, 'launcher');
    const mediaId = await addMedium(t.database, { title: 'Course', type: 'SCORM', masteryScore: 80 });
    await gql(t.api, Q.enrol, { token: learner.token, variables: { mediaId } });
    expect((await mine(learner.token, mediaId)).launch.scorm).toEqual({
      packageId: null,
      masteryScore: 80,
      studentId: learner.id,
      studentName: 'launcher, Test',
      lessonStatus: 'not attempted',
      lessonLocation: '',
      suspendData: '',
      entry: 'ab-initio',
      credit: 'credit',
      totalTime: '0000:00:00',
      scoreRaw: null,
    });
    await commit(
      learner.token,
      mediaId,
      { lesson_status: 'incomplete', lesson_location: 'page-3', exit: 'suspend', session_time: '0000:04:00' },
      { suspend_data: 'answers=1,2' },
    );
    const resumed = await mine(learner.token, mediaId);
    expect(resumed).toMatchObject({ status: 'INCOMPLETE', progress: 50 });
    expect(resumed.launch.scorm).toMatchObject({
      lessonStatus: 'incomplete',
      lessonLocation: 'page-3',
      suspendData: 'answers=1,2',
      entry: 'resume',
      totalTime: '0000:04:00.00',
    });
    await commit(learner.token, mediaId, { lesson_status: 'incomplete', exit: '' });
    expect((await mine(learner.token, mediaId)).launch.scorm.entry).toBe('');
  });

  it('enrols the learner on the first commit of a medium they had not enrolled in', async () => {
    const learner = await addLearner(t, 'direct');
    const mediaId = await addMedium(t.database, { title: 'Direct', type: 'SCORM' });
    await commit(learner.token, mediaId, { lesson_status: 'browsed' });
    expect(await mine(learner.token, mediaId)).toMatchObject({ status: 'INCOMPLETE' });
  });
});

describe('lesson_status rules', () => {
  it.each([
    ['passed', null, null, 'PASSED'],
    ['failed', null, null, 'FAILED'],
    ['completed', null, null, 'COMPLETED'],
    ['completed', 90, 80, 'PASSED'],
    ['completed', 70, 80, 'FAILED'],
    ['completed', 70, null, 'COMPLETED'],
    ['incomplete', 90, 80, 'INCOMPLETE'],
    ['not attempted', null, null, 'INCOMPLETE'],
    [null, null, null, 'INCOMPLETE'],
  ] as const)('%s with score %s and mastery %s is %s', (status, score, mastery, expected) => {
    expect(statusFromScorm(status, score, mastery)).toBe(expected);
  });

  it('judges completed against the mastery score, keeps a pass and never falls back to incomplete', async () => {
    const learner = await addLearner(t, 'quiz');
    const mediaId = await addMedium(t.database, { title: 'Quiz', type: 'SCORM', masteryScore: 80 });
    await commit(learner.token, mediaId, { lesson_status: 'completed', score: { raw: '60' } });
    expect(await mine(learner.token, mediaId)).toMatchObject({ status: 'FAILED', score: 60, progress: 100 });
    await commit(learner.token, mediaId, { lesson_status: 'completed', score: { raw: '85' } });
    expect(await mine(learner.token, mediaId)).toMatchObject({ status: 'PASSED', score: 85 });
    await commit(learner.token, mediaId, { lesson_status: 'failed', score: { raw: '10' } });
    await commit(learner.token, mediaId, { lesson_status: 'incomplete' });
    expect(await mine(learner.token, mediaId)).toMatchObject({ status: 'PASSED', progress: 100 });
  });
});

describe('total_time', () => {
  it('formats and parses CMITimespan values', () => {
    expect(timespanSeconds('0001:02:03.5')).toBe(3723.5);
    expect(formatTimespan(3723.5)).toBe('0001:02:03.50');
    expect(formatTimespan(59.999)).toBe('0000:01:00.00');
  });

  it('adds each session once: repeated commits of one session replace its time', () => {
    let s = { closedSeconds: 0, sessionId: null as string | null, sessionSeconds: 0 };
    s = accumulateSession(s, 'a', 60);
    s = accumulateSession(s, 'a', 120);
    s = accumulateSession(s, 'b', 30);
    expect(s).toEqual({ closedSeconds: 120, sessionId: 'b', sessionSeconds: 30 });
  });

  it('sums session_time over sessions by sessionId, ignoring retries and late replays', async () => {
    const learner = await addLearner(t, 'timer');
    const mediaId = await addMedium(t.database, { title: 'Timed', type: 'SCORM' });
    const total = async () => (await mine(learner.token, mediaId)).launch.scorm.totalTime;
    await commit(learner.token, mediaId, { session_time: '0000:01:00' }, { sessionId: 's1' });
    await commit(
      learner.token,
      mediaId,
      { session_time: '0000:02:00' },
      { sessionId: 's1', hash: 'timer-s1-b' },
    );
    // The app retries a commit it did not see confirmed: same hash, stored once, counted once.
    await commit(
      learner.token,
      mediaId,
      { session_time: '0000:02:00' },
      { sessionId: 's1', hash: 'timer-s1-b' },
    );
    expect(await total()).toBe('0000:02:00.00');
    await commit(learner.token, mediaId, { session_time: '0000:00:30' }, { sessionId: 's2' });
    expect(await total()).toBe('0000:02:30.00');
    await commit(
      learner.token,
      mediaId,
      { session_time: '0001:00:00', total_time: '0099:00:00' },
      { sessionId: 's2' },
    );
    expect(await total()).toBe('0001:02:00.00');
    // A record from long ago arriving late is history, not time.
    await commit(
      learner.token,
      mediaId,
      { session_time: '0005:00:00' },
      { sessionId: 's0', committedAt: '2020-01-01T00:00:00Z' },
    );
    expect(await total()).toBe('0001:02:00.00');
  });

  it('without session ids, a session_time that goes down starts a new session', async () => {
    const learner = await addLearner(t, 'noids');
    const mediaId = await addMedium(t.database, { title: 'No ids', type: 'SCORM' });
    await commit(learner.token, mediaId, { session_time: '0000:10:00' });
    await commit(learner.token, mediaId, { session_time: '0000:12:00' });
    await commit(learner.token, mediaId, { session_time: '0000:03:00' });
    await commit(learner.token, mediaId, { lesson_location: 'x' });
    expect((await mine(learner.token, mediaId)).launch.scorm.totalTime).toBe('0000:15:00.00');
  });
});
