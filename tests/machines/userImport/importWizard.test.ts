// Model-based test of the import wizard: every transition, both sides of every guard, against a live
// actor with fake API calls; plus the address it shows once an import started and after a restart.
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel } from '../../../src/machines/testing/modelRunner';
import {
  importWizardMachine,
  selectStep,
  type ImportWizardInput,
} from '../../../src/machines/userImport/importWizardMachine';
import type { DryRunReport, ImportAnalysis, ImportRun } from '../../../src/machines/userImport/importActors';
import { api, fakeNavigation } from '../mediaManagement/fixtures';

const stored = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'CSV',
  originalName: 'users.csv',
  contentType: 'text/csv',
  size: 120,
  url: '',
};
const analysis: ImportAnalysis = {
  fileId: stored.id,
  fileName: 'users.csv',
  format: 'CSV',
  encoding: 'UTF-8 (BOM)',
  delimiter: ';',
  headers: ['Benutzername', 'E-Mail'],
  previewRows: [['anna', 'anna@example.org']],
  rowCount: 1,
  suggestedMapping: [
    { column: 0, field: 'USERNAME' },
    { column: 1, field: 'EMAIL' },
  ],
};
const counts = (create: number) => ({
  total: 1,
  create,
  update: 0,
  unchanged: 1 - create,
  skip: 0,
  error: 0,
});
const report = (create: number): DryRunReport => ({ counts: counts(create), matching: 1, rows: [] });
const run = (state: string): ImportRun => ({
  id: 'imp-1',
  fileName: 'users.csv',
  mode: 'CREATE_AND_UPDATE',
  encoding: 'UTF-8',
  delimiter: ';',
  state: state as ImportRun['state'],
  progressDone: 0,
  progressTotal: 1,
  error: null,
  createdAt: '2026-11-24T20:00:00.000Z',
  finishedAt: null,
  result: null,
  failedRows: [],
});
const forbidden = new AdminApiError([{ message: 'Outside your units', extensions: { code: 'FORBIDDEN' } }]);

const inputs = (): ImportWizardInput[] => [
  { api, navigation: fakeNavigation('/import-management').navigation, importId: null },
  { api, navigation: fakeNavigation('/import-management', '?import=imp-1').navigation, importId: 'imp-1' },
];

describe('importWizardMachine (model-based)', () => {
  it('walks every transition', async () => {
    const result = await runModel({
      machine: importWizardMachine,
      inputs: inputs(),
      outputs: {
        upload: [stored],
        analyseFile: [analysis],
        dryRun: [report(1), report(0)],
        startImport: [run('QUEUED')],
        loadRun: [run('SUCCEEDED'), run('FAILED'), run('RUNNING'), null],
        retryImport: [run('QUEUED')],
        downloadFailedRows: [undefined],
      },
      events: [
        { type: 'wizard.map', column: 0, field: null },
        { type: 'wizard.map', column: 1, field: 'USERNAME' },
        { type: 'wizard.mode', mode: 'CREATE' },
        { type: 'wizard.dryRun' },
        { type: 'wizard.filter', outcome: 'ERROR' },
        { type: 'wizard.confirm' },
        { type: 'wizard.start' },
        { type: 'wizard.back' },
        { type: 'wizard.retry' },
        { type: 'wizard.download' },
        { type: 'wizard.restart' },
        { type: 'xstate.error.actor.startImport', error: forbidden },
      ],
    });
    const coverage = coverageReport(importWizardMachine, result.covered);
    console.log(`${coverage.summary} (${result.paths} paths)`);
    expect(coverage.missing.map((m) => m.label)).toEqual([]);
  }, 120_000);
});

describe('importWizardMachine (behaviour)', () => {
  const start = (importId: string | null, actors: Record<string, unknown>) => {
    const nav = fakeNavigation('/import-management', importId ? `?import=${importId}` : '');
    const machine = importWizardMachine.provide({
      actors: { upload: fromPromise(() => new Promise(() => {})), ...actors } as never,
    });
    const actor = createActor(machine, { input: { api, navigation: nav.navigation, importId } }).start();
    return { actor, nav };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a reload with ?import= follows that import to its report', async () => {
    const { actor } = start('imp-1', { loadRun: fromPromise(async () => run('SUCCEEDED')) });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(selectStep(actor.getSnapshot())).toBe('report');
  });

  it('once started, the address shows the import; a new import clears it', async () => {
    const { actor, nav } = start(null, {
      analyseFile: fromPromise(async () => analysis),
      dryRun: fromPromise(async () => report(1)),
      startImport: fromPromise(async () => run('QUEUED')),
      loadRun: fromPromise(async () => run('SUCCEEDED')),
    });
    actor.send({ type: 'xstate.done.actor.upload', output: stored } as never);
    await settle();
    expect(actor.getSnapshot().value).toBe('mapping');
    expect(actor.getSnapshot().context.mapping).toEqual(analysis.suggestedMapping);
    // Choosing USERNAME for the second column takes it from the first.
    actor.send({ type: 'wizard.map', column: 1, field: 'USERNAME' });
    expect(actor.getSnapshot().context.mapping).toEqual([{ column: 1, field: 'USERNAME' }]);
    actor.send({ type: 'wizard.dryRun' });
    await settle();
    actor.send({ type: 'wizard.confirm' });
    actor.send({ type: 'wizard.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('running');
    expect(nav.asked).toEqual([{ to: '/import-management?import=imp-1', replace: true }]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'wizard.restart' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ importId: null, analysis: null, mapping: [] });
    expect(nav.asked.at(-1)).toEqual({ to: '/import-management', replace: true });
  });

  it('without a username column the dry run is not offered', async () => {
    const dryRun = fromPromise(async () => report(1));
    const { actor } = start(null, { analyseFile: fromPromise(async () => analysis), dryRun });
    actor.send({ type: 'xstate.done.actor.upload', output: stored } as never);
    await settle();
    actor.send({ type: 'wizard.map', column: 0, field: null });
    actor.send({ type: 'wizard.dryRun' });
    expect(actor.getSnapshot().value).toBe('mapping');
    actor.send({ type: 'wizard.map', column: 1, field: 'USERNAME' });
    actor.send({ type: 'wizard.dryRun' });
    expect(actor.getSnapshot().value).toBe('dryRunning');
  });

  it('a refused start (FORBIDDEN) keeps the problem and goes back to the report', async () => {
    const { actor } = start(null, {
      analyseFile: fromPromise(async () => analysis),
      dryRun: fromPromise(async () => report(1)),
      startImport: fromPromise(async () => {
        throw forbidden;
      }),
    });
    actor.send({ type: 'xstate.done.actor.upload', output: stored } as never);
    await settle();
    actor.send({ type: 'wizard.dryRun' });
    await settle();
    actor.send({ type: 'wizard.confirm' });
    actor.send({ type: 'wizard.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('startFailed');
    expect(actor.getSnapshot().context.problem?.code).toBe('FORBIDDEN');
    actor.send({ type: 'wizard.back' });
    expect(actor.getSnapshot().value).toBe('reviewing');
  });
});
