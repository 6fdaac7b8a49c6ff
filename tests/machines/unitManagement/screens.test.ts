// Model-based tests of the unit-management machines: every transition, both sides of every guard.
import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { unitCreateMachine } from '../../../src/machines/unitManagement/unitCreateMachine';
import { unitEditorMachine } from '../../../src/machines/unitManagement/unitEditorMachine';
import { unitFormMachine } from '../../../src/machines/unitManagement/unitFormMachine';
import { unitListMachine } from '../../../src/machines/unitManagement/unitListMachine';
import { unitMembersMachine } from '../../../src/machines/unitManagement/unitMembersMachine';
import { unitTreeMachine } from '../../../src/machines/unitManagement/unitTreeMachine';
import { recordOf } from '../../../src/machines/unitManagement/unitValues';
import { api, fakeNavigation, logoImage, member, unit } from './fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

const conflict = new AdminApiError([
  { message: 'Someone else changed it', extensions: { code: 'CONFLICT', current: unit('7') } },
]);
const unreadableConflict = new AdminApiError([
  { message: 'Someone else changed it', extensions: { code: 'CONFLICT' } },
]);
const badKey = new AdminApiError([
  { message: 'Another unit already has the key', extensions: { code: 'BAD_USER_INPUT', field: 'input.key' } },
]);
const formSnapshot = (values: unknown, baseline: unknown, updatedAt: string | null) => ({
  type: 'xstate.snapshot.form',
  snapshot: { context: { id: '7', values, baseline, updatedAt } },
});

