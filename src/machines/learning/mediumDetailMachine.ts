// mediumDetailMachine — one catalogue medium: description, rating, what it leads on to, enrolment.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { learningActors, type CatalogueDetail, type MyMedium } from './learningActors';

export interface MediumDetailInput {
  api: ApiSettings;
  id: string;
}

interface MediumDetailContext extends MediumDetailInput {
  detail: CatalogueDetail | null;
}

export type MediumDetailEvent = { type: 'detail.retry' } | { type: 'detail.enrol' };

export const mediumDetailMachine = setup({
  types: {} as { context: MediumDetailContext; events: MediumDetailEvent; input: MediumDetailInput },
  actors: learningActors(),
  guards: {
    isFound: (_, detail: CatalogueDetail | null) => detail !== null,
    isEnrolled: ({ context }) => context.detail?.myMedium != null,
  },
  actions: {
    assignDetail: assign((_, detail: CatalogueDetail | null) => ({ detail })),
    assignEnrolment: assign(({ context }, myMedium: MyMedium) => ({
      detail: context.detail ? { ...context.detail, myMedium } : null,
    })),
  },
}).createMachine({
  id: 'mediumDetail',
  initial: 'loading',
  context: ({ input }) => ({ ...input, detail: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogueItem',
        src: 'loadCatalogueItem',
        input: ({ context }) => ({ api: context.api, id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'assignDetail', params: ({ event }) => event.output },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'detail.retry': { target: 'loading' } } },
    notFound: {},
    ready: {
      initial: 'idle',
      states: { idle: {}, enrolFailed: {} },
      on: { 'detail.enrol': [{ guard: 'isEnrolled' }, { target: 'enrolling' }] },
    },
    enrolling: {
      invoke: {
        id: 'enrol',
        src: 'enrol',
        input: ({ context }) => ({ api: context.api, mediaId: context.id }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignEnrolment', params: ({ event }) => event.output },
        },
        onError: { target: 'ready.enrolFailed' },
      },
    },
  },
});

export type MediumDetailSnapshot = SnapshotFrom<typeof mediumDetailMachine>;
export type MediumDetailStatus = 'loading' | 'failed' | 'notFound' | 'ready' | 'enrolling' | 'enrolFailed';
export function selectDetailStatus(s: MediumDetailSnapshot): MediumDetailStatus {
  if (s.matches('enrolling')) return 'enrolling';
  if (s.matches({ ready: 'enrolFailed' })) return 'enrolFailed';
  if (s.matches('ready')) return 'ready';
  if (s.matches('notFound')) return 'notFound';
  if (s.matches('failed')) return 'failed';
  return 'loading';
}
export const selectDetail = (s: MediumDetailSnapshot) => s.context.detail;
