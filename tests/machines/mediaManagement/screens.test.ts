// Model-based tests of the media-management machines: every transition, both sides of every guard.
import { describe, it } from 'vitest';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { mediaListMachine } from '../../../src/machines/mediaManagement/mediaListMachine';
import { mediaOptionsMachine } from '../../../src/machines/mediaManagement/mediaOptionsMachine';
import { mediumCreateMachine } from '../../../src/machines/mediaManagement/mediumCreateMachine';
import { mediumEditorMachine } from '../../../src/machines/mediaManagement/mediumEditorMachine';
import { mediumFormMachine } from '../../../src/machines/mediaManagement/mediumFormMachine';
import { recordOf } from '../../../src/machines/mediaManagement/mediumValues';
import { api, fakeNavigation, medium, row, storedPdf, storedScorm } from './fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

/** Runs one or more models of the same machine (each small enough to build) and checks their coverage together. */

const conflict = new AdminApiError([
  { message: 'Someone else changed it', extensions: { code: 'CONFLICT', current: medium('m-1') } },
]);
const unreadableConflict = new AdminApiError([
  { message: 'Someone else changed it', extensions: { code: 'CONFLICT' } },
]);
const badTitle = new AdminApiError([
  { message: 'The title is too long', extensions: { code: 'BAD_USER_INPUT', field: 'input.title' } },
]);
const image = { ...storedPdf, id: '44444444-4444-4444-8444-444444444444', kind: 'IMAGE' as const };
const formSnapshot = (
  values: unknown,
  baseline: unknown,
  updatedAt: string | null,
  id: string | null = 'm-1',
) => ({
  type: 'xstate.snapshot.form',
  snapshot: { context: { id, values, baseline, updatedAt } },
});

