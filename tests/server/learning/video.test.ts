// Video progress: the server keeps the played ranges per learner, merges each visit's into them and
// computes the watched share itself; the client no longer says how much was watched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { enrolments } from '../../../server/db/schema/learning';
import {
  CREDIT_WINDOW_SECONDS,
  MAX_PLAYBACK_RATE,
  MAX_RANGES,
  mergeRanges,
  subtractRanges,
  takeSeconds,
} from '../../../server/api/learning/videoRanges';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, Q } from './fixtures';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

type Saved = {
  status: string;
  progress: number;
  completedAt: string | null;
  launch: { videoPositionSeconds: number | null; videoWatchedShare: number | null };
};
type Pair = [number, number];

async function setup(title: string) {
  const learner = await addLearner(t, title.toLowerCase().replace(/\W+/g, '-'));
  const mediaId = await addMedium(t.database, { title, type: 'VIDEO' });
  const where = and(eq(enrolments.userId, learner.id), eq(enrolments.mediaId, mediaId));
  const send = (positionSeconds: number, durationSeconds: number, ranges: Pair[]) =>
    gql<{ recordVideoProgress: Saved }>(t.api, Q.video, {
      token: learner.token,
      variables: {
        input: {
          mediaId,
          positionSeconds,
          durationSeconds,
          watchedRanges: ranges.map(([start, end]) => ({ start, end })),
        },
      },
    });
  const save = async (positionSeconds: number, durationSeconds: number, ranges: Pair[]) => {
    const res = await send(positionSeconds, durationSeconds, ranges);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.recordVideoProgress;
  };
  return {
    mediaId,
    learner,
    send,
    save,
    /** The learner comes back later: the last save lies `seconds` in the past. */
    later: async (seconds = 3600) => {
      await t.database.db
        .update(enrolments)
        .set({ lastActivityAt: new Date(Date.now() - seconds * 1000) })
        .where(where);
    },
    row: async () => (await t.database.db.select().from(enrolments).where(where))[0],
  };
}

describe('watched ranges across visits', () => {
  it('completes when two visits together reach 90 %, though neither does alone', async () => {
    const v = await setup('Two visits');
    // Visit 1: 0-50 s of 100, paused at 50.
    expect(await v.save(50, 100, [[0, 50]])).toMatchObject({
      status: 'INCOMPLETE',
      progress: 50,
      launch: { videoPositionSeconds: 50, videoWatchedShare: 0.5 },
    });
    await v.later();
    // Visit 2 resumes at 50 and plays to 95: this visit alone is 45 %, the union 95 %.
    const done = await v.save(95, 100, [[50, 95]]);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      launch: { videoPositionSeconds: 95, videoWatchedShare: 0.95 },
    });
    expect(done.completedAt).toEqual(expect.any(String));
    expect((await v.row())?.videoWatchedRanges).toEqual([[0, 95]]);
    // The launch reads the merged share, so the player starts from it.
    const launch = await gql<{ myMedium: { launch: Saved['launch'] } }>(
      t.api,
      'query m($id: ID!) { myMedium(mediaId: $id) { launch { videoPositionSeconds videoWatchedShare } } }',
      { token: v.learner.token, variables: { id: v.mediaId } },
    );
    expect(launch.body.data?.myMedium?.launch).toEqual({ videoPositionSeconds: 95, videoWatchedShare: 0.95 });
  });

  it('does not count a retried or overlapping range twice', async () => {
    const v = await setup('Retry twice');
    expect((await v.save(40, 100, [[0, 40]])).launch.videoWatchedShare).toBe(0.4);
    await v.later();
    // The same save again (a retry after a lost answer), then again with the visit's ranges overlapping.
    expect((await v.save(40, 100, [[0, 40]])).launch.videoWatchedShare).toBe(0.4);
    await v.later();
    expect(
      await v.save(60, 100, [
        [0, 40],
        [20, 60],
        [30, 50],
      ]),
    ).toMatchObject({ status: 'INCOMPLETE', progress: 60, launch: { videoWatchedShare: 0.6 } });
    expect((await v.row())?.videoWatchedRanges).toEqual([[0, 60]]);
  });

  it('keeps the resume position the learner left at, and never lowers progress or status', async () => {
    const v = await setup('Never back');
    await v.save(80, 100, [[0, 92]]);
    await v.later();
    const rewound = await v.save(10, 100, [[0, 10]]);
    expect(rewound).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      launch: { videoPositionSeconds: 10, videoWatchedShare: 0.92 },
    });
  });

  it('starts the ranges over when the video was measured with another length (the file changed)', async () => {
    const v = await setup('Replaced file');
    await v.save(30, 100, [[0, 30]]);
    await v.later();
    // Measured again within a second: the same file, the ranges add up.
    expect((await v.save(60, 100.4, [[30, 60]])).launch.videoWatchedShare).toBeCloseTo(60 / 100.4, 5);
    await v.later();
    const other = await v.save(10, 200, [[0, 10]]);
    expect(other).toMatchObject({ status: 'INCOMPLETE', progress: 59, launch: { videoWatchedShare: 0.05 } });
    expect(await v.row()).toMatchObject({ videoDurationSeconds: 200, videoWatchedRanges: [[0, 10]] });
  });

  it(`stores at most ${MAX_RANGES} ranges, dropping the shortest`, async () => {
    const v = await setup('Many ranges');
    const spaced = (offset: number, length: number) =>
      Array.from({ length: MAX_RANGES }, (_, i): Pair => [i * 10 + offset, i * 10 + offset + length]);
    await v.save(0, 3000, spaced(0, 0.5));
    await v.later();
    await v.save(0, 3000, spaced(5, 1));
    const stored = (await v.row())?.videoWatchedRanges ?? [];
    expect(stored).toHaveLength(MAX_RANGES);
    expect(stored.every(([start, end]) => end - start === 1)).toBe(true);
  });
});

