// badgeCollectionMachine — /badges-collection: the viewer's earned badges (with downloads) and the ones
// still open with progress, and one badge's details at a time. A badge awarded while the screen is open
// (the live feed) reads the collection again, keeping the current one on screen meanwhile.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import {
  collectionActors,
  type BadgeAwardedEvent,
  type BadgeCollection,
  type EarnedBadge,
  type OpenBadge,
} from './collectionActors';

export interface BadgeCollectionInput {
  api: ApiSettings;
}

export type BadgeCollectionEvent =
  | BadgeAwardedEvent
  | { type: 'collection.retry' }
  | { type: 'collection.showDetails'; badgeId: string }
  | { type: 'collection.closeDetails' };

interface BadgeCollectionContext extends BadgeCollectionInput {
  earned: EarnedBadge[];
  open: OpenBadge[];
  /** The badge whose details are open. */
  selected: string | null;
  /** The last reading again after an award failed (the shown collection may be behind). */
  refreshFailed: boolean;
}

export const badgeCollectionMachine = setup({
  types: {} as {
    context: BadgeCollectionContext;
    events: BadgeCollectionEvent;
    input: BadgeCollectionInput;
  },
  actors: collectionActors(),
  actions: {
    assignCollection: assign((_, collection: BadgeCollection) => ({
      earned: collection.earned,
      open: collection.open,
      refreshFailed: false,
    })),
    markRefreshFailed: assign({ refreshFailed: true }),
    select: assign({
      selected: ({ event }) => (event.type === 'collection.showDetails' ? event.badgeId : null),
    }),
    unselect: assign({ selected: null }),
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === 'collection.showDetails' &&
      (context.earned.some((e) => e.badge.id === event.badgeId) ||
        context.open.some((o) => o.badge.id === event.badgeId)),
  },
}).createMachine({
  id: 'badgeCollection',
  initial: 'loading',
  context: ({ input }) => ({ ...input, earned: [], open: [], selected: null, refreshFailed: false }),
  invoke: {
    id: 'watchBadgeAwards',
    src: 'watchBadgeAwards',
    input: ({ context }) => ({ api: context.api }),
  },
  states: {
    loading: {
      invoke: {
        id: 'loadMyBadges',
        src: 'loadMyBadges',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignCollection', params: ({ event }) => event.output },
        },
        onError: { target: 'failed' },
      },
      // The answer on its way may be older than the award: ask again.
      on: { 'badges.awarded': { target: 'loading', reenter: true } },
    },
    failed: {
      on: {
        'collection.retry': { target: 'loading' },
        'badges.awarded': { target: 'loading' },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'collection.showDetails': { guard: 'isListed', actions: 'select' },
        'collection.closeDetails': { actions: 'unselect' },
      },
      states: {
        idle: {
          on: {
            'badges.awarded': { target: 'refreshing' },
            'collection.retry': { target: 'refreshing' },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshMyBadges',
            src: 'loadMyBadges',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignCollection', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: 'markRefreshFailed' },
          },
          on: { 'badges.awarded': { target: 'refreshing', reenter: true } },
        },
      },
    },
  },
});

export type BadgeCollectionSnapshot = SnapshotFrom<typeof badgeCollectionMachine>;

export const selectCollectionStatus = (s: BadgeCollectionSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
export const selectEarned = (s: BadgeCollectionSnapshot): EarnedBadge[] => s.context.earned;
export const selectOpen = (s: BadgeCollectionSnapshot): OpenBadge[] => s.context.open;
export const selectIsRefreshing = (s: BadgeCollectionSnapshot): boolean => s.matches({ ready: 'refreshing' });
export const selectRefreshFailed = (s: BadgeCollectionSnapshot): boolean => s.context.refreshFailed;
/** The badge whose details are open, earned or open. */
export const selectDetails = (
  s: BadgeCollectionSnapshot,
): { earned: EarnedBadge | null; open: OpenBadge | null } | null => {
  const id = s.context.selected;
  if (id === null || !s.matches('ready')) return null;
  const earned = s.context.earned.find((e) => e.badge.id === id) ?? null;
  const open = s.context.open.find((o) => o.badge.id === id) ?? null;
  return earned || open ? { earned, open } : null;
};
