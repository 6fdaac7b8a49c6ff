// importWizardMachine — the user import as a wizard: upload → analysing → mapping (fields per column,
// mode) → dry run → reviewing the per-row report → confirming → running (the job's progress, polled) →
// done (report, failed rows to download) or failed (retry). Once started, the address carries
// `?import=<id>`, so a reload (or a link) comes back to the running import and follows it.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../../services/api';
import type { UploadedFile } from '../../services/upload';
import { problemOf, type ProblemInfo } from '../admin/adminErrors';
import type { NavigationActorRef } from '../navigationMachine';
import {
  importActors,
  type ColumnField,
  type DryRunReport,
  type ImportAnalysis,
  type ImportRun,
  type UserImportField,
  type UserImportMode,
  type UserImportOutcome,
} from './importActors';

export const IMPORT_PATH = '/import-management';
/** How often a running import's progress is read. */
export const POLL_MS = 1000;

export interface ImportWizardInput {
  api: ApiSettings;
  navigation: NavigationActorRef;
  /** `?import=<id>` of the address the wizard started at: follow that import. */
  importId: string | null;
}

interface ImportWizardContext extends ImportWizardInput {
  file: UploadedFile | null;
  analysis: ImportAnalysis | null;
  mapping: ColumnField[];
  mode: UserImportMode;
  filter: UserImportOutcome | null;
  report: DryRunReport | null;
  run: ImportRun | null;
  problem: ProblemInfo | null;
}

export type ImportWizardEvent =
  | { type: 'wizard.map'; column: number; field: UserImportField | null }
  | { type: 'wizard.mode'; mode: UserImportMode }
  | { type: 'wizard.dryRun' }
  | { type: 'wizard.filter'; outcome: UserImportOutcome | null }
  | { type: 'wizard.confirm' }
  | { type: 'wizard.start' }
  | { type: 'wizard.back' }
  | { type: 'wizard.retry' }
  | { type: 'wizard.download' }
  | { type: 'wizard.restart' };

const FINISHED = new Set(['SUCCEEDED', 'FAILED', 'CANCELLED']);

const fresh = {
  file: null,
  analysis: null,
  mapping: [],
  mode: 'CREATE_AND_UPDATE' as UserImportMode,
  filter: null,
  report: null,
  run: null,
  problem: null,
};

const request = (context: ImportWizardContext) => ({
  api: context.api,
  fileId: context.file?.id ?? context.analysis?.fileId ?? '',
  mapping: context.mapping,
  mode: context.mode,
});

