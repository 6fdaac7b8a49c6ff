// videoPlayerMachine — plays a video from its resume position and reports where the learner is and
// how much they watched: every SAVE_INTERVAL_MS while playing, and at once on pause and at the end.
// The API marks the video completed once 90 % was watched.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LearningStatus } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import { learningActors, type MyMedium } from './learningActors';

export const SAVE_INTERVAL_MS = 10_000;

export interface VideoPlayerInput {
  api: ApiSettings;
  mediaId: string;
  resumeAt: number;
  status: LearningStatus;
}

interface VideoPlayerContext extends VideoPlayerInput {
  position: number;
  /** 0-1; never goes back. */
  watchedShare: number;
}

export type VideoPlayerEvent =
  | { type: 'video.progress'; position: number; watchedShare: number }
  | { type: 'video.pause' }
  | { type: 'video.ended' };

export const videoPlayerMachine = setup({
  types: {} as { context: VideoPlayerContext; events: VideoPlayerEvent; input: VideoPlayerInput },
  actors: learningActors(),
  actions: {
    assignProgress: assign(({ context, event }) =>
      event.type === 'video.progress'
        ? {
            position: event.position,
            watchedShare: Math.max(context.watchedShare, Math.min(1, event.watchedShare)),
          }
        : {},
    ),
    assignSaved: assign((_, saved: MyMedium) => ({ status: saved.status })),
  },
  delays: { saveInterval: SAVE_INTERVAL_MS },
}).createMachine({
  id: 'videoPlayer',
  initial: 'clean',
  context: ({ input }) => ({ ...input, position: input.resumeAt, watchedShare: 0 }),
  on: { 'video.progress': { actions: 'assignProgress' } },
  states: {
    /** Everything watched so far is saved. */
    clean: { on: { 'video.progress': { target: 'unsaved', actions: 'assignProgress' } } },
    unsaved: {
      after: { saveInterval: { target: 'saving' } },
      on: { 'video.pause': { target: 'saving' }, 'video.ended': { target: 'saving' } },
    },
    saving: {
      invoke: {
        id: 'recordVideoProgress',
        src: 'recordVideoProgress',
        input: ({ context }) => ({
          api: context.api,
          mediaId: context.mediaId,
          positionSeconds: context.position,
          watchedShare: context.watchedShare,
        }),
        onDone: { target: 'clean', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        onError: { target: 'saveFailed' },
      },
    },
    /** Tried again with the next interval; the position is kept meanwhile. */
    saveFailed: {
      after: { saveInterval: { target: 'saving' } },
      on: { 'video.pause': { target: 'saving' }, 'video.ended': { target: 'saving' } },
    },
  },
});

export type VideoPlayerSnapshot = SnapshotFrom<typeof videoPlayerMachine>;
export const selectVideoSave = (s: VideoPlayerSnapshot): 'saved' | 'unsaved' | 'saving' | 'saveFailed' =>
  s.matches('saving')
    ? 'saving'
    : s.matches('saveFailed')
      ? 'saveFailed'
      : s.matches('unsaved')
        ? 'unsaved'
        : 'saved';
/** Once anything was watched, a not-attempted video shows as in progress: the first save (up to
 * SAVE_INTERVAL_MS later) records just that, and "Not attempted" under a playing video reads wrong. */
export const selectVideoStatus = (s: VideoPlayerSnapshot): LearningStatus =>
  s.context.status === 'NOT_ATTEMPTED' && s.context.watchedShare > 0 ? 'INCOMPLETE' : s.context.status;
export const selectWatchedShare = (s: VideoPlayerSnapshot) => s.context.watchedShare;
