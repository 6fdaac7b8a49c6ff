// myDataMachine — "Download my data": starts an export (a background job on the server), follows its
// progress by polling while it is queued or running (a reload finds it again, since the list comes from
// the server), and downloads the zip once it succeeded.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { Failure } from './failure';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { downloadMyExport, loadMyExports, requestMyExport, type JobRow } from './consoleActors';

export const EXPORT_POLL_MS = 1_500;
const ACTIVE = ['queued', 'running', 'retrying'];

interface MyDataContext {
  api: ApiSettings;
  exports: JobRow[];
  problem: ProblemInfo | null;
}

export type MyDataEvent =
  { type: 'myData.request' } | { type: 'myData.download'; jobId: string } | { type: 'myData.retry' };

/** The newest export, which the panel is about. */
export const latestExport = (exports: readonly JobRow[]): JobRow | null => exports[0] ?? null;

export const myDataMachine = setup({
  types: {} as { context: MyDataContext; events: MyDataEvent; input: { api: ApiSettings } },
  actors: { loadMyExports, requestMyExport, downloadMyExport },
  delays: { poll: EXPORT_POLL_MS },
  guards: {
    isWorking: ({ context }) => ACTIVE.includes(latestExport(context.exports)?.state ?? ''),
  },
  actions: {
    assignExports: assign((_, exports: JobRow[]) => ({ exports, problem: null })),
    assignStarted: assign(({ context }, job: JobRow) => ({
      exports: [job, ...context.exports.filter((e) => e.id !== job.id)],
      problem: null,
    })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
  },
}).createMachine({
  id: 'myData',
  context: ({ input }) => ({ api: input.api, exports: [], problem: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMyExports',
        src: 'loadMyExports',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'deciding',
          actions: { type: 'assignExports', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    failed: { on: { 'myData.retry': 'loading' } },
    deciding: { always: [{ guard: 'isWorking', target: 'working' }, { target: 'ready' }] },
    ready: {
      on: {
        'myData.request': 'requesting',
        'myData.download': 'downloading',
      },
    },
    requesting: {
      invoke: {
        id: 'requestMyExport',
        src: 'requestMyExport',
        input: ({ context }) => ({ api: context.api }),
        onDone: {
          target: 'deciding',
          actions: { type: 'assignStarted', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    working: {
      initial: 'waiting',
      states: {
        waiting: { after: { poll: 'checking' } },
        checking: {
          invoke: {
            id: 'pollMyExports',
            src: 'loadMyExports',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: '#myData.deciding',
              actions: { type: 'assignExports', params: ({ event }) => event.output },
            },
            // A missed poll is not the end of the export: try again after the next pause.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadMyExport',
        src: 'downloadMyExport',
        input: ({ context, event }) => ({
          api: context.api,
          jobId: event.type === 'myData.download' ? event.jobId : '',
        }),
        onDone: { target: 'ready' },
        onError: {
          target: 'ready',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
  },
});

export type MyDataActorRef = ActorRefFrom<typeof myDataMachine>;
export type MyDataSnapshot = SnapshotFrom<typeof myDataMachine>;
