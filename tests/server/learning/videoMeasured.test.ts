// Video progress against the length the server measured when the file was stored: the player's
// reported length no longer decides the share. Media here carry real stored files (the seeded demo
// video, an MP4 and a WebM without a readable length), stored through the upload's own code path.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../../server/db/schema/learning';
import { media } from '../../../server/db/schema/media';
import { openStorage, receiveBytes, type Storage } from '../../../server/files/storage';
import { storeReceived } from '../../../server/files/store';
import { DEMO_VIDEO_FILE, seedDemoMedia } from '../../../server/media/seed';
import { fileVideoDurationSeconds } from '../../../server/media/videoDuration';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { addLearner, Q } from './fixtures';

let t: TestApi;
let root: string;
let storage: Storage;
let seededVideo: string;
/** The demo video's container says 24.003 s. */
let demoSeconds: number;

beforeAll(async () => {
  t = await startTestApi();
  root = await mkdtemp(path.join(os.tmpdir(), 'lms-video-measured-'));
  storage = await openStorage(root);
  await seedDemoMedia(t.database.db, t.config, { storageRoot: root });
  const [row] = await t.database.db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.title, 'Safe lifting at work'));
  if (!row) throw new Error('the demo video was not seeded');
  seededVideo = row.id;
  demoSeconds = (await fileVideoDurationSeconds(DEMO_VIDEO_FILE)) ?? Number.NaN;
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

type Saved = {
  status: string;
  progress: number;
  launch: { videoPositionSeconds: number | null; videoWatchedShare: number | null };
};
type Pair = [number, number];

/** A published video medium over a file stored as an upload would store it. */
async function uploadedVideo(title: string, bytes: Uint8Array, contentType: string): Promise<string> {
  const stored = await storeReceived(t.database.db, storage, {
    received: await receiveBytes(storage, bytes),
    kind: 'VIDEO',
    contentType,
    originalName: `${title}.video`,
    uploadedBy: null,
  });
  const [row] = await t.database.db
    .insert(media)
    .values({ title, type: 'VIDEO', published: true, fileId: stored.id, launchUrl: stored.url })
    .returning({ id: media.id });
  if (!row) throw new Error('medium not created');
  return row.id;
}

async function learnerOn(mediaId: string, name: string) {
  const learner = await addLearner(t, name);
  const where = and(eq(enrolments.userId, learner.id), eq(enrolments.mediaId, mediaId));
  const save = async (positionSeconds: number, durationSeconds: number, ranges: Pair[]) => {
    const res = await gql<{ recordVideoProgress: Saved }>(t.api, Q.video, {
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
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.recordVideoProgress;
  };
  return {
    save,
    /** The learner comes back an hour later. */
    later: () =>
      t.database.db
        .update(enrolments)
        .set({ lastActivityAt: new Date(Date.now() - 3600 * 1000) })
        .where(where),
    row: async () => (await t.database.db.select().from(enrolments).where(where))[0],
  };
}

describe('a video whose length the server measured', () => {
  it('is not completed by a forged length: durationSeconds 1 with [0, 1] is 1 s of the 24 s demo video', async () => {
    const v = await learnerOn(seededVideo, 'forger-one');
    const forged = await v.save(1, 1, [[0, 1]]);
    expect(forged).toMatchObject({ status: 'INCOMPLETE', progress: 4 });
    expect(forged.launch.videoWatchedShare).toBeCloseTo(1 / demoSeconds, 3);
    expect((await v.row())?.videoDurationSeconds).toBeCloseTo(demoSeconds, 1);
    // Sending it again and again adds nothing: the same second of the real video.
    await v.later();
    expect((await v.save(1, 1, [[0, 1]])).launch.videoWatchedShare).toBeCloseTo(1 / demoSeconds, 3);
  });

  it('is completed by honest reports, whose length the player rounds a little', async () => {
    const v = await learnerOn(seededVideo, 'honest-demo');
    expect(await v.save(13, 24.04, [[0, 13]])).toMatchObject({ status: 'INCOMPLETE', progress: 54 });
    await v.later();
    const done = await v.save(24.04, 24.04, [[13, 24.04]]);
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(done.launch).toEqual({ videoPositionSeconds: demoSeconds, videoWatchedShare: 1 });
    expect((await v.row())?.videoWatchedRanges).toEqual([[0, demoSeconds]]);
  });

  it('counts nothing past the real end and keeps the ranges when the reported length changes', async () => {
    const v = await learnerOn(seededVideo, 'longer-claim');
    // A claimed 100 s video: the range beyond 24 s is not in the file, the position stops at its end.
    expect(await v.save(80, 100, [[30, 80]])).toMatchObject({
      status: 'INCOMPLETE',
      progress: 0,
      launch: { videoPositionSeconds: demoSeconds, videoWatchedShare: 0 },
    });
    await v.later();
    await v.save(10, 24, [[0, 10]]);
    await v.later();
    // Another reported length is not another file here: the first 10 s stay.
    const more = await v.save(20, 50, [[10, 20]]);
    expect(more.launch.videoWatchedShare).toBeCloseTo(20 / demoSeconds, 3);
    expect((await v.row())?.videoWatchedRanges).toEqual([[0, 20]]);
  });

  it('measures an uploaded MP4 (3 s) the same way', async () => {
    const bytes = new Uint8Array(await readFile(path.join(import.meta.dirname, '../media/black-3s.mp4')));
    const mediaId = await uploadedVideo('Black MP4', bytes, 'video/mp4');
    const forger = await learnerOn(mediaId, 'mp4-forger');
    expect(await forger.save(1, 1, [[0, 1]])).toMatchObject({ status: 'INCOMPLETE', progress: 33 });
    const honest = await learnerOn(mediaId, 'mp4-honest');
    expect(await honest.save(3, 3, [[0, 3]])).toMatchObject({
      status: 'COMPLETED',
      launch: { videoWatchedShare: 1 },
    });
  });
});

describe('a video without a measured length', () => {
  it("falls back to the player's length, and another length starts the ranges over", async () => {
    // Cut after the head: the sniffer takes it for WebM, the length is unreadable and stored as null.
    const cut = new Uint8Array(await readFile(DEMO_VIDEO_FILE)).subarray(0, 200);
    const mediaId = await uploadedVideo('Unmeasured', cut, 'video/webm');
    const v = await learnerOn(mediaId, 'unmeasured');
    expect(await v.save(50, 100, [[0, 50]])).toMatchObject({
      status: 'INCOMPLETE',
      progress: 50,
      launch: { videoWatchedShare: 0.5 },
    });
    await v.later();
    expect(await v.save(95, 100, [[50, 95]])).toMatchObject({ status: 'COMPLETED', progress: 100 });
    await v.later();
    await v.save(10, 200, [[0, 10]]);
    expect(await v.row()).toMatchObject({ videoDurationSeconds: 200, videoWatchedRanges: [[0, 10]] });
  });
});