export const importWizardMachine = setup({
  types: {} as { context: ImportWizardContext; events: ImportWizardEvent; input: ImportWizardInput },
  actors: importActors,
  guards: {
    hasImportId: ({ context }) => context.importId !== null,
    hasUsernameColumn: ({ context }) => context.mapping.some((m) => m.field === 'USERNAME'),
    hasWorkToDo: ({ context }) =>
      (context.report?.counts.create ?? 0) + (context.report?.counts.update ?? 0) > 0,
    runFound: ({ event }) => (event as unknown as { output: ImportRun | null }).output !== null,
    runSucceeded: ({ event }) =>
      (event as unknown as { output: ImportRun | null }).output?.state === 'SUCCEEDED',
    runEnded: ({ event }) =>
      FINISHED.has((event as unknown as { output: ImportRun | null }).output?.state ?? ''),
  },
  actions: {
    reset: assign(() => ({ ...fresh, importId: null })),
    showAddress: sendTo(
      ({ context }) => context.navigation,
      ({ context }) => ({
        type: 'navigation.navigate' as const,
        to: context.importId ? `${IMPORT_PATH}?import=${context.importId}` : IMPORT_PATH,
        replace: true,
      }),
    ),
    assignMapping: assign(({ context, event }) => {
      if (event.type !== 'wizard.map') return {};
      // A field fills one column: choosing it for this column takes it from any other.
      const others = context.mapping.filter((m) => m.column !== event.column && m.field !== event.field);
      const mapping = event.field ? [...others, { column: event.column, field: event.field }] : others;
      return { mapping: mapping.sort((a, b) => a.column - b.column), report: null };
    }),
    assignMode: assign(({ event }) =>
      event.type === 'wizard.mode' ? { mode: event.mode, report: null } : {},
    ),
    assignFilter: assign(({ event }) => (event.type === 'wizard.filter' ? { filter: event.outcome } : {})),
    clearProblem: assign({ problem: null }),
    assignProblem: assign(({ event }) => ({ problem: problemOf((event as { error?: unknown }).error) })),
  },
}).createMachine({
  id: 'importWizard',
  initial: 'starting',
  context: ({ input }) => ({ ...input, ...fresh }),
  states: {
    starting: {
      always: [{ guard: 'hasImportId', target: 'loadingRun' }, { target: 'uploading' }],
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ api: context.api, kinds: [] }),
        onDone: { target: 'analysing', actions: assign({ file: ({ event }) => event.output }) },
      },
    },
    analysing: {
      tags: ['busy'],
      invoke: {
        id: 'analyseFile',
        src: 'analyseFile',
        input: ({ context }) => ({ api: context.api, fileId: context.file!.id }),
        onDone: {
          target: 'mapping',
          actions: assign(({ event }) => ({
            analysis: event.output,
            mapping: [...event.output.suggestedMapping],
          })),
        },
        onError: { target: 'analyseFailed', actions: 'assignProblem' },
      },
    },
    analyseFailed: {
      on: {
        'wizard.retry': { target: 'analysing', actions: 'clearProblem' },
        'wizard.restart': { target: 'uploading', actions: 'reset' },
      },
    },
    mapping: {
      on: {
        'wizard.map': { actions: 'assignMapping' },
        'wizard.mode': { actions: 'assignMode' },
        'wizard.dryRun': {
          guard: 'hasUsernameColumn',
          target: 'dryRunning',
          actions: assign({ filter: null }),
        },
        'wizard.back': { target: 'uploading', actions: 'reset' },
      },
    },
    dryRunning: {
      tags: ['busy'],
      invoke: {
        id: 'dryRun',
        src: 'dryRun',
        input: ({ context }) => ({ ...request(context), outcome: context.filter }),
        onDone: {
          target: 'reviewing',
          actions: assign({ report: ({ event }) => event.output, problem: null }),
        },
        onError: { target: 'dryRunFailed', actions: 'assignProblem' },
      },
      on: { 'wizard.back': { target: 'mapping' } },
    },
    dryRunFailed: {
      on: {
        'wizard.retry': { target: 'dryRunning', actions: 'clearProblem' },
        'wizard.back': { target: 'mapping', actions: 'clearProblem' },
      },
    },
    reviewing: {
      on: {
        'wizard.filter': { target: 'dryRunning', actions: 'assignFilter' },
        'wizard.confirm': { guard: 'hasWorkToDo', target: 'confirming' },
        'wizard.back': { target: 'mapping' },
      },
    },
    confirming: {
      on: {
        'wizard.start': { target: 'startingImport' },
        'wizard.back': { target: 'reviewing' },
      },
    },
    startingImport: {
      tags: ['busy'],
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => request(context),
        onDone: {
          target: 'running',
          actions: [assign(({ event }) => ({ run: event.output, importId: event.output.id })), 'showAddress'],
        },
        onError: { target: 'startFailed', actions: 'assignProblem' },
      },
    },
    startFailed: {
      on: {
        'wizard.retry': { target: 'startingImport', actions: 'clearProblem' },
        'wizard.back': { target: 'reviewing', actions: 'clearProblem' },
      },
    },
    loadingRun: {
      tags: ['busy'],
      invoke: {
        id: 'loadRun',
        src: 'loadRun',
        input: ({ context }) => ({ api: context.api, id: context.importId! }),
        onDone: [
          { guard: 'runSucceeded', target: 'done', actions: assign({ run: ({ event }) => event.output }) },
          { guard: 'runEnded', target: 'failed', actions: assign({ run: ({ event }) => event.output }) },
          { guard: 'runFound', target: 'running', actions: assign({ run: ({ event }) => event.output }) },
          { target: 'runMissing' },
        ],
        onError: { target: 'loadFailed', actions: 'assignProblem' },
      },
    },
    loadFailed: {
      on: {
        'wizard.retry': { target: 'loadingRun', actions: 'clearProblem' },
        'wizard.restart': { target: 'uploading', actions: ['reset', 'showAddress'] },
      },
    },
    runMissing: {
      on: { 'wizard.restart': { target: 'uploading', actions: ['reset', 'showAddress'] } },
    },
    // The job runs on the server whatever the page does; this only reads how far it got.
    running: {
      after: { [POLL_MS]: { target: 'loadingRun' } },
    },
    done: {
      on: {
        'wizard.download': { target: 'downloading' },
        'wizard.restart': { target: 'uploading', actions: ['reset', 'showAddress'] },
      },
    },
    downloading: {
      invoke: {
        id: 'downloadFailedRows',
        src: 'downloadFailedRows',
        input: ({ context }) => ({ api: context.api, id: context.importId! }),
        onDone: { target: 'done', actions: 'clearProblem' },
        onError: { target: 'done', actions: 'assignProblem' },
      },
    },
    failed: {
      on: {
        'wizard.retry': { target: 'retrying' },
        'wizard.restart': { target: 'uploading', actions: ['reset', 'showAddress'] },
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'retryImport',
        src: 'retryImport',
        input: ({ context }) => ({ api: context.api, id: context.importId! }),
        onDone: { target: 'running', actions: assign({ run: ({ event }) => event.output, problem: null }) },
        onError: { target: 'failed', actions: 'assignProblem' },
      },
    },
  },
});

export type ImportWizardSnapshot = SnapshotFrom<typeof importWizardMachine>;
export type ImportStep = 'upload' | 'mapping' | 'review' | 'run' | 'report';

/** The stepper's step for a state. */
export function selectStep(s: ImportWizardSnapshot): ImportStep {
  if (s.matches('uploading') || s.matches('analysing') || s.matches('analyseFailed')) return 'upload';
  if (s.matches('mapping') || s.matches('dryRunFailed')) return 'mapping';
  if (s.matches('dryRunning')) return s.context.report ? 'review' : 'mapping';
  if (
    s.matches('reviewing') ||
    s.matches('confirming') ||
    s.matches('startingImport') ||
    s.matches('startFailed')
  )
    return 'review';
  if (s.matches('done') || s.matches('downloading') || s.matches('failed') || s.matches('retrying'))
    return 'report';
  return 'run';
}

export const selectAnalysis = (s: ImportWizardSnapshot) => s.context.analysis;
export const selectMapping = (s: ImportWizardSnapshot) => s.context.mapping;
export const selectMode = (s: ImportWizardSnapshot) => s.context.mode;
export const selectReport = (s: ImportWizardSnapshot) => s.context.report;
export const selectFilter = (s: ImportWizardSnapshot) => s.context.filter;
export const selectRun = (s: ImportWizardSnapshot) => s.context.run;
export const selectProblem = (s: ImportWizardSnapshot) => s.context.problem;
export const selectIsBusy = (s: ImportWizardSnapshot) => s.hasTag('busy');
