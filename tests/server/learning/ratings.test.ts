// Ratings: only once started, edit, delete, plain-text comments, and averages that stay correct.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, addUnit, Q } from './fixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Rated = {
  stars: number;
  comment: string | null;
  medium: { id: string; averageRating: number | null; ratingCount: number };
};

const rate = (token: string, mediaId: string, stars: number, comment?: string | null) =>
  gql<{ rateMedium: Rated }>(t.api, Q.rate, { token, variables: { input: { mediaId, stars, comment } } });
const start = (token: string, mediaId: string) => gql(t.api, Q.done, { token, variables: { mediaId } });
const average = async (mediaId: string) => {
  const res = await gql<{ catalogueItem: { item: { averageRating: number | null; ratingCount: number } } }>(
    t.api,
    Q.catalogueItem,
    { token: t.tokens.learner, variables: { id: mediaId } },
  );
  return res.body.data?.catalogueItem.item;
};

describe('ratings', () => {
  it('needs the medium to be started', async () => {
    const mediaId = await addMedium(t.database, { title: 'Not started' });
    const notEnrolled = await rate(t.tokens.learner, mediaId, 4);
    expect(notEnrolled.body.errors?.[0]).toMatchObject({
      message: 'You can rate a medium once you have started it.',
      extensions: { code: 'BAD_USER_INPUT', field: 'mediaId' },
    });
    await gql(t.api, Q.enrol, { token: t.tokens.learner, variables: { mediaId } });
    expect((await rate(t.tokens.learner, mediaId, 4)).body.errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    await start(t.tokens.learner, mediaId);
    expect((await rate(t.tokens.learner, mediaId, 4)).body.data?.rateMedium.stars).toBe(4);
  });

  it('keeps the average and count right through rating, editing and deleting', async () => {
    const mediaId = await addMedium(t.database, { title: 'Rated by three' });
    const a = await addLearner(t, 'rater-a');
    const b = await addLearner(t, 'rater-b');
    for (const token of [a.token, b.token, t.tokens.learner]) await start(token, mediaId);
    await rate(a.token, mediaId, 5);
    await rate(b.token, mediaId, 2);
    expect(await average(mediaId)).toMatchObject({ averageRating: 3.5, ratingCount: 2 });
    const edited = await rate(b.token, mediaId, 4, 'Better on second look');
    expect(edited.body.data?.rateMedium).toMatchObject({
      stars: 4,
      comment: 'Better on second look',
      medium: { averageRating: 4.5, ratingCount: 2 },
    });
    await rate(t.tokens.learner, mediaId, 1);
    expect(await average(mediaId)).toMatchObject({ averageRating: 3.33, ratingCount: 3 });
    const removed = await gql(t.api, Q.deleteRating, { token: a.token, variables: { mediaId } });
    expect(removed.body.data).toEqual({ deleteMyRating: true });
    expect((await gql(t.api, Q.deleteRating, { token: a.token, variables: { mediaId } })).body.data).toEqual({
      deleteMyRating: false,
    });
    expect(await average(mediaId)).toMatchObject({ averageRating: 2.5, ratingCount: 2 });
    for (const token of [b.token, t.tokens.learner])
      await gql(t.api, Q.deleteRating, { token, variables: { mediaId } });
    expect(await average(mediaId)).toMatchObject({ averageRating: null, ratingCount: 0 });
  });

  it('lists my ratings, newest change first', async () => {
    const learner = await addLearner(t, 'lister');
    const first = await addMedium(t.database, { title: 'First rated' });
    const second = await addMedium(t.database, { title: 'Second rated' });
    for (const id of [first, second]) await start(learner.token, id);
    await rate(learner.token, first, 3);
    await rate(learner.token, second, 5, 'Great');
    await rate(learner.token, first, 4);
    const res = await gql<{
      myRatings: { stars: number; comment: string | null; medium: { title: string } }[];
    }>(t.api, Q.myRatings, { token: learner.token });
    expect(res.body.data?.myRatings).toEqual([
      { stars: 4, comment: null, medium: { id: first, title: 'First rated' } },
      { stars: 5, comment: 'Great', medium: { id: second, title: 'Second rated' } },
    ]);
  });

  it('stores comments as plain text and refuses bad stars and long comments', async () => {
    const mediaId = await addMedium(t.database, { title: 'Comments' });
    await start(t.tokens.learner, mediaId);
    const res = await rate(
      t.tokens.learner,
      mediaId,
      5,
      '  <b>Great</b> <script>x()</script>course\u202e, 3 < 4 \n\n\n\nyes  ',
    );
    expect(res.body.data?.rateMedium.comment).toBe('Great x()course, 3 < 4\n\nyes');
    expect((await rate(t.tokens.learner, mediaId, 5, '   ')).body.data?.rateMedium.comment).toBeNull();
    for (const stars of [0, 6]) {
      expect((await rate(t.tokens.learner, mediaId, stars)).body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'stars',
      });
    }
    const long = await rate(t.tokens.learner, mediaId, 3, 'x'.repeat(2001));
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'comment' });
    const [mine] =
      (
        await gql<{ myRatings: { stars: number; medium: { id: string } }[] }>(t.api, Q.myRatings, {
          token: t.tokens.learner,
        })
      ).body.data?.myRatings.filter((r) => r.medium.id === mediaId) ?? [];
    expect(mine?.stars).toBe(5);
  });

  it('shows all ratings of a medium to managers and administrators only', async () => {
    const mediaId = await addMedium(t.database, { title: 'Statistics' });
    await start(t.tokens.learner, mediaId);
    await rate(t.tokens.learner, mediaId, 4, 'Useful');
    for (const who of ['manager', 'admin'] as const) {
      const res = await gql(t.api, Q.mediumRatings, { token: t.tokens[who], variables: { mediaId } });
      expect(res.body.data).toEqual({
        mediumRatings: {
          averageRating: 4,
          ratingCount: 1,
          ratings: [{ learnerName: 'Liam Otieno', stars: 4, comment: 'Useful' }],
        },
      });
    }
    const learner = await gql(t.api, Q.mediumRatings, { token: t.tokens.learner, variables: { mediaId } });
    expect(learner.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const who of ['manager', 'admin'] as const) {
      for (const [query, variables] of [
        [Q.rate, { input: { mediaId, stars: 5 } }],
        [Q.deleteRating, { mediaId }],
        [Q.myRatings, {}],
      ] as const) {
        const res = await gql(t.api, query, { token: t.tokens[who], variables });
        expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
  });

  it("keeps the names and comments of another unit's learners from managers outside it", async () => {
    const unit = await addUnit(t.database, 'ward-7');
    const mediaId = await addMedium(t.database, { title: 'Ward 7 hygiene', unitId: unit });
    const nurse = await addLearner(t, 'nurse', [unit]);
    await start(nurse.token, mediaId);
    await rate(nurse.token, mediaId, 2, 'Confusing');
    const outsider = await gql(t.api, Q.mediumRatings, { token: t.tokens.manager, variables: { mediaId } });
    expect(outsider.body.data).toBeNull();
    expect(outsider.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(outsider.body)).not.toContain('Confusing');
    const admin = await gql<{ mediumRatings: { ratings: { comment: string }[] } }>(t.api, Q.mediumRatings, {
      token: t.tokens.admin,
      variables: { mediaId },
    });
    expect(admin.body.data?.mediumRatings.ratings.map((r) => r.comment)).toEqual(['Confusing']);
  });
});
