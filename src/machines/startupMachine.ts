// startupMachine — what the app loads once signed in (seed-spec §7; DESIGN §4): version, default
// unit and DESIGN preferences in parallel, the browser's time zone reported (assignments are due by the
// learner's own days), then every pending learning-progress record committed.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { PRIMARY_COLOR_KEY } from './constants';
import { startupActors, type Preference } from './startupActors';
import type { CommitOutcome } from '../services/progress';
import { notifyParent } from './notify';
import type { ApiSettings } from '../services/api';
import type { DefaultUnit } from '../services/operations';
import type { PendingProgress } from '../services/storage';

export type StartupInput = ApiSettings;

export interface StartupContext extends StartupInput {
  serverVersion: string | null;
  defaultUnit: DefaultUnit | null;
  preferences: Preference[];
  pending: PendingProgress[];
  committed: number;
  failedCommits: number;
  /** Refused as bad input: parked in the rejected store, never retried. */
  rejectedCommits: number;
  errors: string[];
}

export type StartupEvent = { type: 'startup.begin' } | { type: 'startup.retry' } | { type: 'startup.reset' };

const settings = ({ context: c }: { context: StartupContext }): ApiSettings => ({
  apiUrl: c.apiUrl,
  issuer: c.issuer,
  clientId: c.clientId,
  scope: c.scope,
});

export const startupMachine = setup({
  types: {} as { context: StartupContext; events: StartupEvent; input: StartupInput },
  actors: startupActors,
  guards: {
    hasPendingRecords: ({ context }) => context.pending.length > 0,
    isRejected: (_, outcome: CommitOutcome) => outcome === 'rejected',
    hasErrors: ({ context }) => context.errors.length > 0 || context.failedCommits > 0,
  },
  actions: {
    resetResults: assign({ errors: [], failedCommits: 0, rejectedCommits: 0, committed: 0, pending: [] }),
    assignVersion: assign((_, version: string) => ({ serverVersion: version })),
    assignUnit: assign((_, unit: DefaultUnit | null) => ({ defaultUnit: unit })),
    assignPreferences: assign((_, preferences: Preference[]) => ({ preferences })),
    assignPending: assign((_, pending: PendingProgress[]) => ({ pending })),
    confirmHead: assign({
      pending: ({ context }) => context.pending.slice(1),
      committed: ({ context }) => context.committed + 1,
    }),
    rejectHead: assign({
      pending: ({ context }) => context.pending.slice(1),
      rejectedCommits: ({ context }) => context.rejectedCommits + 1,
    }),
    // A failed record stays stored for the next start; it is only skipped in this run.
    skipHead: assign({
      pending: ({ context }) => context.pending.slice(1),
      failedCommits: ({ context }) => context.failedCommits + 1,
    }),
    versionFailed: assign({ errors: ({ context }) => [...context.errors, 'version'] }),
    unitFailed: assign({ errors: ({ context }) => [...context.errors, 'defaultUnit'] }),
    preferencesFailed: assign({ errors: ({ context }) => [...context.errors, 'preferences'] }),
    pendingFailed: assign({ errors: ({ context }) => [...context.errors, 'pendingProgress'] }),
    reportUnit: notifyParent(({ context }: { context: StartupContext }) => ({
      type: 'startup.unitLoaded' as const,
      color: context.defaultUnit?.color ?? null,
    })),
    reportPreferences: notifyParent(({ context }: { context: StartupContext }) => ({
      type: 'startup.preferencesLoaded' as const,
      primaryColor: context.preferences.find((p) => p.key === PRIMARY_COLOR_KEY)?.value ?? null,
    })),
  },
}).createMachine({
  id: 'startup',
  initial: 'idle',
  context: ({ input }) => ({
    ...input,
    serverVersion: null,
    defaultUnit: null,
    preferences: [],
    pending: [],
    committed: 0,
    failedCommits: 0,
    rejectedCommits: 0,
    errors: [],
  }),
  on: { 'startup.reset': { target: '.idle', actions: 'resetResults' } },
  states: {
    idle: { on: { 'startup.begin': 'loading' } },
    loading: {
      type: 'parallel',
      entry: 'resetResults',
      onDone: 'reportingTimeZone',
      states: {
        version: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadVersion',
                src: 'loadVersion',
                input: settings,
                onDone: {
                  target: 'done',
                  actions: { type: 'assignVersion', params: ({ event }) => event.output },
                },
                onError: { target: 'done', actions: 'versionFailed' },
              },
            },
            done: { type: 'final' },
          },
        },
        unit: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDefaultUnit',
                src: 'loadDefaultUnit',
                input: settings,
                onDone: {
                  target: 'done',
                  actions: [{ type: 'assignUnit', params: ({ event }) => event.output }, 'reportUnit'],
                },
                onError: { target: 'done', actions: 'unitFailed' },
              },
            },
            done: { type: 'final' },
          },
        },
        preferences: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDesignPreferences',
                src: 'loadDesignPreferences',
                input: settings,
                onDone: {
                  target: 'done',
                  actions: [
                    { type: 'assignPreferences', params: ({ event }) => event.output },
                    'reportPreferences',
                  ],
                },
                onError: { target: 'done', actions: 'preferencesFailed' },
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    // Once per session. A failure is not shown: due days stay in the zone reported last (or UTC), and the
    // next session reports again.
    reportingTimeZone: {
      invoke: {
        id: 'reportTimeZone',
        src: 'reportTimeZone',
        input: settings,
        onDone: 'loadingPending',
        onError: 'loadingPending',
      },
    },
    loadingPending: {
      invoke: {
        id: 'loadPendingProgress',
        src: 'loadPendingProgress',
        input: settings,
        onDone: {
          target: 'committing',
          actions: { type: 'assignPending', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: 'pendingFailed' },
      },
    },
    committing: { always: [{ guard: 'hasPendingRecords', target: 'committingRecord' }, { target: 'ready' }] },
    committingRecord: {
      invoke: {
        id: 'commitProgress',
        src: 'commitProgress',
        input: ({ context }) => ({ ...settings({ context }), record: context.pending[0]! }),
        onDone: [
          {
            guard: { type: 'isRejected', params: ({ event }) => event.output },
            target: 'committing',
            actions: 'rejectHead',
          },
          { target: 'committing', actions: 'confirmHead' },
        ],
        onError: { target: 'committing', actions: 'skipHead' },
      },
    },
    ready: {
      on: { 'startup.retry': [{ guard: 'hasErrors', target: 'loading' }, { actions: [] }] },
    },
  },
});

export type StartupActorRef = ActorRefFrom<typeof startupMachine>;
export type StartupSnapshot = SnapshotFrom<typeof startupMachine>;

export const selectServerVersion = (s: StartupSnapshot): string | null => s.context.serverVersion;
export const selectDefaultUnit = (s: StartupSnapshot): DefaultUnit | null => s.context.defaultUnit;
export const selectStartupError = (s: StartupSnapshot): string | null =>
  s.context.errors.length ? s.context.errors.join(', ') : null;
export const selectStartupReady = (s: StartupSnapshot): boolean => s.matches('ready');
export const selectPendingFailures = (s: StartupSnapshot): number => s.context.failedCommits;
export const selectRejectedCommits = (s: StartupSnapshot): number => s.context.rejectedCommits;
