// Self-enrolment, my media and the progress of video, PDF and link media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { enrolments, mediaStats } from '../../../server/db/schema/learning';
import { media } from '../../../server/db/schema/media';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, addUnit, Q, unitId } from './fixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Mine = {
  status: string;
  progress: number;
  completedAt: string | null;
  medium: { id: string; title: string };
  launch: { type: string; url: string | null; videoPositionSeconds: number | null };
};

const enrol = (mediaId: string, token = t.tokens.learner) =>
  gql<{ enrol: Mine }>(t.api, Q.enrol, { token, variables: { mediaId } });
const myMedia = async (token = t.tokens.learner, status?: string[]) => {
  const res = await gql<{ myMedia: Mine[] }>(t.api, Q.myMedia, { token, variables: { status } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data?.myMedia ?? [];
};

describe('enrol', () => {
  it('enrols once: a second call returns the same enrolment and counts nothing twice', async () => {
    const mediaId = await addMedium(t.database, { title: 'Enrol twice' });
    const first = await enrol(mediaId);
    expect(first.body.data?.enrol).toMatchObject({
      status: 'NOT_ATTEMPTED',
      progress: 0,
      medium: { id: mediaId },
    });
    const second = await enrol(mediaId);
    expect(second.body.data?.enrol).toEqual(first.body.data?.enrol);
    const rows = await t.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.mediaId, mediaId), eq(enrolments.userId, t.userIds.learner)));
    expect(rows).toHaveLength(1);
    const [stats] = await t.database.db.select().from(mediaStats).where(eq(mediaStats.mediaId, mediaId));
    expect(stats?.enrolmentCount).toBe(1);
  });

  it('refuses unknown, unpublished and foreign-unit media with clear messages', async () => {
    const draft = await addMedium(t.database, { title: 'Draft', published: false });
    const foreign = await addMedium(t.database, {
      title: 'Foreign',
      unitId: await addUnit(t.database, 'warehouse'),
    });
    const cases: [string, string, RegExp][] = [
      ['nope', 'BAD_USER_INPUT', /not a valid id/],
      ['00000000-0000-4000-8000-000000000000', 'BAD_USER_INPUT', /There is no medium/],
      [draft, 'BAD_USER_INPUT', /not published/],
      [foreign, 'FORBIDDEN', /only available to members of its unit/],
    ];
    for (const [mediaId, code, message] of cases) {
      const res = await enrol(mediaId);
      expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
      expect(res.body.errors?.[0]?.message).toMatch(message);
    }
  });

  it("lets a member enrol in their unit's medium", async () => {
    const mediaId = await addMedium(t.database, {
      title: 'Unit course',
      unitId: await unitId(t.database, 'customer-service'),
    });
    expect((await enrol(mediaId)).body.errors).toBeUndefined();
    expect((await enrol(mediaId, t.tokens.coach)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each(['admin', 'manager'] as const)(
    'is for learners: %s gets FORBIDDEN on every learner mutation and query',
    async (who) => {
      const mediaId = await addMedium(t.database, { title: `Not for ${who}` });
      const calls: [string, Record<string, unknown>][] = [
        [Q.enrol, { mediaId }],
        [Q.done, { mediaId }],
        [
          Q.video,
          {
            input: {
              mediaId,
              positionSeconds: 1,
              durationSeconds: 10,
              watchedRanges: [{ start: 0, end: 1 }],
            },
          },
        ],
        [Q.myMedia, {}],
        ['query m($id: ID!) { myMedium(mediaId: $id) { status } }', { id: mediaId }],
      ];
      for (const [query, variables] of calls) {
        const res = await gql(t.api, query, { token: t.tokens[who], variables });
        expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(await t.database.db.select().from(enrolments).where(eq(enrolments.mediaId, mediaId))).toEqual(
        [],
      );
    },
  );
});

describe('my media', () => {
  it('lists enrolled media, latest activity first, filtered by status, with launch data per type', async () => {
    const learner = await addLearner(t, 'mylist');
    const pdf = await addMedium(t.database, { title: 'My PDF', type: 'PDF' });
    const link = await addMedium(t.database, { title: 'My link', type: 'LINK' });
    await enrol(pdf, learner.token);
    await enrol(link, learner.token);
    await gql(t.api, Q.done, { token: learner.token, variables: { mediaId: pdf } });
    const list = await myMedia(learner.token);
    expect(list.map((m) => [m.medium.title, m.status, m.launch.type])).toEqual([
      ['My PDF', 'COMPLETED', 'PDF'],
      ['My link', 'NOT_ATTEMPTED', 'LINK'],
    ]);
    expect(list[0]?.launch.url).toMatch(/^\/files\/test\//);
    expect(list[1]?.launch.url).toBe('https://example.org/reading');
    expect((await myMedia(learner.token, ['NOT_ATTEMPTED'])).map((m) => m.medium.title)).toEqual(['My link']);
  });

  it('leaves out media that were unpublished after enrolling', async () => {
    const learner = await addLearner(t, 'unpublished');
    const mediaId = await addMedium(t.database, { title: 'Withdrawn' });
    await enrol(mediaId, learner.token);
    await t.database.db.update(media).set({ published: false }).where(eq(media.id, mediaId));
    expect(await myMedia(learner.token)).toEqual([]);
  });
});

describe('my medium (for the player)', () => {
  const query = 'query myMedium($mediaId: ID!) { myMedium(mediaId: $mediaId) { status medium { id } } }';
  it('is null before enrolling, the enrolment after, and refuses a bad id', async () => {
    const mediaId = await addMedium(t.database, { title: 'Player target' });
    const learner = await addLearner(t, 'player');
    const ask = (id: string) => gql(t.api, query, { token: learner.token, variables: { mediaId: id } });
    expect((await ask(mediaId)).body).toEqual({ data: { myMedium: null } });
    await enrol(mediaId, learner.token);
    expect((await ask(mediaId)).body).toEqual({
      data: { myMedium: { status: 'NOT_ATTEMPTED', medium: { id: mediaId } } },
    });
    expect((await ask('bad')).body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'mediaId',
    });
  });
});

// Video progress (played ranges across visits): video.test.ts.
describe('PDF and link progress', () => {
  it('marks PDF and link media done, and refuses it for video and SCORM', async () => {
    for (const type of ['PDF', 'LINK'] as const) {
      const mediaId = await addMedium(t.database, { title: `Done ${type}`, type });
      const res = await gql<{ markMediumDone: Mine }>(t.api, Q.done, {
        token: t.tokens.learner,
        variables: { mediaId },
      });
      expect(res.body.data?.markMediumDone).toMatchObject({ status: 'COMPLETED', progress: 100 });
    }
    for (const type of ['VIDEO', 'SCORM'] as const) {
      const mediaId = await addMedium(t.database, { title: `Not done ${type}`, type });
      const res = await gql(t.api, Q.done, { token: t.tokens.learner, variables: { mediaId } });
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'mediaId' });
    }
  });
});