describe('media-management machines (model-based)', () => {
  // Three models: the results (search, paging past the end, failures), the other query changes, and
  // selection with the bulk actions. One model with every event would not finish building.
  it('mediaListMachine', () => {
    const input = [{ api, navigation: fakeNavigation().navigation }];
    const onePage = { rows: [row('m-1')], total: 1 };
    return expectFullCoverage(
      {
        machine: mediaListMachine,
        inputs: input,
        outputs: {
          loadPage: [
            { rows: [row('m-1')], total: 30 },
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'fire' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
        ],
      },
      {
        machine: mediaListMachine,
        inputs: input,
        outputs: { loadPage: [onePage] },
        events: [
          { type: 'list.filter', key: 'state', values: ['ARCHIVED'] },
          { type: 'list.sort', field: 'title', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/media-management', search: '?type=PDF' },
          { type: 'list.locationChanged', path: '/media-management', search: '' },
        ],
      },
      {
        machine: mediaListMachine,
        inputs: input,
        outputs: {
          loadPage: [onePage],
          'bulk.publish': [{ count: 1 }],
          'bulk.unpublish': [{ count: 1 }],
          'bulk.archive': [{ count: 1 }],
          'bulk.restore': [{ count: 1 }],
          'bulk.unarchive': [{ count: 1 }],
        },
        events: [
          { type: 'list.select', id: 'm-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'publish' },
          { type: 'list.bulk', action: 'unpublish' },
          { type: 'list.bulk', action: 'archive' },
          { type: 'list.bulk', action: 'restore', ids: ['m-1'] },
          { type: 'list.bulk', action: 'unarchive', ids: ['m-1'] },
        ],
      },
    );
    // About 2000 paths: longer than the default 30 s on two busy cores.
  }, 180_000);

  it('mediaOptionsMachine', () =>
    expectFullCoverage({
      machine: mediaOptionsMachine,
      inputs: [{ api }],
      outputs: { loadOptions: [{ categories: [], units: [{ id: '1', name: 'Sales' }] }] },
      events: [{ type: 'options.retry' }],
    }));

  it('mediumFormMachine', () => {
    const record = recordOf(medium('m-1'));
    return expectFullCoverage(
      {
        machine: mediumFormMachine,
        inputs: [{ api, id: 'm-1' }],
        outputs: { loadRecord: [record], saveRecord: [record], deleteRecord: [undefined] },
        events: [
          { type: 'form.change', field: 'title', value: 'Fire safety' },
          { type: 'form.change', field: 'title', value: '' },
          { type: 'form.blur', field: 'title' },
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
      // The API's refusals: someone else saved first (readable or not), a field the server refused.
      {
        machine: mediumFormMachine,
        inputs: [{ api, id: 'm-1' }],
        outputs: { loadRecord: [record], saveRecord: [record] },
        events: [
          { type: 'form.change', field: 'title', value: 'Fire safety' },
          { type: 'form.save' },
          { type: 'xstate.error.actor.saveRecord', error: conflict },
          { type: 'xstate.error.actor.saveRecord', error: unreadableConflict },
          { type: 'xstate.error.actor.saveRecord', error: badTitle },
          { type: 'form.reload' },
          { type: 'form.keepMine' },
          // Leaving from the conflict asks; staying returns to it.
          { type: 'form.leave' },
          { type: 'form.leaveCancel' },
        ],
      },
      // A new medium starts from what the upload brought.
      {
        machine: mediumFormMachine,
        inputs: [{ api, id: null, initial: { type: 'PDF', fileId: storedPdf.id, title: 'Handout' } }],
        outputs: { saveRecord: [record] },
        events: [{ type: 'form.save' }, { type: 'form.delete' }],
      },
    );
  });

  it('mediumCreateMachine', () =>
    expectFullCoverage({
      machine: mediumCreateMachine,
      inputs: [{ api, navigation: fakeNavigation().navigation, listSearch: '?q=fire' }],
      outputs: {
        upload: [storedScorm],
        cover: [image],
        form: [{ outcome: 'left', id: null }],
        discard: [undefined],
      },
      events: [
        // Left after an upload, the uploads are discarded; that call may fail (the sweep takes them).
        { type: 'xstate.error.actor.discard', error: new Error('offline') },
        { type: 'create.upload' },
        { type: 'create.link' },
        { type: 'create.back' },
        { type: 'create.cancel' },
        formSnapshot({}, {}, null, null),
        formSnapshot({}, {}, '2026-03-01T10:00:00.000Z', 'm-1'),
      ],
    }));

  it('mediumEditorMachine', () => {
    const input = [{ api, id: 'm-1', navigation: fakeNavigation().navigation, listSearch: '' }];
    const scorm = medium('m-1', { type: 'SCORM' });
    const clean = formSnapshot({ title: 'a' }, { title: 'a' }, scorm.updatedAt);
    return expectFullCoverage(
      {
        machine: mediumEditorMachine,
        inputs: input,
        outputs: {
          loadMedium: [scorm, null],
          reloadMedium: [scorm, null],
          form: [{ outcome: 'left', id: 'm-1' }],
          cover: [image],
          publish: [undefined],
          unpublish: [undefined],
          restore: [undefined],
        },
        events: [
          { type: 'editor.retry' },
          { type: 'editor.publish' },
          { type: 'editor.unpublish' },
          { type: 'editor.restore' },
          { type: 'editor.refresh' },
          { type: 'editor.dismissProblem' },
          clean,
          formSnapshot({ title: 'b' }, { title: 'a' }, scorm.updatedAt),
          formSnapshot({ title: 'a' }, { title: 'a' }, '2026-03-02T08:00:00.000Z'),
          { type: 'xstate.error.actor.publish', error: conflict },
          { type: 'xstate.error.actor.unpublish', error: conflict },
          { type: 'xstate.error.actor.restore', error: conflict },
        ],
      },
      // A new version of the file: upload, then replaceMediumFile; a link has no file to replace.
      {
        machine: mediumEditorMachine,
        inputs: input,
        outputs: {
          loadMedium: [scorm, medium('m-1', { type: 'LINK', fileId: null })],
          reloadMedium: [scorm],
          form: [{ outcome: 'left', id: 'm-1' }],
          cover: [image],
          replaceUpload: [storedScorm],
          replaceFile: [undefined],
        },
        events: [
          { type: 'editor.replace' },
          { type: 'editor.cancelReplace' },
          formSnapshot({ title: 'b' }, { title: 'a' }, scorm.updatedAt),
          { type: 'xstate.error.actor.replaceFile', error: conflict },
        ],
      },
    );
  });
});
