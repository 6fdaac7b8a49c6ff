// auditExportMachine — the audit log's CSV download: exports exactly the filters the list shows (the
// screen passes them with export.start), saves the file, and says how many rows it held (and whether the
// 50,000-row bound cut it).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ConsoleAuditFilter } from '../../graphql/generated';
import type { ApiSettings } from '../../services/api';
import type { Failure } from './failure';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import { exportAuditCsv, type ExportOutput } from './consoleActors';

interface ExportContext {
  api: ApiSettings;
  filter: ConsoleAuditFilter;
  result: ExportOutput | null;
  problem: ProblemInfo | null;
}

export type ExportEvent = { type: 'export.start'; filter: ConsoleAuditFilter } | { type: 'export.dismiss' };

export const auditExportMachine = setup({
  types: {} as { context: ExportContext; events: ExportEvent; input: { api: ApiSettings } },
  actors: { exportAuditCsv },
  actions: {
    assignFilter: assign(({ event }) =>
      event.type === 'export.start' ? { filter: event.filter, result: null, problem: null } : {},
    ),
    assignResult: assign((_, result: ExportOutput) => ({ result })),
    assignProblem: assign((_, error: unknown) => ({ problem: problemOf(error) })),
    clear: assign({ result: null, problem: null }),
  },
}).createMachine({
  id: 'auditExport',
  context: ({ input }) => ({ api: input.api, filter: {}, result: null, problem: null }),
  initial: 'idle',
  on: { 'export.start': { target: '.exporting', actions: 'assignFilter' } },
  states: {
    idle: {},
    exporting: {
      // A second click while one runs changes nothing.
      on: { 'export.start': {} },
      invoke: {
        id: 'exportAuditCsv',
        src: 'exportAuditCsv',
        input: ({ context }) => ({ api: context.api, filter: context.filter }),
        onDone: { target: 'done', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignProblem', params: ({ event }: Failure) => event.error },
        },
      },
    },
    done: { on: { 'export.dismiss': { target: 'idle', actions: 'clear' } } },
    failed: { on: { 'export.dismiss': { target: 'idle', actions: 'clear' } } },
  },
});

export type AuditExportActorRef = ActorRefFrom<typeof auditExportMachine>;
export type AuditExportSnapshot = SnapshotFrom<typeof auditExportMachine>;
