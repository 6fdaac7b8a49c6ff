// Every list and string argument is bounded before any resolver runs (defaults, or @bounded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH } from '../../../server/api/directives/bounded';
import { Q } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const refusal = (field: string, message: RegExp) => ({
  status: 400,
  errors: [
    expect.objectContaining({
      message: expect.stringMatching(message),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
    }),
  ],
});
const call = async (query: string, variables: Record<string, unknown>) => {
  const res = await gql(t.api, query, { token: t.tokens.learner, variables });
  return { status: res.status, errors: res.body.errors };
};

describe('input bounds', () => {
  it('refuses 60,000 languages and 25,000 category ids in variables, naming the path', async () => {
    const languages = Array.from({ length: 60_000 }, (_, i) => `l${i}`);
    expect(await call(Q.catalogue, { filter: { languages } })).toEqual(
      refusal('filter.languages', /has 60000 items; at most 100 are allowed/),
    );
    const categoryIds = Array.from({ length: 25_000 }, () => crypto.randomUUID());
    expect(await call(Q.catalogue, { filter: { categoryIds } })).toEqual(
      refusal('filter.categoryIds', /has 25000 items/),
    );
  });

  it('refuses an oversized string, also written inline in the document', async () => {
    const long = 'x'.repeat(DEFAULT_MAX_LENGTH + 1);
    expect(await call(Q.catalogue, { search: long })).toEqual(
      refusal('search', new RegExp(`is ${DEFAULT_MAX_LENGTH + 1} characters long`)),
    );
    expect(await call(`{ catalogue(search: "${long}") { total } }`, {})).toEqual(
      refusal('search', /characters long/),
    );
  });

  it('takes lists up to the bound, and a declared larger bound (200 watched ranges)', async () => {
    const languages = Array.from({ length: DEFAULT_MAX_ITEMS }, (_, i) => `l${i}`);
    const atBound = await call(Q.catalogue, { filter: { languages } });
    expect(atBound.errors).toBeUndefined();
    const ranges = (n: number) => Array.from({ length: n }, (_, i) => ({ start: i, end: i + 0.5 }));
    const input = (n: number) => ({
      input: {
        mediaId: crypto.randomUUID(),
        positionSeconds: 1,
        durationSeconds: 999,
        watchedRanges: ranges(n),
      },
    });
    // 200 pass the bound (and then meet the resolver's own check: no such medium).
    const allowed = await call(Q.video, input(200));
    expect(allowed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mediaId' });
    expect(await call(Q.video, input(201))).toEqual(refusal('watchedRanges', /has 201 items; at most 200/));
  });
});
