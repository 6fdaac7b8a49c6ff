// badgeNoticeMachine — the live notice of a badge just awarded, anywhere in the signed-in app: each award
// shows as a toast for a while, one after the other. The feed is listened to from the start; awards made
// while the app was starting (the sign-in that earns "1st sign-in" is counted then) and not yet announced
// in this browser are fetched once and shown too. A failed catch-up leaves the live feed working.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import { collectionActors, type BadgeAward, type BadgeAwardedEvent } from './collectionActors';

export interface BadgeNoticeInput {
  api: ApiSettings;
}

export type BadgeNoticeEvent =
  | BadgeAwardedEvent
  | { type: 'badgeNotice.dismiss' }
  /** The learner went to the collection: it shows every waiting award, so none needs its toast. */
  | { type: 'badgeNotice.dismissAll' };

interface BadgeNoticeContext extends BadgeNoticeInput {
  /** Awards to show, the shown one first. */
  queue: BadgeAward[];
}

/** How long one toast stays (it can be dismissed earlier). */
export const BADGE_TOAST_MS = 12_000;

/** Adds awards at the end, each award once. */
export const enqueue = (queue: readonly BadgeAward[], awards: readonly BadgeAward[]): BadgeAward[] => [
  ...queue,
  ...awards.filter(
    (award, i) =>
      !queue.some((queued) => queued.awardId === award.awardId) &&
      awards.findIndex((other) => other.awardId === award.awardId) === i,
  ),
];

export const badgeNoticeMachine = setup({
  types: {} as { context: BadgeNoticeContext; events: BadgeNoticeEvent; input: BadgeNoticeInput },
  actors: collectionActors(),
  delays: { toastTimeout: BADGE_TOAST_MS },
  actions: {
    enqueueAwards: assign({
      queue: ({ context }, awards: BadgeAward[]) => enqueue(context.queue, awards),
    }),
    enqueueReceived: assign({
      queue: ({ context, event }) =>
        event.type === 'badges.awarded' ? enqueue(context.queue, [event.award]) : context.queue,
    }),
    showNext: assign({ queue: ({ context }) => context.queue.slice(1) }),
    clearQueue: assign({ queue: [] }),
  },
  guards: { hasQueued: ({ context }) => context.queue.length > 0 },
}).createMachine({
  id: 'badgeNotice',
  type: 'parallel',
  context: ({ input }) => ({ ...input, queue: [] }),
  invoke: {
    id: 'watchBadgeAwards',
    src: 'watchBadgeAwards',
    input: ({ context }) => ({ api: context.api, remember: true }),
  },
  states: {
    catchUp: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadUnannounced',
            src: 'loadUnannounced',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'done',
              actions: { type: 'enqueueAwards', params: ({ event }) => event.output },
            },
            onError: { target: 'done' },
          },
        },
        done: {},
      },
    },
    toast: {
      initial: 'hidden',
      states: {
        hidden: {
          always: { guard: 'hasQueued', target: 'showing' },
          on: { 'badges.awarded': { actions: 'enqueueReceived' } },
        },
        showing: {
          on: {
            'badges.awarded': { actions: 'enqueueReceived' },
            'badgeNotice.dismiss': { target: 'hidden', actions: 'showNext' },
            'badgeNotice.dismissAll': { target: 'hidden', actions: 'clearQueue' },
          },
          after: { toastTimeout: { target: 'hidden', actions: 'showNext' } },
        },
      },
    },
  },
});

export type BadgeNoticeSnapshot = SnapshotFrom<typeof badgeNoticeMachine>;

/** The award the toast shows, while it shows. */
export const selectShownAward = (s: BadgeNoticeSnapshot): BadgeAward | null =>
  s.matches({ toast: 'showing' }) ? (s.context.queue[0] ?? null) : null;
/** How many wait behind the shown one. */
export const selectWaitingAwards = (s: BadgeNoticeSnapshot): number =>
  s.matches({ toast: 'showing' }) ? Math.max(0, s.context.queue.length - 1) : 0;
