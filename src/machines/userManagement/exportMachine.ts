// exportMachine — "Export CSV" of the list as it is filtered: one request at a time; a failure is shown
// until retried or dismissed.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { ListQuery } from '../admin/listMachine';
import { exportActors } from './userActors';

export interface ExportInput {
  api: ApiSettings;
}

interface ExportContext extends ExportInput {
  query: ListQuery | null;
  problem: ProblemInfo | null;
}

export type ExportEvent =
  { type: 'export.start'; query: ListQuery } | { type: 'export.retry' } | { type: 'export.dismiss' };

export const exportMachine = setup({
  types: {} as { context: ExportContext; events: ExportEvent; input: ExportInput },
  actors: exportActors,
}).createMachine({
  id: 'usersExport',
  initial: 'idle',
  context: ({ input }) => ({ ...input, query: null, problem: null }),
  states: {
    idle: {
      on: {
        'export.start': { target: 'exporting', actions: assign(({ event }) => ({ query: event.query })) },
      },
    },
    exporting: {
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => ({ api: context.api, query: context.query! }),
        onDone: { target: 'idle', actions: assign({ problem: null }) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ problem: problemOf(event.error) })) },
      },
    },
    failed: {
      on: {
        'export.retry': { target: 'exporting' },
        'export.dismiss': { target: 'idle', actions: assign({ problem: null }) },
        'export.start': { target: 'exporting', actions: assign(({ event }) => ({ query: event.query })) },
      },
    },
  },
});

export type ExportSnapshot = SnapshotFrom<typeof exportMachine>;
export const selectExporting = (s: ExportSnapshot) => s.matches('exporting');
export const selectExportProblem = (s: ExportSnapshot) => s.context.problem;
