// myMediaMachine — the /media list: assigned and enrolled media, optionally narrowed by status.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { LearningStatus } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import { learningActors, type MyMedium } from './learningActors';

export interface MyMediaInput {
  api: ApiSettings;
}

interface MyMediaContext extends MyMediaInput {
  media: MyMedium[];
  /** Statuses shown; empty shows all. */
  statusFilter: LearningStatus[];
}

export type MyMediaEvent = { type: 'myMedia.retry' } | { type: 'myMedia.filter'; statuses: LearningStatus[] };

export const myMediaMachine = setup({
  types: {} as { context: MyMediaContext; events: MyMediaEvent; input: MyMediaInput },
  actors: learningActors(),
  actions: {
    assignMedia: assign((_, media: MyMedium[]) => ({ media })),
    assignFilter: assign(({ event }) =>
      event.type === 'myMedia.filter' ? { statusFilter: event.statuses } : {},
    ),
  },
}).createMachine({
  id: 'myMedia',
  initial: 'loading',
  context: ({ input }) => ({ ...input, media: [], statusFilter: [] }),
  on: { 'myMedia.filter': { actions: 'assignFilter' } },
  states: {
    loading: {
      invoke: {
        id: 'loadMyMedia',
        src: 'loadMyMedia',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignMedia', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'myMedia.retry': { target: 'loading' } } },
    ready: { on: { 'myMedia.retry': { target: 'loading' } } },
  },
});

export type MyMediaSnapshot = SnapshotFrom<typeof myMediaMachine>;
export const selectMyMediaStatus = (s: MyMediaSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectStatusFilter = (s: MyMediaSnapshot) => s.context.statusFilter;
export const selectAllMyMedia = (s: MyMediaSnapshot) => s.context.media;
/** The list as shown: filtered by status, in the API's order (most recent activity first). */
export const selectVisibleMedia = (s: MyMediaSnapshot) =>
  s.context.statusFilter.length === 0
    ? s.context.media
    : s.context.media.filter((m) => s.context.statusFilter.includes(m.status));
