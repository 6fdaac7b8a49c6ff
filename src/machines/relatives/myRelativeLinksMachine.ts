// myRelativeLinksMachine — the profile's "Who can follow my progress": the learner's own links, and
// revoking one after confirming. A failed revoke keeps the list and says so.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { relativesActors, type MyRelativeLink } from './relativesActors';

export interface MyRelativeLinksInput {
  api: ApiSettings;
}

interface MyRelativeLinksContext extends MyRelativeLinksInput {
  links: MyRelativeLink[];
  /** The link the learner asked to revoke. */
  pending: string | null;
  revokeFailed: boolean;
}

export type MyRelativeLinksEvent =
  | { type: 'myLinks.retry' }
  | { type: 'myLinks.revoke'; id: string }
  | { type: 'myLinks.confirm' }
  | { type: 'myLinks.cancel' };

export const myRelativeLinksMachine = setup({
  types: {} as { context: MyRelativeLinksContext; events: MyRelativeLinksEvent; input: MyRelativeLinksInput },
  actors: relativesActors,
  actions: {
    assignLinks: assign((_, links: MyRelativeLink[]) => ({ links })),
    assignPending: assign(({ event }) =>
      event.type === 'myLinks.revoke' ? { pending: event.id, revokeFailed: false } : {},
    ),
    clearPending: assign({ pending: null }),
    markRevokeFailed: assign({ pending: null, revokeFailed: true }),
  },
}).createMachine({
  id: 'myRelativeLinks',
  initial: 'loading',
  context: ({ input }) => ({ ...input, links: [], pending: null, revokeFailed: false }),
  states: {
    loading: {
      invoke: {
        id: 'loadMyLinks',
        src: 'loadMyLinks',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignLinks', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'myLinks.retry': { target: 'loading' } } },
    ready: { on: { 'myLinks.revoke': { target: 'confirming', actions: 'assignPending' } } },
    confirming: {
      on: {
        'myLinks.confirm': { target: 'revoking' },
        'myLinks.cancel': { target: 'ready', actions: 'clearPending' },
      },
    },
    revoking: {
      invoke: {
        id: 'revokeMyLink',
        src: 'revokeMyLink',
        input: ({ context }) => ({ api: context.api, id: context.pending ?? '' }),
        onDone: { target: 'loading', actions: 'clearPending' },
        onError: { target: 'ready', actions: 'markRevokeFailed' },
      },
    },
  },
});

export type MyRelativeLinksSnapshot = SnapshotFrom<typeof myRelativeLinksMachine>;
export const selectMyLinksStatus = (s: MyRelativeLinksSnapshot): 'loading' | 'failed' | 'empty' | 'ready' =>
  s.matches('failed')
    ? 'failed'
    : s.matches('loading') && s.context.links.length === 0
      ? 'loading'
      : s.context.links.length === 0
        ? 'empty'
        : 'ready';
export const selectMyLinks = (s: MyRelativeLinksSnapshot) => s.context.links;
export const selectPendingRevoke = (s: MyRelativeLinksSnapshot) =>
  s.matches('confirming') || s.matches('revoking')
    ? (s.context.links.find((l) => l.id === s.context.pending) ?? null)
    : null;
export const selectIsRevoking = (s: MyRelativeLinksSnapshot) => s.matches('revoking');
export const selectRevokeFailed = (s: MyRelativeLinksSnapshot) => s.context.revokeFailed;
