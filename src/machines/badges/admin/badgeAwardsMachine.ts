// badgeAwardsMachine — who holds a badge (the editor shows it below the badge): searched and paged on the
// server, revoked awards too; revoking one asks for the reason first (the server refuses none), then
// reloads the page and tells the toasts.
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../../services/api';
import { problemOf, type ProblemInfo } from '../../admin/adminErrors';
import type { ToastActorRef } from '../../admin/toastMachine';
import { awardActors, type BadgeAwardRow } from './badgeActors';

export const REVOKE_REASON_MAX = 500;
export const AWARDS_DEBOUNCE_MS = 300;

export interface BadgeAwardsInput {
  api: ApiSettings;
  badgeId: string;
  toasts?: ToastActorRef;
}

interface BadgeAwardsContext extends BadgeAwardsInput {
  search: string;
  page: number;
  rows: BadgeAwardRow[];
  total: number;
  problem: ProblemInfo | null;
  /** The award being revoked and the reason typed so far. */
  revoking: BadgeAwardRow | null;
  reason: string;
  revokeProblem: ProblemInfo | null;
}

export type BadgeAwardsEvent =
  | { type: 'awards.search'; text: string }
  | { type: 'awards.page'; page: number }
  | { type: 'awards.retry' }
  | { type: 'awards.revoke'; award: BadgeAwardRow }
  | { type: 'awards.reason'; text: string }
  | { type: 'awards.confirm' }
  | { type: 'awards.cancel' };

export const badgeAwardsMachine = setup({
  types: {} as { context: BadgeAwardsContext; events: BadgeAwardsEvent; input: BadgeAwardsInput },
  actors: awardActors,
  delays: { debounce: AWARDS_DEBOUNCE_MS },
  guards: {
    hasReason: ({ context }) =>
      context.reason.trim().length > 0 && context.reason.trim().length <= REVOKE_REASON_MAX,
  },
  actions: {
    toastRevoked: enqueueActions(({ context, enqueue }) => {
      if (context.toasts)
        enqueue.sendTo(context.toasts, {
          type: 'toast.show',
          toast: { tone: 'success', text: { id: 'badgeAdmin.awards.revoked' } },
        });
    }),
  },
}).createMachine({
  id: 'badgeAwards',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    search: '',
    page: 1,
    rows: [],
    total: 0,
    problem: null,
    revoking: null,
    reason: '',
    revokeProblem: null,
  }),
  states: {
    debouncing: {
      after: { debounce: { target: 'loading' } },
      on: {
        'awards.search': {
          target: 'debouncing',
          reenter: true,
          actions: assign(({ event }) => ({ search: event.text.slice(0, 200), page: 1 })),
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadAwards',
        src: 'loadAwards',
        input: ({ context }) => ({
          api: context.api,
          badgeId: context.badgeId,
          search: context.search,
          page: context.page,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            rows: event.output.rows,
            total: event.output.total,
            problem: null,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
      },
    },
    ready: {
      on: {
        'awards.search': {
          target: 'debouncing',
          actions: assign(({ event }) => ({ search: event.text.slice(0, 200), page: 1 })),
        },
        'awards.page': {
          target: 'loading',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page) })),
        },
        'awards.revoke': {
          target: 'asking',
          actions: assign(({ event }) => ({ revoking: event.award, reason: '', revokeProblem: null })),
        },
      },
    },
    failed: { on: { 'awards.retry': { target: 'loading' } } },
    asking: {
      on: {
        'awards.reason': { actions: assign(({ event }) => ({ reason: event.text })) },
        'awards.confirm': [
          { guard: 'hasReason', target: 'revoking' },
          {
            actions: assign({ revokeProblem: { code: 'REASON_REQUIRED', message: 'A reason is required.' } }),
          },
        ],
        'awards.cancel': {
          target: 'ready',
          actions: assign({ revoking: null, reason: '', revokeProblem: null }),
        },
      },
    },
    revoking: {
      invoke: {
        id: 'revokeAward',
        src: 'revokeAward',
        input: ({ context }) => ({
          api: context.api,
          id: context.revoking!.id,
          reason: context.reason.trim(),
        }),
        onDone: {
          target: 'loading',
          actions: [assign({ revoking: null, reason: '', revokeProblem: null }), 'toastRevoked'],
        },
        onError: {
          target: 'asking',
          actions: assign(({ event }) => ({ revokeProblem: problemOf(event.error) })),
        },
      },
    },
  },
});

export type BadgeAwardsSnapshot = SnapshotFrom<typeof badgeAwardsMachine>;
export const selectAwards = (s: BadgeAwardsSnapshot) => ({
  status: s.matches('failed')
    ? ('failed' as const)
    : s.matches('loading') || s.matches('debouncing')
      ? ('loading' as const)
      : s.context.total === 0
        ? ('empty' as const)
        : ('ready' as const),
  rows: s.context.rows,
  total: s.context.total,
  page: s.context.page,
  search: s.context.search,
  problem: s.context.problem,
});
export const selectRevoke = (s: BadgeAwardsSnapshot) => ({
  open: s.matches('asking') || s.matches('revoking'),
  busy: s.matches('revoking'),
  award: s.context.revoking,
  reason: s.context.reason,
  problem: s.context.revokeProblem,
});
