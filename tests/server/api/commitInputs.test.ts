// Values a real or hostile SCO can send through commitSco: each is stored exactly as sent or refused with
// BAD_USER_INPUT naming the field; none may answer "Something went wrong".
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorm12AttemptStates } from '../../../server/db/schema/attempts';
import { Q } from '../learning/fixtures';
import { appHeaders, createMedium, gql, OPERATIONS, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

let sequence = 0;
const commit = async (change: Record<string, unknown>) => {
  const mediaId = await createMedium(t.database);
  const res = await gql<{ scorm12Attempt: { commit: { id: string } } }>(t.api, OPERATIONS.commitSco, {
    token: t.tokens.learner,
    variables: {
      input: { hash: `hostile-${(sequence += 1)}`, mediaId, committedAt: '2026-03-01T10:00:00Z', ...change },
    },
  });
  return { res, mediaId };
};

type Launch = {
  myMedia: { medium: { id: string }; launch: { scorm: { lessonLocation: string; suspendData: string } } }[];
};
const launchOf = async (mediaId: string) => {
  const res = await gql<Launch>(t.api, Q.myMedia, { token: t.tokens.learner });
  return res.body.data?.myMedia.find((m) => m.medium.id === mediaId)?.launch.scorm;
};

describe('commitSco stores what PostgreSQL cannot hold as text, exactly as sent', () => {
  it('keeps a NUL character in suspend_data and gives it back to the player', async () => {
    const suspend = 'a\u0000b\u0000\uE000c';
    const { res, mediaId } = await commit({
      cmi: { core: { lesson_status: 'incomplete' }, suspend_data: suspend },
    });
    expect(res.body.errors).toBeUndefined();
    expect((await launchOf(mediaId))?.suspendData).toBe(suspend);
  });

  it('keeps a lone surrogate in lesson_location', async () => {
    const location = 'page\uD800-7\uDC00';
    const { res, mediaId } = await commit({ cmi: { core: { lesson_location: location } } });
    expect(res.body.errors).toBeUndefined();
    expect((await launchOf(mediaId))?.lessonLocation).toBe(location);
    const [state] = await t.database.db
      .select()
      .from(scorm12AttemptStates)
      .where(
        and(eq(scorm12AttemptStates.mediaId, mediaId), eq(scorm12AttemptStates.userId, t.userIds.learner)),
      );
    expect(state?.lessonLocation).not.toBe(location);
  });
});

describe('commitSco refuses impossible values with BAD_USER_INPUT', () => {
  it.each([
    ['a score of 1e308', { cmi: { core: { score: { raw: 1e308 } } } }, 'cmi.core.score.raw', /0 to 100/],
    ['a score of -1', { cmi: { core: { score: { raw: '-1' } } } }, 'cmi.core.score.raw', /0 to 100/],
    ['a sessionId with a NUL character', { sessionId: 'launch\u0000one' }, 'sessionId', /1-128 characters/],
    ['a sessionId with a lone surrogate', { sessionId: 'launch\uD800' }, 'sessionId', /1-128 characters/],
  ])('%s', async (_name, change, field, message) => {
    const { res } = await commit(change);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        extensions: { code: 'BAD_USER_INPUT', field },
        message: expect.stringMatching(message),
      }),
    ]);
  });

  it.each([
    ['a committedAt in year 0', { committedAt: '0000-01-01T00:00:00Z' }, /outside the years/],
    // Year 9999 where it was written, 10000 in UTC (found by a review: PostgreSQL could not read it).
    ['a committedAt past 9999 in UTC', { committedAt: '9999-12-31T23:59:00-14:00' }, /outside the years/],
    ['the 31st of February', { committedAt: '2026-02-31T10:00:00Z' }, /not a calendar date/],
    ['the 25th hour', { committedAt: '2026-03-01T25:00:00Z' }, /not a time of day/],
  ])('%s', async (_name, change, message) => {
    const { res } = await commit(change);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(message),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });

  it('a cmi nested 5,000 levels deep', async () => {
    // Written as text: JSON.stringify of such a value overflows a test worker's own stack.
    const mediaId = await createMedium(t.database);
    const input = `{"hash":"deep","mediaId":"${mediaId}","committedAt":"2026-03-01T10:00:00Z","cmi":${'{"n":'.repeat(5000)}{}${'}'.repeat(5000)}}`;
    const response = await t.api.yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: appHeaders(t.tokens.learner),
      body: `{"query":${JSON.stringify(OPERATIONS.commitSco)},"variables":{"input":${input}}}`,
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: unknown }[] };
    expect(response.status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/nested at most 32 levels/),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });
});
