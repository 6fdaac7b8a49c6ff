// Shared by the assignment machines' model-based tests: full-coverage runs and sample rows.
import { createActor, setup } from 'xstate';
import type { AssignmentLearner, AssignmentRow } from '../../../src/machines/assignments/assignmentActors';
export { expectFullCoverage } from '../support/expectFullCoverage';

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
