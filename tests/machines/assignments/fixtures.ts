// Shared by the assignment machines' model-based tests: full-coverage runs and sample rows.
import { expect } from 'vitest';
import { createActor, setup, type AnyStateMachine } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel, type ModelSpec } from '../../../src/machines/testing/modelRunner';
import type { AssignmentLearner, AssignmentRow } from '../../../src/machines/assignments/assignmentActors';

export async function expectFullCoverage<T extends AnyStateMachine>(...specs: ModelSpec<T>[]) {
  const covered = new Set<string>();
  let paths = 0;
  for (const spec of specs) {
    const result = await runModel(spec);
    result.covered.forEach((key) => covered.add(key));
    paths += result.paths;
  }
  const report = coverageReport(specs[0]!.machine, covered);
  console.log(`${report.summary} (${paths} paths${specs.length > 1 ? `, ${specs.length} models` : ''})`);
  expect(report.missing.map((m) => m.label)).toEqual([]);
}

export const fakeList = () => createActor(setup({}).createMachine({ on: { '*': {} } })).start() as never;

export const assignmentRow = (id: string, overrides: Partial<AssignmentRow> = {}): AssignmentRow => ({
  id,
  itemType: 'MEDIUM',
  itemId: '00000000-0000-4000-8000-00000000000a',
  itemTitle: 'Fire safety',
  targets: [{ kind: 'UNIT', id: '2', name: 'Customer Service' }],
  dueOn: null,
  dueDays: 30,
  recurrenceMonths: null,
  note: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdByName: 'Maria',
  withdrawnAt: null,
  progress: { assigned: 3, notStarted: 1, inProgress: 1, completed: 1, overdue: 0 },
  ...overrides,
});

export const learner: AssignmentLearner = {
  userId: 'u-1',
  name: 'Sam',
  username: 'sam',
  units: ['Customer Service'],
  assignedOn: '2026-11-01',
  dueOn: '2026-12-01',
  extendedTo: null,
  status: 'IN_PROGRESS',
  progress: 40,
  lastActivityAt: null,
  validUntil: null,
};
