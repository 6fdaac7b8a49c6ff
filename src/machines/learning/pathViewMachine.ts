// pathViewMachine — one learning path as the learner stands in it (/media?path=<id>, and the catalogue's
// detail /catalogue?path=<id>): sections locked or open with their reasons, what is next, enrolling.
// An item opens in the player (?play=); coming back mounts the view again, so it loads afresh and shows
// what the player changed (a finished first section unlocks the second).
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { myLearningActors, type PathItemView, type PathView } from './myLearningActors';

export interface PathViewInput {
  api: ApiSettings;
  pathId: string;
}

interface PathViewContext extends PathViewInput {
  path: PathView | null;
}

export type PathViewEvent = { type: 'path.retry' } | { type: 'path.enrol' };

export const pathViewMachine = setup({
  types: {} as { context: PathViewContext; events: PathViewEvent; input: PathViewInput },
  actors: myLearningActors(),
  guards: {
    isFound: (_, path: PathView | null) => path !== null,
  },
  actions: {
    assignPath: assign((_, path: PathView | null) => ({ path })),
  },
}).createMachine({
  id: 'pathView',
  initial: 'loading',
  context: ({ input }) => ({ ...input, path: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadPath',
        src: 'loadPath',
        input: ({ context }) => ({ api: context.api, pathId: context.pathId }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'assignPath', params: ({ event }) => event.output },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'path.retry': { target: 'loading' } } },
    /** No such path, or not one the learner may see. */
    notFound: {},
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'path.enrol': { target: 'enrolling' } } },
        enrolling: {
          invoke: {
            id: 'enrolInPath',
            src: 'enrolInPath',
            input: ({ context }) => ({ api: context.api, pathId: context.pathId }),
            // Read again: enrolling counts media done before, so the sections may already be open.
            onDone: { target: '#pathView.loading' },
            onError: { target: 'enrolFailed' },
          },
        },
        enrolFailed: { on: { 'path.enrol': { target: 'enrolling' } } },
      },
    },
  },
});

export type PathViewSnapshot = SnapshotFrom<typeof pathViewMachine>;
export type PathViewStatus = 'loading' | 'failed' | 'notFound' | 'ready';
export const selectPathViewStatus = (s: PathViewSnapshot): PathViewStatus =>
  s.matches('ready')
    ? 'ready'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : 'loading';
export const selectPath = (s: PathViewSnapshot) => s.context.path;
export const selectEnrolling = (s: PathViewSnapshot) => s.matches({ ready: 'enrolling' });
export const selectEnrolFailed = (s: PathViewSnapshot) => s.matches({ ready: 'enrolFailed' });
/** Items the view offers to open: never a locked or unavailable one (the medium itself stays openable). */
export const isOpenable = (item: PathItemView) => item.state !== 'LOCKED' && item.state !== 'UNAVAILABLE';
