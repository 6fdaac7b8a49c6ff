// ratingsMachine — /my-ratings: the learner's ratings and the started media they may still rate;
// rate 1-5 stars with an optional comment, change a rating, delete it.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { learningActors, type RatingsData } from './learningActors';

export const COMMENT_MAX = 2000;

export interface RatingsInput {
  api: ApiSettings;
}

export interface RatingDraft {
  mediaId: string;
  stars: number;
  comment: string;
}

interface RatingsContext extends RatingsInput, RatingsData {
  draft: RatingDraft | null;
}

export type RatingsEvent =
  | { type: 'ratings.retry' }
  | { type: 'rating.edit'; mediaId: string }
  | { type: 'rating.change'; stars?: number; comment?: string }
  | { type: 'rating.save' }
  | { type: 'rating.cancel' }
  | { type: 'rating.delete'; mediaId: string };

export const isDraftValid = (d: RatingDraft | null): boolean =>
  d !== null && Number.isInteger(d.stars) && d.stars >= 1 && d.stars <= 5 && d.comment.length <= COMMENT_MAX;

export const ratingsMachine = setup({
  types: {} as { context: RatingsContext; events: RatingsEvent; input: RatingsInput },
  actors: learningActors(),
  guards: { isDraftValid: ({ context }) => isDraftValid(context.draft) },
  actions: {
    assignData: assign((_, data: RatingsData) => ({ ...data })),
    startDraft: assign(({ context, event }) => {
      if (event.type !== 'rating.edit') return {};
      const existing = context.ratings.find((r) => r.medium.id === event.mediaId);
      return {
        draft: { mediaId: event.mediaId, stars: existing?.stars ?? 0, comment: existing?.comment ?? '' },
      };
    }),
    changeDraft: assign(({ context, event }) =>
      event.type === 'rating.change' && context.draft
        ? {
            draft: {
              ...context.draft,
              ...(event.stars === undefined ? {} : { stars: event.stars }),
              ...(event.comment === undefined ? {} : { comment: event.comment }),
            },
          }
        : {},
    ),
    clearDraft: assign({ draft: null }),
  },
}).createMachine({
  id: 'ratings',
  initial: 'loading',
  context: ({ input }) => ({ ...input, ratings: [], started: [], draft: null }),
  states: {
    loading: {
      invoke: {
        id: 'loadRatings',
        src: 'loadRatings',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignData', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'ratings.retry': { target: 'loading' } } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {},
        deleteFailed: {},
        editing: {
          initial: 'idle',
          states: { idle: {}, invalid: {}, saveFailed: {} },
          on: {
            'rating.change': { target: '.idle', actions: 'changeDraft' },
            'rating.cancel': { target: '#ratings.ready.browsing', actions: 'clearDraft' },
            'rating.save': [{ guard: 'isDraftValid', target: '#ratings.saving' }, { target: '.invalid' }],
          },
        },
      },
      on: {
        'rating.edit': { target: '.editing', actions: 'startDraft' },
        'rating.delete': { target: 'deleting', actions: 'clearDraft' },
      },
    },
    saving: {
      invoke: {
        id: 'saveRating',
        src: 'saveRating',
        input: ({ context }) => ({ api: context.api, ...context.draft! }),
        onDone: { target: 'loading', actions: 'clearDraft' },
        onError: { target: 'ready.editing.saveFailed' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteRating',
        src: 'deleteRating',
        input: ({ context, event }) => ({
          api: context.api,
          mediaId: event.type === 'rating.delete' ? event.mediaId : '',
        }),
        onDone: { target: 'loading' },
        onError: { target: 'ready.deleteFailed' },
      },
    },
  },
});

export type RatingsSnapshot = SnapshotFrom<typeof ratingsMachine>;
export type RatingsStatus =
  | 'loading'
  | 'failed'
  | 'browsing'
  | 'editing'
  | 'invalid'
  | 'saving'
  | 'saveFailed'
  | 'deleting'
  | 'deleteFailed';
export function selectRatingsStatus(s: RatingsSnapshot): RatingsStatus {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('saving')) return 'saving';
  if (s.matches('deleting')) return 'deleting';
  if (s.matches({ ready: 'deleteFailed' })) return 'deleteFailed';
  if (s.matches({ ready: { editing: 'invalid' } })) return 'invalid';
  if (s.matches({ ready: { editing: 'saveFailed' } })) return 'saveFailed';
  if (s.matches({ ready: 'editing' })) return 'editing';
  return 'browsing';
}
export const selectRatings = (s: RatingsSnapshot) => s.context.ratings;
export const selectDraft = (s: RatingsSnapshot) => s.context.draft;
/** Started media without a rating yet. */
export const selectUnrated = (s: RatingsSnapshot) =>
  s.context.started.filter((m) => !s.context.ratings.some((r) => r.medium.id === m.medium.id));
