// launchMachine — loads one of the learner's media with its launch data, for the player screen, and
// keeps its status current while the player runs: the video, PDF and link players report theirs
// (`launch.progressed`); the SCORM status is the server's reading of the CMI, so it is read again each
// time the SCORM player has saved (`launch.saved`).
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LearningStatus } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import { learningActors, type LaunchMedium, type MyMedium } from './learningActors';

export interface LaunchInput {
  api: ApiSettings;
  mediaId: string;
}

interface LaunchContext extends LaunchInput {
  medium: LaunchMedium | null;
}

export type LaunchEvent =
  { type: 'launch.retry' } | { type: 'launch.progressed'; status: LearningStatus } | { type: 'launch.saved' };

export const launchMachine = setup({
  types: {} as { context: LaunchContext; events: LaunchEvent; input: LaunchInput },
  actors: learningActors(),
  guards: {
    isFound: (_, medium: LaunchMedium | null) => medium !== null,
    isScorm: ({ context }) => context.medium?.launch.type === 'SCORM',
    // Players report on every change of their own state; most leave the status as it is.
    isNewStatus: ({ context }, status: LearningStatus) => context.medium?.status !== status,
  },
  actions: {
    assignMedium: assign((_, medium: LaunchMedium | null) => ({ medium })),
    assignStatus: assign(({ context }, status: LearningStatus) => ({
      medium: context.medium && { ...context.medium, status },
    })),
    // The launch state stays as loaded: the running player started from it.
    assignReread: assign(({ context }, fresh: MyMedium | null) => ({
      medium:
        context.medium && fresh
          ? { ...context.medium, ...fresh, launch: context.medium.launch }
          : context.medium,
    })),
  },
}).createMachine({
  id: 'launch',
  initial: 'loading',
  context: ({ input }) => ({ ...input, medium: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadMyMedium',
        src: 'loadMyMedium',
        input: ({ context }) => ({ api: context.api, mediaId: context.mediaId }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'assignMedium', params: ({ event }) => event.output },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'launch.retry': { target: 'loading' } } },
    /** Neither enrolled nor assigned, or no longer published. */
    notFound: {},
    ready: {
      initial: 'start',
      on: {
        'launch.progressed': {
          guard: { type: 'isNewStatus', params: ({ event }) => event.status },
          actions: { type: 'assignStatus', params: ({ event }) => event.status },
        },
      },
      states: {
        start: { always: [{ guard: 'isScorm', target: 'following' }, { target: 'reported' }] },
        /** The player reports the status it shows. */
        reported: {},
        following: { on: { 'launch.saved': { target: 'rereading' } } },
        rereading: {
          invoke: {
            id: 'loadMyStatus',
            src: 'loadMyStatus',
            input: ({ context }) => ({ api: context.api, mediaId: context.mediaId }),
            onDone: {
              target: 'following',
              actions: { type: 'assignReread', params: ({ event }) => event.output },
            },
            // Only the heading waits for the next read; the player keeps its own saving.
            onError: { target: 'following' },
          },
          // A save while reading: start the read again, so the newest save is what it reports.
          on: { 'launch.saved': { target: 'rereading', reenter: true } },
        },
      },
    },
  },
});

export type LaunchSnapshot = SnapshotFrom<typeof launchMachine>;
export type LaunchStatus = 'loading' | 'failed' | 'notFound' | 'ready';
export const selectLaunchStatus = (s: LaunchSnapshot): LaunchStatus =>
  s.matches('ready')
    ? 'ready'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : 'loading';
export const selectLaunchMedium = (s: LaunchSnapshot) => s.context.medium;
/** The newest status known: as loaded, then as the player reported or the server read again. */
export const selectLaunchMediumStatus = (s: LaunchSnapshot) => s.context.medium?.status ?? null;