describe('what the server does not take on trust', () => {
  it('credits new seconds only as fast as a player can play them: one range [0, duration] is a claim', async () => {
    const v = await setup('Claim all');
    const budget = CREDIT_WINDOW_SECONDS * MAX_PLAYBACK_RATE;
    // A first save claiming all of a 10-minute video gets what 60 s of playing at 4x could show.
    const claimed = await v.save(600, 600, [[0, 600]]);
    expect(claimed).toMatchObject({ status: 'INCOMPLETE', launch: { videoWatchedShare: budget / 600 } });
    // Sent again at once: (almost) no time has passed, (almost) nothing more counts.
    const again = await v.save(600, 600, [[0, 600]]);
    expect(again.status).toBe('INCOMPLETE');
    expect(again.launch.videoWatchedShare).toBeLessThan(budget / 600 + 0.01);
    // Ten seconds later: at most 40 s more.
    await v.later(10);
    const after = await v.save(600, 600, [[0, 600]]);
    expect(after.launch.videoWatchedShare! * 600).toBeCloseTo(budget + 10 * MAX_PLAYBACK_RATE, 0);
    expect(after.status).toBe('INCOMPLETE');
  });

  it('refuses impossible values with the field named, and stores nothing', async () => {
    const v = await setup('Bad values');
    const cases: Array<[number, number, Pair[] | 'many', string]> = [
      [0, 0, [], 'durationSeconds'],
      [0, -5, [], 'durationSeconds'],
      [0, 24 * 3600 + 1, [], 'durationSeconds'],
      [-1, 100, [], 'positionSeconds'],
      [101, 100, [], 'positionSeconds'],
      [0, 100, [[-1, 5]], 'watchedRanges.0.start'],
      [0, 100, [[100, 101]], 'watchedRanges.0.start'],
      [
        0,
        100,
        [
          [0, 5],
          [5, 5],
        ],
        'watchedRanges.1.end',
      ],
      [
        0,
        100,
        [
          [0, 5],
          [10, 8],
        ],
        'watchedRanges.1.end',
      ],
      [0, 100, [[0, 101]], 'watchedRanges.0.end'],
      [0, 100, 'many', 'watchedRanges'],
    ];
    for (const [position, duration, ranges, field] of cases) {
      const list =
        ranges === 'many'
          ? Array.from({ length: MAX_RANGES + 1 }, (_, i): Pair => [i * 0.1, i * 0.1 + 0.05])
          : ranges;
      const res = await v.send(position, duration, list);
      expect(res.body.errors?.[0]?.extensions, field).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(res.body.errors?.[0]?.message).toMatch(field.split('.')[0]!);
    }
    // A few frames past the end are the player's rounding, not an error: clipped to the duration.
    expect((await v.save(100.3, 100, [[0, 100.3]])).launch).toEqual({
      videoPositionSeconds: 100,
      videoWatchedShare: 1,
    });
  });

  it('no longer accepts a watched share from the client', async () => {
    const v = await setup('Old client');
    const res = await gql(t.api, Q.video, {
      token: v.learner.token,
      variables: { input: { mediaId: v.mediaId, positionSeconds: 1, watchedShare: 1 } },
    });
    expect(res.status).toBe(400);
    expect(await v.row()).toBeUndefined();
  });

  it('is for learners: a manager gets FORBIDDEN', async () => {
    const mediaId = await addMedium(t.database, { title: 'Manager video', type: 'VIDEO' });
    const res = await gql(t.api, Q.video, {
      token: t.tokens.manager,
      variables: {
        input: { mediaId, positionSeconds: 1, durationSeconds: 10, watchedRanges: [{ start: 0, end: 1 }] },
      },
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('range arithmetic', () => {
  it('merges overlapping and touching ranges, in order', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [2, 3],
        [7, 10],
      ]),
    ).toEqual([
      [0, 3],
      [5, 10],
    ]);
  });

  it('subtracts what is known and takes new seconds up to a budget', () => {
    const fresh = subtractRanges(
      [
        [0, 10],
        [20, 30],
      ],
      [
        [2, 4],
        [8, 22],
      ],
    );
    expect(fresh).toEqual([
      [0, 2],
      [4, 8],
      [22, 30],
    ]);
    expect(takeSeconds(fresh, 5)).toEqual([
      [0, 2],
      [4, 7],
    ]);
  });
});
