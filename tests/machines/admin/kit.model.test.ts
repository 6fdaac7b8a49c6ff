// Model-based tests of the administration kit's factories, through concrete sample machines built
// from them: every transition (both sides of every guard), printed like the other machines'.
import { describe, it } from 'vitest';
import { toastMachine } from '../../../src/machines/admin/toastMachine';
import {
  LIST_PATH,
  T3,
  api,
  badInputError,
  conflictError,
  record,
  row,
  sampleFormMachine,
  sampleListMachine,
  startedToasts,
  stubNavigation,
} from './samples';
import { expectFullCoverage } from '../support/expectFullCoverage';

const page = (ids: string[], total = ids.length) => ({ rows: ids.map(row), total });

describe('administration kit (model-based)', () => {
  // One model for both regions. Query events that would only vary the query (another filter, sort
  // or page size) repeat the defaults here: they take the same transitions, and a model whose every
  // query differs would have tens of thousands of states. What they do to the query and the URL is
  // checked in listMachine.test.ts.
  it('createListMachine', async () => {
    const navigation = stubNavigation(LIST_PATH);
    const toasts = startedToasts();
    await expectFullCoverage({
      machine: sampleListMachine,
      inputs: [{ api, navigation: navigation.ref, toasts }],
      outputs: {
        // A page, nothing at all, and a total that says page 3 is past the end.
        loadPage: [page(['r1', 'r2'], 40), page([], 0), page([], 40)],
        'bulk.publish': [{ count: 2 }],
        'bulk.archive': [undefined],
      },
      events: [
        { type: 'list.search', text: 'fire' },
        { type: 'list.filter', key: 'type', values: [] },
        { type: 'list.sort', field: 'updated', direction: 'desc' },
        { type: 'list.page', page: 3 },
        { type: 'list.pageSize', size: 25 },
        { type: 'list.clear' },
        { type: 'list.retry' },
        { type: 'list.refresh' },
        { type: 'list.locationChanged', path: LIST_PATH, search: '?q=fire' },
        { type: 'list.locationChanged', path: '/elsewhere', search: '?q=other' },
        { type: 'list.select', id: 'r1', selected: true },
        { type: 'list.selectAll', selected: true },
        { type: 'list.clearSelection' },
        { type: 'list.bulk', action: 'publish' },
        { type: 'list.bulk', action: 'archive' },
        { type: 'list.bulk', action: 'restore', ids: ['r2'] },
      ],
    });
  }, 300_000);

  it(
    'createFormMachine',
    () =>
      expectFullCoverage({
        machine: sampleFormMachine,
        inputs: [
          { api, id: 'r-1' },
          { api, id: null, initial: { minutes: 5 } },
        ],
        outputs: { loadRecord: [record()], saveRecord: [record({ title: 'Saved' }, T3)] },
        events: [
          { type: 'form.change', field: 'title', value: '' },
          { type: 'form.change', field: 'title', value: 'Mine' },
          { type: 'form.blur', field: 'title' },
          { type: 'form.save' },
          { type: 'form.retry' },
          { type: 'form.reload' },
          { type: 'form.keepMine' },
          { type: 'form.leave' },
          { type: 'form.leaveConfirm' },
          { type: 'form.leaveCancel' },
          { type: 'form.delete' },
          { type: 'form.deleteConfirm' },
          { type: 'form.deleteCancel' },
          // The API's answers the guards read: a conflict (readable and not), a field error.
          { type: 'xstate.error.actor.saveRecord', error: conflictError() },
          { type: 'xstate.error.actor.saveRecord', error: conflictError(null) },
          { type: 'xstate.error.actor.saveRecord', error: badInputError('input.title') },
        ],
      }),
    120_000,
  );

  it('toastMachine', () => {
    const target = startedToasts();
    return expectFullCoverage({
      machine: toastMachine,
      events: [
        { type: 'toast.show', toast: { tone: 'success', text: { id: 'x' } } },
        {
          type: 'toast.show',
          toast: {
            tone: 'success',
            text: { id: 'y' },
            undo: { target, event: { type: 'toast.dismiss', key: 'none' } },
          },
        },
        { type: 'toast.dismiss', key: 't1' },
        { type: 'toast.undo', key: 't2' },
      ],
    });
  });
});
