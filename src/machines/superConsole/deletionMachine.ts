// deletionMachine — "Delete my account": the learner's request and its state. Asking opens a confirm step
// with an optional reason; a pending request can be withdrawn after a confirm. Declined or done requests
// show what the administrators answered; a new request can be made after a declined or withdrawn one.
import { assign, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { Failure } from './failure';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { loadMyDeletion, requestMyDeletion, withdrawMyDeletion, type DeletionRequest } from './consoleActors';

export const REASON_MAX = 2000;

interface DeletionContext {
  api: ApiSettings;
  request: DeletionRequest | null;
  reason: string;
  problem: ProblemInfo | null;
}

export type DeletionEvent =
  | { type: 'deletion.ask' }
  | { type: 'deletion.reasonChange'; reason: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' }
  | { type: 'deletion.withdraw' }
  | { type: 'deletion.retry' };

export const deletionMachine = setup({
  types: {} as { context: DeletionContext; events: DeletionEvent; input: { api: ApiSettings } },
  actors: { loadMyDeletion, requestMyDeletion, withdrawMyDeletion },
  guards: {
    isPending: ({ context }) => context.request?.state === 'PENDING',
  },
  actions: {
    assignRequest: assign((_, request: DeletionRequest | null) => ({ request, problem: null, reason: '' })),
    assignReason: assign(({ event }) =>
      event.type === 'deletion.reasonChange' ? { reason: event.reason.slice(0, REASON_MAX) } : {},
    ),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'deletion',
  context: ({ input }) => ({ api: input.api, request: null, reason: '', problem: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMyDeletion',
        src: 'loadMyDeletion',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'showing',
          actions: { type: 'assignRequest', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    failed: { on: { 'deletion.retry': 'loading' } },
    showing: {
      on: {
        // One request at a time: while one is pending, the panel offers withdrawing it instead.
        'deletion.ask': { guard: not('isPending'), target: 'asking', actions: 'clearProblem' },
        'deletion.withdraw': { guard: 'isPending', target: 'confirmingWithdraw', actions: 'clearProblem' },
      },
    },
    asking: {
      on: {
        'deletion.reasonChange': { actions: 'assignReason' },
        'deletion.confirm': 'requesting',
        'deletion.cancel': 'showing',
      },
    },
    requesting: {
      invoke: {
        id: 'requestMyDeletion',
        src: 'requestMyDeletion',
        input: ({ context }) => ({ api: context.api, reason: context.reason.trim() }),
        onDone: {
          target: 'showing',
          actions: { type: 'assignRequest', params: ({ event }) => event.output },
        },
        onError: {
          target: 'asking',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    confirmingWithdraw: {
      on: { 'deletion.confirm': 'withdrawing', 'deletion.cancel': 'showing' },
    },
    withdrawing: {
      invoke: {
        id: 'withdrawMyDeletion',
        src: 'withdrawMyDeletion',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'showing',
          actions: { type: 'assignRequest', params: ({ event }) => event.output },
        },
        onError: {
          target: 'showing',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
  },
});

export type DeletionActorRef = ActorRefFrom<typeof deletionMachine>;
export type DeletionSnapshot = SnapshotFrom<typeof deletionMachine>;
