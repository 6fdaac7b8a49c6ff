// Model-based tests of the assignment detail machine (its own file: the three regions make many paths).
import { describe, it } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import type { ModelSpec } from '../../../src/machines/testing/modelRunner';
import { assignmentDetailMachine } from '../../../src/machines/assignments/assignmentDetailMachine';
import { api } from '../mediaManagement/fixtures';
import { assignmentRow, expectFullCoverage, learner } from './fixtures';

describe('assignment detail machine (model-based)', () => {
  it('assignmentDetailMachine', () => {
    const toasts = createActor(toastMachine).start();
    const outputs = {
      loadAssignment: [assignmentRow('a-1')],
      loadLearners: [{ rows: [learner], total: 1 }],
      runLearnerAction: [1],
    };
    const spec = (events: ModelSpec<typeof assignmentDetailMachine>['events'], more = {}) => ({
      machine: assignmentDetailMachine,
      inputs: [{ api, id: 'a-1', toasts }],
      outputs: { ...outputs, ...more },
      events,
    });
    return expectFullCoverage(
      spec([{ type: 'detail.retry' }, { type: 'people.retry' }], {
        loadAssignment: [assignmentRow('a-1'), null],
      }),
      spec([{ type: 'people.search', text: 'sam' }]),
      spec([
        { type: 'people.status', status: 'OVERDUE' },
        { type: 'people.page', page: 2 },
      ]),
      spec([
        { type: 'people.select', id: 'u-1', selected: true },
        { type: 'people.select', id: 'u-1', selected: false },
        { type: 'people.selectAll', selected: true },
      ]),
      spec([
        { type: 'action.ask', kind: 'extend', userIds: ['u-1'] },
        { type: 'action.dueOn', value: '2030-01-31' },
        { type: 'action.confirm' },
      ]),
      spec([
        { type: 'action.ask', kind: 'extend', userIds: ['u-1'] },
        { type: 'action.ask', kind: 'withdraw', userIds: [] },
        { type: 'action.cancel' },
      ]),
    );
  }, 120_000);
});
