// What the video player shows and sends: the model test (screens.test.ts) covers the machine's states
// and transitions, this the status and share its selectors derive and the save it sends.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  MAX_SENT_RANGES,
  rangesToSend,
  selectVideoSave,
  selectVideoStatus,
  selectWatchedShare,
  videoPlayerMachine,
} from '../../../src/machines/learning/videoPlayerMachine';
import {
  learningActors,
  type PlayedRange,
  type VideoSaved,
} from '../../../src/machines/learning/learningActors';
import type { LearningStatus } from '../../../src/graphql/generated';
import { api, myMedium, settle, stubClient } from './fixtures';

const input = (status: LearningStatus, watchedShare = 0) => ({
  api,
  mediaId: 'm-1',
  resumeAt: 0,
  status,
  watchedShare,
});

const start = (status: LearningStatus, watchedShare = 0) =>
  createActor(
    videoPlayerMachine.provide({
      // Never settles: what shows before the first save comes back.
      actors: { recordVideoProgress: fromPromise(() => new Promise<VideoSaved>(() => {})) },
    }),
    { input: input(status, watchedShare) },
  ).start();

const saved = (status: LearningStatus, share: number): VideoSaved => ({
  ...myMedium('m-1', { status }),
  launch: { videoPositionSeconds: 20, videoWatchedShare: share },
});

describe('video player status and share', () => {
  it('shows a not-attempted video as in progress as soon as something was played, before any save', () => {
    const actor = start('NOT_ATTEMPTED');
    expect(selectVideoStatus(actor.getSnapshot())).toBe('NOT_ATTEMPTED');
    actor.send({ type: 'video.progress', position: 0, duration: 24, ranges: [] });
    expect(selectVideoStatus(actor.getSnapshot())).toBe('NOT_ATTEMPTED');
    actor.send({ type: 'video.progress', position: 2, duration: 24, ranges: [[0, 2]] });
    expect(selectVideoSave(actor.getSnapshot())).toBe('unsaved');
    expect(selectVideoStatus(actor.getSnapshot())).toBe('INCOMPLETE');
  });

  it('keeps a finished status while the learner watches again', () => {
    const actor = start('COMPLETED', 1);
    actor.send({ type: 'video.progress', position: 2, duration: 24, ranges: [[0, 2]] });
    expect(selectVideoStatus(actor.getSnapshot())).toBe('COMPLETED');
  });

  it("starts from the launch's saved share and shows only what the server answers", async () => {
    let answer = (_: VideoSaved) => {};
    const actor = createActor(
      videoPlayerMachine.provide({
        actors: {
          recordVideoProgress: fromPromise(
            () =>
              new Promise<VideoSaved>((resolve) => {
                answer = resolve;
              }),
          ),
        },
      }),
      { input: input('INCOMPLETE', 0.6) },
    ).start();
    expect(selectWatchedShare(actor.getSnapshot())).toBe(0.6);
    // Played this visit: not shown as watched until the server merged it with the earlier visits.
    actor.send({ type: 'video.progress', position: 24, duration: 24, ranges: [[14, 24]] });
    actor.send({ type: 'video.ended' });
    expect(selectVideoSave(actor.getSnapshot())).toBe('saving');
    expect(selectWatchedShare(actor.getSnapshot())).toBe(0.6);
    answer(saved('COMPLETED', 1));
    await settle();
    expect(selectVideoSave(actor.getSnapshot())).toBe('saved');
    expect(selectVideoStatus(actor.getSnapshot())).toBe('COMPLETED');
    expect(selectWatchedShare(actor.getSnapshot())).toBe(1);
  });
});

describe('the save it sends', () => {
  it("sends the position, the measured duration and all of this visit's ranges, never a share", async () => {
    const stub = stubClient({
      recordVideoProgress: { data: { recordVideoProgress: saved('INCOMPLETE', 0.7) } },
    });
    const actor = createActor(videoPlayerMachine.provide({ actors: learningActors(() => stub.client) }), {
      input: input('INCOMPLETE', 0.6),
    }).start();
    actor.send({
      type: 'video.progress',
      position: 18,
      duration: 24,
      ranges: [
        [0, 3],
        [14, 18],
      ],
    });
    actor.send({ type: 'video.pause' });
    await settle();
    expect(stub.requests).toEqual([
      {
        operation: 'recordVideoProgress',
        variables: {
          input: {
            mediaId: 'm-1',
            positionSeconds: 18,
            durationSeconds: 24,
            watchedRanges: [
              { start: 0, end: 3 },
              { start: 14, end: 18 },
            ],
          },
        },
      },
    ]);
    expect(selectWatchedShare(actor.getSnapshot())).toBe(0.7);
    actor.stop();
  });

  it(`sends at most ${MAX_SENT_RANGES} ranges, the longest, in order`, () => {
    const many = Array.from({ length: MAX_SENT_RANGES + 5 }, (_, i): PlayedRange => [
      i * 10,
      i * 10 + (i % 7) + 1,
    ]);
    const sent = rangesToSend(many);
    expect(sent).toHaveLength(MAX_SENT_RANGES);
    expect(sent.map(([s]) => s)).toEqual([...sent.map(([s]) => s)].sort((a, b) => a - b));
    const shortestKept = Math.min(...sent.map(([s, e]) => e - s));
    const dropped = many.filter((r) => !sent.includes(r));
    expect(dropped.every(([s, e]) => e - s <= shortestKept)).toBe(true);
    expect(rangesToSend([[0, 1]])).toEqual([[0, 1]]);
  });
});
