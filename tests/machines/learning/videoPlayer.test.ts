// What the video player shows before the first save: the model test (screens.test.ts) covers the
// machine's states and transitions, this the status its selector derives.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  selectVideoSave,
  selectVideoStatus,
  videoPlayerMachine,
} from '../../../src/machines/learning/videoPlayerMachine';
import type { LearningStatus, MyMediumFieldsFragment } from '../../../src/graphql/generated';
import { api, myMedium } from './fixtures';

const start = (status: LearningStatus) =>
  createActor(
    videoPlayerMachine.provide({
      // Never settles: what shows before the first save comes back.
      actors: { recordVideoProgress: fromPromise(() => new Promise<MyMediumFieldsFragment>(() => {})) },
    }),
    { input: { api, mediaId: 'm-1', resumeAt: 0, status } },
  ).start();

describe('video player status', () => {
  it('shows a not-attempted video as in progress as soon as something was watched, before any save', () => {
    const actor = start('NOT_ATTEMPTED');
    expect(selectVideoStatus(actor.getSnapshot())).toBe('NOT_ATTEMPTED');
    actor.send({ type: 'video.progress', position: 0, watchedShare: 0 });
    expect(selectVideoStatus(actor.getSnapshot())).toBe('NOT_ATTEMPTED');
    actor.send({ type: 'video.progress', position: 2, watchedShare: 0.1 });
    expect(selectVideoSave(actor.getSnapshot())).toBe('unsaved');
    expect(selectVideoStatus(actor.getSnapshot())).toBe('INCOMPLETE');
  });

  it('keeps a finished status while the learner watches again', () => {
    const actor = start('COMPLETED');
    actor.send({ type: 'video.progress', position: 2, watchedShare: 0.1 });
    expect(selectVideoStatus(actor.getSnapshot())).toBe('COMPLETED');
  });

  it('shows the status the save returned', async () => {
    const actor = createActor(
      videoPlayerMachine.provide({
        actors: {
          recordVideoProgress: fromPromise(async () => myMedium('m-1', { status: 'COMPLETED' })),
        },
      }),
      { input: { api, mediaId: 'm-1', resumeAt: 0, status: 'NOT_ATTEMPTED' } },
    ).start();
    actor.send({ type: 'video.progress', position: 23, watchedShare: 0.95 });
    actor.send({ type: 'video.ended' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectVideoSave(actor.getSnapshot())).toBe('saved');
    expect(selectVideoStatus(actor.getSnapshot())).toBe('COMPLETED');
  });
});
