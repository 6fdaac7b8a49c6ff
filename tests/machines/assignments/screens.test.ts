// Model-based tests of the assignment machines: every transition, both sides of every guard.
import { describe, it } from 'vitest';
import { createActor } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import { assignmentFormMachine } from '../../../src/machines/assignments/assignmentFormMachine';
import { assignmentsListMachine } from '../../../src/machines/assignments/assignmentsListMachine';
import { extendMachine } from '../../../src/machines/assignments/extendMachine';
import { optionSearchMachine } from '../../../src/machines/assignments/optionSearchMachine';
import { recordOf } from '../../../src/machines/assignments/assignmentValues';
import { api, fakeNavigation } from '../mediaManagement/fixtures';

import { assignmentRow, expectFullCoverage, fakeList } from './fixtures';

describe('assignment machines (model-based)', () => {
  it('assignmentsListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/assignments').navigation }];
    return expectFullCoverage(
      {
        machine: assignmentsListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [assignmentRow('a-1')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'fire' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
        ],
      },
      {
        machine: assignmentsListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [assignmentRow('a-1')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'type', values: ['PATH'] },
          { type: 'list.sort', field: 'title', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.refresh' },
          { type: 'list.locationChanged', path: '/assignments', search: '?state=ACTIVE' },
          { type: 'list.locationChanged', path: '/assignments', search: '' },
        ],
      },
      {
        machine: assignmentsListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [assignmentRow('a-1')], total: 1 }], 'bulk.withdraw': [{ count: 1 }] },
        events: [
          { type: 'list.select', id: 'a-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'withdraw' },
          { type: 'list.bulk', action: 'withdraw', ids: ['a-1'] },
        ],
      },
    );
  }, 120_000);

  it('extendMachine', () =>
    expectFullCoverage(
      {
        machine: extendMachine,
        inputs: [{ api, list: fakeList(), toasts: createActor(toastMachine).start() }],
        outputs: { extendAssignments: [2] },
        events: [
          { type: 'extend.open', ids: ['a-1', 'a-2'], needsDay: true, needsDays: true },
          { type: 'extend.open', ids: [], needsDay: false, needsDays: true },
          { type: 'extend.dueOn', value: '2030-01-31' },
          { type: 'extend.addDays', value: '0' },
          { type: 'extend.addDays', value: '14' },
          { type: 'extend.confirm' },
          { type: 'extend.cancel' },
        ],
      },
      {
        machine: extendMachine,
        inputs: [{ api, list: fakeList() }],
        outputs: { extendAssignments: [1] },
        events: [
          { type: 'extend.open', ids: ['a-1'], needsDay: false, needsDays: true },
          { type: 'extend.confirm' },
        ],
      },
    ));

  const record = recordOf(assignmentRow('a-1'));
  const conflict = new AdminApiError([
    { message: 'Someone else changed it', extensions: { code: 'CONFLICT', current: assignmentRow('a-1') } },
  ]);
  const unreadableConflict = new AdminApiError([{ message: 'Changed', extensions: { code: 'CONFLICT' } }]);
  const badDue = new AdminApiError([
    { message: 'The due date is in the past.', extensions: { code: 'BAD_USER_INPUT', field: 'input.dueOn' } },
  ]);
  it(
    'assignmentFormMachine',
    () =>
      expectFullCoverage(
        {
          machine: assignmentFormMachine,
          inputs: [{ api, id: 'a-1' }],
          outputs: { loadRecord: [record], saveRecord: [record], deleteRecord: [true] },
          events: [
            { type: 'form.change', field: 'note', value: 'Before the audit' },
            { type: 'form.change', field: 'recurrenceMonths', value: '0' },
            { type: 'form.blur', field: 'recurrenceMonths' },
            { type: 'form.save' },
            { type: 'form.retry' },
            { type: 'form.leave' },
            { type: 'form.leaveConfirm' },
            { type: 'form.leaveCancel' },
            { type: 'form.delete' },
            { type: 'form.deleteConfirm' },
            { type: 'form.deleteCancel' },
          ],
        },
        {
          machine: assignmentFormMachine,
          inputs: [{ api, id: 'a-1' }],
          outputs: { loadRecord: [record], saveRecord: [record] },
          events: [
            { type: 'form.change', field: 'note', value: 'Before the audit' },
            { type: 'form.save' },
            { type: 'xstate.error.actor.saveRecord', error: conflict },
            { type: 'xstate.error.actor.saveRecord', error: unreadableConflict },
            { type: 'xstate.error.actor.saveRecord', error: badDue },
            { type: 'form.reload' },
            { type: 'form.keepMine' },
            { type: 'form.leave' },
            { type: 'form.leaveCancel' },
          ],
        },
        {
          machine: assignmentFormMachine,
          inputs: [
            { api, id: null, initial: { itemId: '00000000-0000-4000-8000-000000000001', unitIds: ['2'] } },
          ],
          outputs: { saveRecord: [record] },
          events: [
            { type: 'form.change', field: 'dueDays', value: '14' },
            { type: 'form.save' },
            { type: 'form.delete' },
          ],
        },
      ),
    120_000,
  );

  it('optionSearchMachine', () =>
    expectFullCoverage({
      machine: optionSearchMachine,
      inputs: [{ api, source: 'MEDIUM' }],
      outputs: { searchOptions: [[{ id: 'm-1', label: 'Fire safety' }]] },
      events: [
        { type: 'options.search', text: 'fire' },
        { type: 'options.source', source: 'PATH' },
        { type: 'options.retry' },
      ],
    }));
});
