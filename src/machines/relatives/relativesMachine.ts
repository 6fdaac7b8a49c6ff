// relativesMachine — /relatives: decides what the page is (relativesAccess.ts) and runs the relative's
// read-only view. The token comes from the address's fragment; the view is asked for with a plain POST,
// so it works in a browser that never signed in. A wrong, expired or revoked link is one "invalid";
// a rate limit waits its Retry-After and tries again by itself.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { relativesMode } from './relativesAccess';
import { relativesActors, type RelativeView, type ViewAnswer } from './relativesActors';

export interface RelativesInput {
  api: ApiSettings;
  signedIn: boolean;
  roles: string[];
}

interface RelativesContext extends RelativesInput {
  token: string | null;
  view: RelativeView | null;
  /** Seconds the server asked to wait (429 Retry-After). */
  retryAfter: number;
}

export type RelativesEvent = { type: 'relatives.retry' };

export const relativesMachine = setup({
  types: {} as { context: RelativesContext; events: RelativesEvent; input: RelativesInput },
  actors: relativesActors,
  guards: {
    hasToken: ({ context }) => relativesMode(context.token, context.signedIn, context.roles) === 'public',
    mayManage: ({ context }) => relativesMode(context.token, context.signedIn, context.roles) === 'manage',
    isShown: (_, answer: ViewAnswer) => answer.kind === 'shown',
    isRateLimited: (_, answer: ViewAnswer) => answer.kind === 'rateLimited',
  },
  delays: { retryAfter: ({ context }) => Math.max(1, context.retryAfter) * 1000 },
  actions: {
    assignToken: assign((_, token: string | null) => ({ token })),
    assignView: assign((_, answer: ViewAnswer) => (answer.kind === 'shown' ? { view: answer.view } : {})),
    assignRetryAfter: assign((_, answer: ViewAnswer) =>
      answer.kind === 'rateLimited' ? { retryAfter: answer.retryAfter } : {},
    ),
  },
}).createMachine({
  id: 'relatives',
  initial: 'reading',
  context: ({ input }) => ({ ...input, token: null, view: null, retryAfter: 0 }),
  states: {
    reading: {
      invoke: {
        id: 'readLinkToken',
        src: 'readLinkToken',
        onDone: { target: 'deciding', actions: { type: 'assignToken', params: ({ event }) => event.output } },
        onError: { target: 'deciding' },
      },
    },
    deciding: {
      always: [
        { guard: 'hasToken', target: 'public' },
        { guard: 'mayManage', target: 'manage' },
        { target: 'explain' },
      ],
    },
    public: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadRelativeView',
            src: 'loadRelativeView',
            input: ({ context }) => ({ api: context.api, token: context.token ?? '' }),
            onDone: [
              {
                guard: { type: 'isShown', params: ({ event }) => event.output },
                target: 'shown',
                actions: { type: 'assignView', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isRateLimited', params: ({ event }) => event.output },
                target: 'rateLimited',
                actions: { type: 'assignRetryAfter', params: ({ event }) => event.output },
              },
              { target: 'invalid' },
            ],
            onError: { target: 'failed' },
          },
        },
        shown: {},
        invalid: {},
        rateLimited: {
          after: { retryAfter: { target: 'loading' } },
          on: { 'relatives.retry': { target: 'loading' } },
        },
        failed: { on: { 'relatives.retry': { target: 'loading' } } },
      },
    },
    manage: {},
    explain: {},
  },
});

export type RelativesSnapshot = SnapshotFrom<typeof relativesMachine>;
export type RelativesStatus =
  'reading' | 'loading' | 'shown' | 'invalid' | 'rateLimited' | 'failed' | 'manage' | 'explain';

export function selectRelativesStatus(s: RelativesSnapshot): RelativesStatus {
  if (s.matches('manage')) return 'manage';
  if (s.matches('explain')) return 'explain';
  if (s.matches({ public: 'shown' })) return 'shown';
  if (s.matches({ public: 'invalid' })) return 'invalid';
  if (s.matches({ public: 'rateLimited' })) return 'rateLimited';
  if (s.matches({ public: 'failed' })) return 'failed';
  if (s.matches('public')) return 'loading';
  return 'reading';
}
export const selectRelativeView = (s: RelativesSnapshot) => s.context.view;
export const selectRetryAfter = (s: RelativesSnapshot) => s.context.retryAfter;
