// Model-based tests of the user-management machines: every transition, both sides of every guard.
import { describe, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import { type ModelSpec } from '../../../src/machines/testing/modelRunner';
import { exportMachine } from '../../../src/machines/userManagement/exportMachine';
import { unitBulkMachine } from '../../../src/machines/userManagement/unitBulkMachine';
import { userActionsMachine } from '../../../src/machines/userManagement/userActionsMachine';
import {
  userCreateFormMachine,
  userEditFormMachine,
} from '../../../src/machines/userManagement/userFormMachine';
import { userOptionsMachine } from '../../../src/machines/userManagement/userOptionsMachine';
import { usersListMachine } from '../../../src/machines/userManagement/usersListMachine';
import { recordOf } from '../../../src/machines/userManagement/userValues';
import { defaultQuery } from '../../../src/machines/admin/listMachine';
import { USER_LIST_QUERY } from '../../../src/machines/userManagement/userQuery';
import { api, fakeNavigation } from '../mediaManagement/fixtures';
import { person } from './fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

/** A list actor stand-in that takes any event (the unit bulk machine only sends to it). */
const fakeList = () => createActor(setup({}).createMachine({ on: { '*': {} } })).start() as never;

const conflict = new AdminApiError([
  { message: 'Someone else changed it', extensions: { code: 'CONFLICT', current: person('u-1') } },
]);
const badEmail = new AdminApiError([
  { message: 'Not an email address', extensions: { code: 'BAD_USER_INPUT', field: 'input.email' } },
]);

describe('user-management machines (model-based)', () => {
  it('usersListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/user-management').navigation }];
    const onePage = { rows: [person('u-1')], total: 1 };
    return expectFullCoverage(
      {
        machine: usersListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [person('u-1')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'ada' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: usersListMachine,
        inputs: input,
        outputs: { loadPage: [onePage] },
        events: [
          { type: 'list.filter', key: 'active', values: ['false'] },
          { type: 'list.sort', field: 'username', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/user-management', search: '?role=LEARNER' },
          { type: 'list.locationChanged', path: '/user-management', search: '' },
        ],
      },
      {
        machine: usersListMachine,
        inputs: input,
        outputs: {
          loadPage: [onePage],
          'bulk.deactivate': [{ count: 1 }],
          'bulk.reactivate': [{ count: 1 }],
        },
        events: [
          { type: 'list.select', id: 'u-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'deactivate' },
          { type: 'list.bulk', action: 'reactivate', ids: ['u-1'] },
        ],
      },
    );
  }, 180_000);

  it('userOptionsMachine', () =>
    expectFullCoverage({
      machine: userOptionsMachine,
      inputs: [{ api }],
      outputs: {
        loadOptions: [
          { units: [{ id: '1', name: 'Sales', managed: true }], roles: ['LEARNER'], locales: ['en'] },
        ],
      },
      events: [{ type: 'options.retry' }],
    }));

  const unreadableConflict = new AdminApiError([
    { message: 'Someone else changed it', extensions: { code: 'CONFLICT' } },
  ]);
  const formSpecs = (
    machine: typeof userEditFormMachine,
    invalid: { field: string; value: string },
  ): ModelSpec<typeof userEditFormMachine>[] => {
    const record = recordOf(person('u-1'));
    return [
      {
        machine,
        inputs: [{ api, id: 'u-1' }],
        outputs: { loadRecord: [record], saveRecord: [record], deleteRecord: [true] },
        events: [
          { type: 'form.change', field: 'initialPassword', value: 'long-enough-1' },
          { type: 'form.change', ...invalid },
          { type: 'form.blur', field: 'email' },
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
        machine,
        inputs: [{ api, id: 'u-1' }],
        outputs: { loadRecord: [record], saveRecord: [record] },
        events: [
          { type: 'form.change', field: 'initialPassword', value: 'long-enough-1' },
          { type: 'form.save' },
          { type: 'xstate.error.actor.saveRecord', error: conflict },
          { type: 'xstate.error.actor.saveRecord', error: unreadableConflict },
          { type: 'xstate.error.actor.saveRecord', error: badEmail },
          { type: 'form.reload' },
          { type: 'form.keepMine' },
          { type: 'form.leave' },
          { type: 'form.leaveCancel' },
        ],
      },
      {
        machine,
        inputs: [
          {
            api,
            id: null,
            initial: { username: 'ada', name: 'Ada Lovelace', email: 'ada@example.org' },
          },
        ],
        outputs: { saveRecord: [record] },
        events: [
          { type: 'form.change', field: 'initialPassword', value: 'long-enough-1' },
          { type: 'form.save' },
          { type: 'form.delete' },
        ],
      },
    ];
  };

  it('userEditFormMachine', () =>
    expectFullCoverage(...formSpecs(userEditFormMachine, { field: 'email', value: 'ada@' })));

  // A new account needs a password of 10 characters: "short" is refused, as the server would.
  it('userCreateFormMachine', () =>
    expectFullCoverage(...formSpecs(userCreateFormMachine, { field: 'initialPassword', value: 'short' })));

  it('userActionsMachine', () => {
    const navigation = fakeNavigation('/user-management').navigation;
    const toasts = createActor(toastMachine).start();
    const base = { api, id: 'u-1', navigation, returnTo: '/user-management', toasts };
    return expectFullCoverage(
      {
        machine: userActionsMachine,
        inputs: [
          { ...base, active: true },
          { ...base, active: false },
        ],
        outputs: {
          setActive: [person('u-1', { isActive: false }), person('u-1', { isActive: true })],
          resetPassword: [{ password: 'abcd-efgh-jkmn', user: person('u-1') }],
          deleteUser: [true],
        },
        events: [
          { type: 'user.deactivate' },
          { type: 'user.reactivate' },
          { type: 'user.resetPassword' },
          { type: 'user.delete' },
          { type: 'action.confirm' },
          { type: 'action.cancel' },
          { type: 'delete.keepRecords', keep: false },
          { type: 'password.copy' },
          { type: 'password.dismiss' },
        ],
      },
      // Without toasts or a way back (embedded elsewhere), deleting still ends.
      {
        machine: userActionsMachine,
        inputs: [{ api, id: 'u-1', active: true }],
        outputs: { deleteUser: [true], setActive: [person('u-1', { isActive: false })] },
        events: [{ type: 'user.delete' }, { type: 'user.deactivate' }, { type: 'action.confirm' }],
      },
    );
  });

  it('unitBulkMachine', () =>
    expectFullCoverage(
      {
        machine: unitBulkMachine,
        inputs: [{ api, list: fakeList(), toasts: createActor(toastMachine).start() }],
        outputs: { applyUnit: [2] },
        events: [
          { type: 'unitBulk.open', mode: 'add', ids: ['u-1', 'u-2'] },
          { type: 'unitBulk.open', mode: 'remove', ids: [] },
          { type: 'unitBulk.choose', unitId: '3' },
          { type: 'unitBulk.choose', unitId: '' },
          { type: 'unitBulk.confirm' },
          { type: 'unitBulk.cancel' },
        ],
      },
      {
        machine: unitBulkMachine,
        inputs: [{ api, list: fakeList() }],
        outputs: { applyUnit: [1] },
        events: [
          { type: 'unitBulk.open', mode: 'remove', ids: ['u-1'] },
          { type: 'unitBulk.choose', unitId: '3' },
          { type: 'unitBulk.confirm' },
        ],
      },
    ));

  it('exportMachine', () => {
    const query = defaultQuery(USER_LIST_QUERY);
    return expectFullCoverage({
      machine: exportMachine,
      inputs: [{ api }],
      events: [{ type: 'export.start', query }, { type: 'export.retry' }, { type: 'export.dismiss' }],
    });
  });
});
