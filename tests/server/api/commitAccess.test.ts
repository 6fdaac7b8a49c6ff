// commitSco passes the launch rule: a commit is never a way into a medium the learner may not start
// (another unit's, an unpublished draft), and it records SCORM progress only, never a video's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorm12Attempts } from '../../../server/db/schema/attempts';
import { enrolments } from '../../../server/db/schema/learning';
import { media } from '../../../server/db/schema/media';
import { addLearner, addMedium, addUnit, Q } from '../learning/fixtures';
import { gql, OPERATIONS, startTestApi, type TestApi } from './harness';

let t: TestApi;
let outsider: { id: string; token: string };
let otherUnit: number;
beforeAll(async () => {
  t = await startTestApi();
  otherUnit = await addUnit(t.database, 'other-unit');
  outsider = await addLearner(t, 'outsider');
});
afterAll(() => t.close());

const commit = (mediaId: string, token: string, status = 'passed') =>
  gql(t.api, OPERATIONS.commitSco, {
    token,
    variables: {
      input: {
        hash: `h-${mediaId}-${status}`,
        mediaId,
        cmi: { core: { lesson_status: status, score: { raw: '100' } } },
        committedAt: '2026-03-01T10:00:00Z',
      },
    },
  });

const rowsOf = async (userId: string, mediaId: string) => ({
  attempts: (await t.database.db.select().from(scorm12Attempts).where(eq(scorm12Attempts.mediaId, mediaId)))
    .length,
  enrolments: (
    await t.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.mediaId, mediaId))
      .then((rows) => rows.filter((row) => row.userId === userId))
  ).length,
});

describe('commitSco access', () => {
  it("refuses another unit's SCORM medium with FORBIDDEN; nothing is stored and nothing opens", async () => {
    const mediaId = await addMedium(t.database, { title: 'Unit secret', type: 'SCORM', unitId: otherUnit });
    const res = await commit(mediaId, outsider.token);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await rowsOf(outsider.id, mediaId)).toEqual({ attempts: 0, enrolments: 0 });

    // The doors an enrolment would have opened stay shut.
    const mine = await gql<{ catalogueItem: unknown }>(t.api, Q.catalogueItem, {
      token: outsider.token,
      variables: { id: mediaId },
    });
    expect(mine.body.data?.catalogueItem).toBeNull();
    const rated = await gql(t.api, Q.rate, {
      token: outsider.token,
      variables: { input: { mediaId, stars: 5 } },
    });
    expect(rated.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an unpublished draft', async () => {
    const mediaId = await addMedium(t.database, { title: 'Draft', type: 'SCORM', published: false });
    const res = await commit(mediaId, outsider.token);
    expect(res.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'mediaId' },
      message: expect.stringMatching(/not published/),
    });
    expect(await rowsOf(outsider.id, mediaId)).toEqual({ attempts: 0, enrolments: 0 });
  });

  it('refuses a video: a commit cannot pass it at 100 % past the watched-share rule', async () => {
    const mediaId = await addMedium(t.database, { title: 'Clip', type: 'VIDEO' });
    const res = await commit(mediaId, outsider.token);
    expect(res.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'mediaId' },
      message: expect.stringMatching(/VIDEO medium.*SCORM media only/),
    });
    expect(await rowsOf(outsider.id, mediaId)).toEqual({ attempts: 0, enrolments: 0 });
  });

  it("accepts a published SCORM medium of the learner's own unit, and an enrolled learner's commit after unpublishing", async () => {
    const member = await addLearner(t, 'member', [otherUnit]);
    const mediaId = await addMedium(t.database, { title: 'Unit course', type: 'SCORM', unitId: otherUnit });
    expect((await commit(mediaId, member.token, 'incomplete')).body.errors).toBeUndefined();
    expect(await rowsOf(member.id, mediaId)).toEqual({ attempts: 1, enrolments: 1 });

    await t.database.db.update(media).set({ published: false }).where(eq(media.id, mediaId));
    expect((await commit(mediaId, member.token, 'passed')).body.errors).toBeUndefined();
    expect(await rowsOf(member.id, mediaId)).toEqual({ attempts: 2, enrolments: 1 });
  });
});
