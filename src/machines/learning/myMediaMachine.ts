// myMediaMachine — the /media list: the learner's learning paths, then their media (assigned first, as the
// API orders them), optionally narrowed by status. A notice about an assignment (a new one arrives live)
// reads the lists again while the old ones stay on screen.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LearningStatus } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import type { MyMedium } from './learningActors';
import {
  myLearningActors,
  type AssignmentsNoticedEvent,
  type MyLearning,
  type MyPathSummary,
} from './myLearningActors';

export interface MyMediaInput {
  api: ApiSettings;
}

interface MyMediaContext extends MyMediaInput {
  media: MyMedium[];
  paths: MyPathSummary[];
  /** Statuses shown; empty shows all. */
  statusFilter: LearningStatus[];
}

export type MyMediaEvent =
  | { type: 'myMedia.retry' }
  | { type: 'myMedia.filter'; statuses: LearningStatus[] }
  | AssignmentsNoticedEvent;

export const myMediaMachine = setup({
  types: {} as { context: MyMediaContext; events: MyMediaEvent; input: MyMediaInput },
  actors: myLearningActors(),
  actions: {
    assignLearning: assign((_, loaded: MyLearning) => ({ media: loaded.media, paths: loaded.paths })),
    assignFilter: assign(({ event }) =>
      event.type === 'myMedia.filter' ? { statusFilter: event.statuses } : {},
    ),
  },
}).createMachine({
  id: 'myMedia',
  initial: 'loading',
  context: ({ input }) => ({ ...input, media: [], paths: [], statusFilter: [] }),
  // Listening from the start, so an assignment made while the list loads is not missed.
  invoke: {
    id: 'watchAssignmentNotices',
    src: 'watchAssignmentNotices',
    input: ({ context }) => ({ api: context.api }),
  },
  on: { 'myMedia.filter': { actions: 'assignFilter' } },
  states: {
    loading: {
      invoke: {
        id: 'loadMyLearning',
        src: 'loadMyLearning',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignLearning', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
      // Read again once this read is done: it may have started before the notice's change.
      on: { 'assignments.noticed': { target: 'loading', reenter: true } },
    },
    failed: {
      on: { 'myMedia.retry': { target: 'loading' }, 'assignments.noticed': { target: 'loading' } },
    },
    ready: {
      on: { 'myMedia.retry': { target: 'loading' }, 'assignments.noticed': { target: 'refreshing' } },
    },
    /** Reading again after a notice; the lists stay on screen, and a failed read keeps them. */
    refreshing: {
      invoke: {
        id: 'refreshMyLearning',
        src: 'loadMyLearning',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignLearning', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
      on: { 'assignments.noticed': { target: 'refreshing', reenter: true } },
    },
  },
});

export type MyMediaSnapshot = SnapshotFrom<typeof myMediaMachine>;
export const selectMyMediaStatus = (s: MyMediaSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('ready') || s.matches('refreshing') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectStatusFilter = (s: MyMediaSnapshot) => s.context.statusFilter;
export const selectAllMyMedia = (s: MyMediaSnapshot) => s.context.media;
export const selectMyPaths = (s: MyMediaSnapshot) => s.context.paths;
/** The list as shown: filtered by status, in the API's order (assigned first). */
export const selectVisibleMedia = (s: MyMediaSnapshot) =>
  s.context.statusFilter.length === 0
    ? s.context.media
    : s.context.media.filter((m) => s.context.statusFilter.includes(m.status));