describe('unit-management machines (model-based)', () => {
  it('unitListMachine', () => {
    const input = [{ api, navigation: fakeNavigation('/unit-management').navigation }];
    return expectFullCoverage(
      {
        machine: unitListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [unit('1')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'sales' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: unitListMachine,
        inputs: input,
        outputs: { loadPage: [{ rows: [unit('1')], total: 1 }] },
        events: [
          { type: 'list.filter', key: 'active', values: ['false'] },
          { type: 'list.sort', field: 'key', direction: 'desc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/unit-management', search: '?active=true' },
          { type: 'list.locationChanged', path: '/unit-management', search: '' },
          { type: 'list.select', id: '1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'none' },
        ],
      },
    );
  }, 180_000);

  it('unitTreeMachine', () =>
    expectFullCoverage({
      machine: unitTreeMachine,
      inputs: [{ api }],
      outputs: {
        loadTree: [
          {
            units: [
              unit('1'),
              unit('2', { parentId: '1', depth: 1 }),
              unit('3', { parentId: '2', depth: 2 }),
            ],
            truncated: false,
          },
        ],
      },
      events: [
        { type: 'tree.toggle', id: '2' },
        { type: 'tree.expand', id: '2' },
        { type: 'tree.collapse', id: '1' },
        { type: 'tree.expandAll' },
        { type: 'tree.collapseAll' },
        { type: 'tree.focus', id: '3' },
        { type: 'tree.retry' },
        { type: 'tree.refresh' },
      ],
    }));

  it('unitFormMachine', () => {
    const record = recordOf(unit('7'));
    return expectFullCoverage(
      {
        machine: unitFormMachine,
        inputs: [{ api, id: '7' }],
        outputs: { loadRecord: [record], saveRecord: [record], deleteRecord: [undefined] },
        events: [
          { type: 'form.change', field: 'key', value: 'sales-north' },
          { type: 'form.change', field: 'key', value: 'Not A Key' },
          { type: 'form.blur', field: 'key' },
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
        machine: unitFormMachine,
        inputs: [{ api, id: '7' }],
        outputs: { loadRecord: [record], saveRecord: [record] },
        events: [
          { type: 'form.change', field: 'name', value: 'Sales' },
          { type: 'form.save' },
          { type: 'xstate.error.actor.saveRecord', error: conflict },
          { type: 'xstate.error.actor.saveRecord', error: unreadableConflict },
          { type: 'xstate.error.actor.saveRecord', error: badKey },
          { type: 'form.reload' },
          { type: 'form.keepMine' },
          { type: 'form.leave' },
          { type: 'form.leaveCancel' },
        ],
      },
      {
        machine: unitFormMachine,
        inputs: [
          { api, id: null, initial: { name: 'Hotline', key: 'hotline', displayedId: 'U-9', parentId: '2' } },
        ],
        outputs: { saveRecord: [record] },
        events: [{ type: 'form.save' }, { type: 'form.delete' }],
      },
    );
  });

  it('unitCreateMachine', () =>
    expectFullCoverage({
      machine: unitCreateMachine,
      inputs: [
        { api, navigation: fakeNavigation('/unit-management').navigation, listSearch: '?q=x', parentId: '2' },
      ],
      outputs: { form: [{ outcome: 'left', id: null }], logo: [logoImage] },
      events: [
        { type: 'xstate.snapshot.form', snapshot: { context: { id: null } } },
        { type: 'xstate.snapshot.form', snapshot: { context: { id: '12' } } },
      ],
      afterPath: (live, events) => {
        // Once created, the page becomes the new unit's page (the navigation was asked to go there).
        if (events.some((e) => e.type === 'xstate.snapshot.form' && e.snapshot?.context?.id === '12'))
          expect(live.actor.getSnapshot().value).toBe('created');
      },
    }));

  it('unitEditorMachine', () => {
    const input = [
      { api, id: '7', navigation: fakeNavigation('/unit-management').navigation, listSearch: '' },
    ];
    const current = unit('7', { parentId: '1' });
    const clean = formSnapshot({ name: 'a' }, { name: 'a' }, current.updatedAt);
    const dirty = formSnapshot({ name: 'b' }, { name: 'a' }, current.updatedAt);
    const saved = formSnapshot({ name: 'a' }, { name: 'a' }, '2026-03-02T08:00:00.000Z');
    const shared = {
      loadUnit: [current, null],
      reloadUnit: [current, null],
      form: [{ outcome: 'left', id: '7' }],
      logo: [logoImage],
    };
    return expectFullCoverage(
      {
        machine: unitEditorMachine,
        inputs: input,
        outputs: { ...shared, setDefault: [current], reactivate: [current] },
        events: [
          { type: 'editor.retry' },
          { type: 'editor.setDefault' },
          { type: 'editor.reactivate' },
          { type: 'editor.refresh' },
          { type: 'editor.dismissProblem' },
          clean,
          dirty,
          saved,
          { type: 'xstate.error.actor.setDefault', error: conflict },
          { type: 'xstate.error.actor.reactivate', error: conflict },
        ],
      },
      // Deactivation asks what happens to the members; MOVE needs a unit to move them to.
      {
        machine: unitEditorMachine,
        inputs: input,
        outputs: { ...shared, countMembers: [current, null], deactivate: [current] },
        events: [
          { type: 'editor.deactivate' },
          { type: 'deactivate.choose', members: 'MOVE' },
          { type: 'deactivate.choose', members: 'REMOVE' },
          { type: 'deactivate.target', unitId: '3' },
          { type: 'deactivate.confirm' },
          { type: 'deactivate.cancel' },
          dirty,
          clean,
          { type: 'xstate.error.actor.deactivate', error: conflict },
        ],
      },
      // Moving: the parent chosen must differ from the current one.
      {
        machine: unitEditorMachine,
        inputs: input,
        outputs: { ...shared, moveUnit: [current] },
        events: [
          { type: 'editor.move' },
          { type: 'move.target', parentId: null },
          { type: 'move.target', parentId: '1' },
          { type: 'move.confirm' },
          { type: 'move.cancel' },
          dirty,
          clean,
          { type: 'xstate.error.actor.moveUnit', error: conflict },
        ],
      },
    );
  });

  it(
    'unitMembersMachine',
    () =>
      expectFullCoverage({
        machine: unitMembersMachine,
        inputs: [{ api, unitId: '7' }],
        outputs: {
          loadMembers: [{ members: [member('a')], total: 1 }],
          loadCandidates: [[member('b')]],
          addMembers: [1],
          removeMembers: [1],
        },
        events: [
          { type: 'members.search', text: 'pe' },
          { type: 'members.page', offset: 25 },
          { type: 'members.retry' },
          { type: 'candidates.search', text: 'b' },
          { type: 'candidates.retry' },
          { type: 'members.add', member: member('b') },
          { type: 'members.remove', member: member('a') },
          { type: 'members.removeConfirm' },
          { type: 'members.removeCancel' },
          { type: 'members.dismissProblem' },
        ],
      }),
    120_000,
  );
});
