// videoPlayerMachine — plays a video from its resume position and reports where the learner is and
// which ranges they played in this visit: every SAVE_INTERVAL_MS while playing, and at once on pause
// and at the end. The API merges the ranges with earlier visits' and answers the watched share; it
// marks the video completed once 90 % was watched. The share shown is always the server's.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LearningStatus } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import { learningActors, type PlayedRange, type VideoSaved } from './learningActors';

export const SAVE_INTERVAL_MS = 10_000;
/** The API takes at most this many ranges per save. */
export const MAX_SENT_RANGES = 200;

export interface VideoPlayerInput {
  api: ApiSettings;
  mediaId: string;
  resumeAt: number;
  status: LearningStatus;
  /** 0-1 over all earlier visits, as the launch read it. */
  watchedShare: number;
}

interface VideoPlayerContext extends VideoPlayerInput {
  position: number;
  /** The player's measured length; 0 until known. */
  duration: number;
  /** Everything played in this visit (the element's played ranges); resent whole, merged by the API. */
  ranges: PlayedRange[];
}

export type VideoPlayerEvent =
  | { type: 'video.progress'; position: number; duration: number; ranges: PlayedRange[] }
  | { type: 'video.pause' }
  | { type: 'video.ended' };

/** Beyond the API's limit the shortest ranges stay local: the longest carry the most watched time. */
export const rangesToSend = (ranges: readonly PlayedRange[]): PlayedRange[] =>
  ranges.length <= MAX_SENT_RANGES
    ? [...ranges]
    : [...ranges]
        .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
        .slice(0, MAX_SENT_RANGES)
        .sort((a, b) => a[0] - b[0]);

export const videoPlayerMachine = setup({
  types: {} as { context: VideoPlayerContext; events: VideoPlayerEvent; input: VideoPlayerInput },
  actors: learningActors(),
  actions: {
    assignProgress: assign(({ event }) =>
      event.type === 'video.progress'
        ? { position: event.position, duration: event.duration, ranges: event.ranges }
        : {},
    ),
    assignSaved: assign(({ context }, saved: VideoSaved) => ({
      status: saved.status,
      watchedShare: saved.launch.videoWatchedShare ?? context.watchedShare,
    })),
  },
  delays: { saveInterval: SAVE_INTERVAL_MS },
}).createMachine({
  id: 'videoPlayer',
  initial: 'clean',
  context: ({ input }) => ({ ...input, position: input.resumeAt, duration: 0, ranges: [] }),
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
          durationSeconds: context.duration,
          watchedRanges: rangesToSend(context.ranges),
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
  s.context.status === 'NOT_ATTEMPTED' && s.context.ranges.some(([start, end]) => end > start)
    ? 'INCOMPLETE'
    : s.context.status;
/** The server's share over all visits: what this visit adds shows once it is saved. */
export const selectWatchedShare = (s: VideoPlayerSnapshot) => s.context.watchedShare;
