// healthMachine — the operations console's health panel: loads systemHealth, then polls it every
// HEALTH_POLL_MS while the panel is open (the actor stops with the panel), and on health.refresh at once.
// A failed refresh keeps the last figures on screen and says the refresh failed.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { Failure } from './failure';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { loadHealth, type Health } from './consoleActors';

export const HEALTH_POLL_MS = 15_000;

interface HealthContext {
  api: ApiSettings;
  health: Health | null;
  problem: ProblemInfo | null;
}

export type HealthEvent = { type: 'health.refresh' } | { type: 'health.retry' };

export const healthMachine = setup({
  types: {} as { context: HealthContext; events: HealthEvent; input: { api: ApiSettings } },
  actors: { loadHealth },
  delays: { poll: HEALTH_POLL_MS },
  actions: {
    assignHealth: assign((_, health: Health) => ({ health, problem: null })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
  },
}).createMachine({
  id: 'health',
  context: ({ input }) => ({ api: input.api, health: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadHealth',
        src: 'loadHealth',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'showing', actions: { type: 'assignHealth', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    failed: { on: { 'health.retry': 'loading' } },
    showing: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { poll: 'refreshing' },
          on: { 'health.refresh': 'refreshing' },
        },
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'refreshHealth',
            src: 'loadHealth',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'waiting',
              actions: { type: 'assignHealth', params: ({ event }) => event.output },
            },
            onError: {
              target: 'waiting',
              actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
            },
          },
        },
      },
    },
  },
});

export type HealthActorRef = ActorRefFrom<typeof healthMachine>;
export type HealthSnapshot = SnapshotFrom<typeof healthMachine>;
export const selectHealth = (s: HealthSnapshot) => s.context.health;
export const selectHealthProblem = (s: HealthSnapshot) => s.context.problem;
export const selectHealthStatus = (s: HealthSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
