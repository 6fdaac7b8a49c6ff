// The recommender: "learners who took this also took" from co-occurrence, popular media as fallback,
// never completed or invisible media; through GraphQL and the configured HTTP service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastify, { type FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { mediaCooccurrence } from '../../../server/db/schema/learning';
import { ensureEnrolment } from '../../../server/api/enrolments/store';
import { rebuildCooccurrence } from '../../../server/recommender/cooccurrence';
import { registerRecommender } from '../../../server/recommender/http';
import { gql, startTestApi, testVerifier, type TestApi } from '../api/harness';
import { addLearner, addMedium, addUnit, Q, unitId } from './fixtures';

let t: TestApi;
let app: FastifyInstance;
const m: Record<string, string> = {};
let viewer: { id: string; token: string };

type Rec = { score: number; reason: string; medium: { id: string; title: string } };

beforeAll(async () => {
  t = await startTestApi();
  app = fastify();
  await registerRecommender(app, {
    config: t.config,
    db: t.database.db,
    verifier: testVerifier(t.config, t.keys),
  });
  const unit = await addUnit(t.database, 'research');
  for (const name of ['A', 'B', 'C', 'D', 'E'])
    m[name] = await addMedium(t.database, { title: `Rec ${name}` });
  m.F = await addMedium(t.database, { title: 'Rec F (research unit)', unitId: unit });
  m.G = await addMedium(t.database, { title: 'Rec G (draft)', published: false });
  const history: [string, string[], string[]][] = [
    // learner, enrolled, finished
    ['u1', ['A', 'B', 'C'], []],
    ['u2', ['A', 'B'], []],
    ['u3', ['A', 'C'], ['A', 'C']],
    ['u4', ['A', 'F', 'G'], []],
    ['u5', ['D'], []],
  ];
  for (const [name, enrolled, finished] of history) {
    const learner = await addLearner(t, name, [unit]);
    // Straight through the store: G is unpublished, so the API would refuse it; that is the point.
    for (const key of enrolled)
      await t.database.db.transaction((tx) => ensureEnrolment(tx, learner.id, m[key] as string));
    for (const key of finished)
      await gql(t.api, Q.done, { token: learner.token, variables: { mediaId: m[key] } });
  }
  viewer = await addLearner(t, 'viewer');
  await gql(t.api, Q.enrol, { token: viewer.token, variables: { mediaId: m.A } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const recommend = async (token: string, variables: Record<string, unknown>) => {
  const res = await gql<{ recommendations: Rec[] }>(t.api, Q.recommendations, { token, variables });
  expect(res.body.errors).toBeUndefined();
  return (res.body.data?.recommendations ?? []).map((r) => [r.medium.title, r.reason]);
};

describe('recommendations', () => {
  it('ranks what learners of a medium also took, then fills up with popular media', async () => {
    // C: 2 co-enrolments + 1 co-completion; B: 2 co-enrolments. F is another unit's, G unpublished.
    expect(await recommend(viewer.token, { mediaId: m.A })).toEqual([
      ['Rec C', 'COLLABORATIVE'],
      ['Rec B', 'COLLABORATIVE'],
      ['Rec D', 'POPULAR'],
      ['Rec E', 'POPULAR'],
    ]);
  });

  it('uses the configured count (4) by default and honours a count', async () => {
    expect(await recommend(viewer.token, { mediaId: m.A, count: 1 })).toEqual([['Rec C', 'COLLABORATIVE']]);
  });

  it('never recommends what the learner completed', async () => {
    const learner = await addLearner(t, 'finisher');
    for (const key of ['A', 'C'])
      await gql(t.api, Q.done, { token: learner.token, variables: { mediaId: m[key] } });
    const titles = (await recommend(learner.token, { mediaId: m.A })).map(([title]) => title);
    expect(titles).not.toContain('Rec C');
    expect(titles).not.toContain('Rec A');
    expect(titles[0]).toBe('Rec B');
  });

  it('recommends from the personal history, leaving out what the learner already has', async () => {
    expect(await recommend(viewer.token, {})).toEqual([
      ['Rec C', 'COLLABORATIVE'],
      ['Rec B', 'COLLABORATIVE'],
      ['Rec D', 'POPULAR'],
      ['Rec E', 'POPULAR'],
    ]);
  });

  it('falls back to popular media for a new learner, most enrolled first', async () => {
    const fresh = await addLearner(t, 'fresh');
    // Enrolments so far: A 6, C 3 (with the finisher above), B 2.
    expect(await recommend(fresh.token, { count: 3 })).toEqual([
      ['Rec A', 'POPULAR'],
      ['Rec C', 'POPULAR'],
      ['Rec B', 'POPULAR'],
    ]);
  });

  it("shows another unit's media only to its members", async () => {
    const member = await addLearner(t, 'member', [await unitId(t.database, 'research')]);
    const titles = (await recommend(member.token, { mediaId: m.A, count: 10 })).map(([title]) => title);
    expect(titles).toContain('Rec F (research unit)');
    expect(titles).not.toContain('Rec G (draft)');
  });

  it('feeds the detail view\'s "leads on to"', async () => {
    const res = await gql<{ catalogueItem: { leadsTo: Rec[] } }>(t.api, Q.catalogueItem, {
      token: viewer.token,
      variables: { id: m.A },
    });
    expect(res.body.data?.catalogueItem.leadsTo.map((r) => r.medium.title)).toEqual([
      'Rec C',
      'Rec B',
      'Rec D',
      'Rec E',
    ]);
  });

  it('keeps the incremental co-occurrence equal to a rebuild from enrolments', async () => {
    const snapshot = () =>
      t.database.db
        .select()
        .from(mediaCooccurrence)
        .orderBy(asc(mediaCooccurrence.mediaId), asc(mediaCooccurrence.otherId));
    const incremental = await snapshot();
    await rebuildCooccurrence(t.database.db);
    expect(await snapshot()).toEqual(incremental);
  });

  it('refuses bad arguments and non-learners', async () => {
    for (const variables of [{ count: 0 }, { count: 21 }, { mediaId: 'x' }]) {
      const res = await gql(t.api, Q.recommendations, { token: viewer.token, variables });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const who of ['manager', 'admin'] as const) {
      const res = await gql(t.api, Q.recommendations, { token: t.tokens[who], variables: {} });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('HTTP service (RECOMMENDER_API_URL)', () => {
  const url = (query: string, scenario = 'kurs_cf') =>
    `/recommender/${t.config.app.RECOMMENDER_DOMAIN_ID}/${scenario}?${query}`;
  const get = (path: string, token?: string) =>
    app.inject({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers item ids and scores for the caller', async () => {
    const res = await get(url(`itemId=${m.A}&count=2`), viewer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      scenario: string;
      userId: string;
      items: { id: string; score: number; reason: string }[];
    }>();
    expect(body).toMatchObject({ scenario: 'kurs_cf', userId: viewer.id, itemId: m.A });
    expect(body.items.map((i) => i.id)).toEqual([m.C, m.B]);
    expect(body.items[0]?.score).toBeGreaterThan(body.items[1]?.score ?? Infinity);
  });

  it('needs a token, a known scenario and valid parameters', async () => {
    expect((await get(url(''))).statusCode).toBe(401);
    expect((await get(url('', 'other'), viewer.token)).statusCode).toBe(404);
    expect((await get(url('count=100'), viewer.token)).statusCode).toBe(400);
    expect((await get(url('itemId=abc'), viewer.token)).statusCode).toBe(400);
  });

  it('answers everyone for themselves only: another userId is refused, also to managers and admins', async () => {
    expect((await get(url(`userId=${t.userIds.coach}`), viewer.token)).statusCode).toBe(403);
    for (const who of ['manager', 'admin'] as const) {
      const res = await get(url(`userId=${viewer.id}&itemId=${m.A}&count=1`), t.tokens[who]);
      expect(res.statusCode).toBe(403);
      expect(JSON.stringify(res.json())).not.toContain(m.C);
    }
    const own = await get(url(`userId=${viewer.id}&itemId=${m.A}&count=1`), viewer.token);
    expect(own.json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([m.C]);
  });

  it('tells nothing about the neighbours of a medium the caller cannot see', async () => {
    // Rec F belongs to the research unit; the viewer is not a member.
    const res = await get(url(`itemId=${m.F}&count=5`), viewer.token);
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { id: string; reason: string }[] }>().items;
    expect(items.every((i) => i.reason === 'POPULAR')).toBe(true);
  });
});
