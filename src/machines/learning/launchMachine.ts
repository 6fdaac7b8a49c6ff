// launchMachine — loads one of the learner's media with its launch data, for the player screen.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { learningActors, type LaunchMedium } from './learningActors';

export interface LaunchInput {
  api: ApiSettings;
  mediaId: string;
}

interface LaunchContext extends LaunchInput {
  medium: LaunchMedium | null;
}

export type LaunchEvent = { type: 'launch.retry' };

export const launchMachine = setup({
  types: {} as { context: LaunchContext; events: LaunchEvent; input: LaunchInput },
  actors: learningActors(),
  guards: { isFound: (_, medium: LaunchMedium | null) => medium !== null },
  actions: { assignMedium: assign((_, medium: LaunchMedium | null) => ({ medium })) },
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
    ready: {},
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
