// deletionRequestsMachine — the administrators' pending deletion requests: carry one out (after a confirm
// that chooses whether the learning records stay, anonymised, for statistics) or decline it with a reason
// the person will read. Either reloads the list; a refusal keeps the list and says why.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { Failure } from './failure';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import {
  carryOutDeletion,
  declineDeletion,
  loadDeletionRequests,
  type DeletionRequest,
} from './consoleActors';

interface RequestsContext {
  api: ApiSettings;
  requests: DeletionRequest[];
  /** The request a dialog is about. */
  target: string | null;
  keepLearningRecords: boolean;
  reason: string;
  problem: ProblemInfo | null;
}

export type RequestsEvent =
  | { type: 'requests.carryOut'; id: string }
  | { type: 'requests.decline'; id: string }
  | { type: 'requests.keepChange'; keep: boolean }
  | { type: 'requests.reasonChange'; reason: string }
  | { type: 'requests.confirm' }
  | { type: 'requests.cancel' }
  | { type: 'requests.retry' };

export const deletionRequestsMachine = setup({
  types: {} as { context: RequestsContext; events: RequestsEvent; input: { api: ApiSettings } },
  actors: { loadDeletionRequests, carryOutDeletion, declineDeletion },
  guards: {
    hasReason: ({ context }) => context.reason.trim().length > 0,
  },
  actions: {
    assignRequests: assign((_, requests: DeletionRequest[]) => ({ requests, problem: null })),
    assignTarget: assign(({ event }) =>
      event.type === 'requests.carryOut' || event.type === 'requests.decline'
        ? { target: event.id, keepLearningRecords: true, reason: '', problem: null }
        : {},
    ),
    assignKeep: assign(({ event }) =>
      event.type === 'requests.keepChange' ? { keepLearningRecords: event.keep } : {},
    ),
    assignReason: assign(({ event }) =>
      event.type === 'requests.reasonChange' ? { reason: event.reason.slice(0, 2000) } : {},
    ),
    clearTarget: assign({ target: null, reason: '' }),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
  },
}).createMachine({
  id: 'deletionRequests',
  context: ({ input }) => ({
    api: input.api,
    requests: [],
    target: null,
    keepLearningRecords: true,
    reason: '',
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDeletionRequests',
        src: 'loadDeletionRequests',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'ready', actions: { type: 'assignRequests', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    failed: { on: { 'requests.retry': 'loading' } },
    ready: {
      on: {
        'requests.carryOut': { target: 'confirmingCarryOut', actions: 'assignTarget' },
        'requests.decline': { target: 'confirmingDecline', actions: 'assignTarget' },
      },
    },
    confirmingCarryOut: {
      on: {
        'requests.keepChange': { actions: 'assignKeep' },
        'requests.confirm': 'carryingOut',
        'requests.cancel': { target: 'ready', actions: 'clearTarget' },
      },
    },
    carryingOut: {
      invoke: {
        id: 'carryOutDeletion',
        src: 'carryOutDeletion',
        input: ({ context }) => ({
          api: context.api,
          id: context.target ?? '',
          keepLearningRecords: context.keepLearningRecords,
        }),
        onDone: { target: 'loading', actions: 'clearTarget' },
        onError: {
          target: 'ready',
          actions: ['clearTarget', { type: 'assignProblem', params: ({ event }: Failure) => event.error }],
        },
      },
    },
    confirmingDecline: {
      on: {
        'requests.reasonChange': { actions: 'assignReason' },
        'requests.confirm': { guard: 'hasReason', target: 'declining' },
        'requests.cancel': { target: 'ready', actions: 'clearTarget' },
      },
    },
    declining: {
      invoke: {
        id: 'declineDeletion',
        src: 'declineDeletion',
        input: ({ context }) => ({
          api: context.api,
          id: context.target ?? '',
          reason: context.reason.trim(),
        }),
        onDone: { target: 'loading', actions: 'clearTarget' },
        onError: {
          target: 'confirmingDecline',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
  },
});

export type DeletionRequestsActorRef = ActorRefFrom<typeof deletionRequestsMachine>;
export type DeletionRequestsSnapshot = SnapshotFrom<typeof deletionRequestsMachine>;
