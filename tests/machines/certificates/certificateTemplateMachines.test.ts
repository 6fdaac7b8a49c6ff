// Model-based tests of the certificate template machines: every transition, both sides of every guard.
// The edits are idempotent (a repeated event changes nothing; nudges are clamped to the page, so a big one
// lands at the edge at once), so each model's state space is finite; they are split into small groups.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import { linkPickerMachine } from '../../../src/machines/certificates/templates/linkPickerMachine';
import type { LoadedTemplate } from '../../../src/machines/certificates/templates/templateDraft';
import { templateEditorMachine } from '../../../src/machines/certificates/templates/templateEditorMachine';
import { templateListMachine } from '../../../src/machines/certificates/templates/templateListMachine';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel, type ModelSpec } from '../../../src/machines/testing/modelRunner';
import { defaultDesign } from '../../../src/schemas/certificateDesign';
import { api, fakeNavigation } from '../learningPaths/fixtures';

async function expectFullCoverage<T extends AnyStateMachine>(...specs: ModelSpec<T>[]) {
  const covered = new Set<string>();
  let paths = 0;
  for (const spec of specs) {
    const result = await runModel(spec);
    result.covered.forEach((key) => covered.add(key));
    paths += result.paths;
  }
  const report = coverageReport(specs[0]!.machine, covered);
  console.log(`${report.summary} (${paths} paths, ${specs.length} models)`);
  expect(report.missing.map((m) => m.label)).toEqual([]);
}

export function loadedTemplate(overrides: Partial<LoadedTemplate> = {}): LoadedTemplate {
  return {
    id: 't-1',
    name: 'Course certificate',
    currentVersion: 2,
    design: defaultDesign('en'),
    backgroundUrl: null,
    backgroundKind: null,
    versions: [
      { version: 2, createdAt: '2026-11-24T10:00:00.000Z', createdByName: 'Ada' },
      { version: 1, createdAt: '2026-11-20T10:00:00.000Z', createdByName: null },
    ],
    links: [
      { id: '7', kind: 'MEDIUM', mediaId: 'm-1', pathId: null, title: 'Fire safety', validityMonths: 24 },
    ],
    issuedCount: 0,
    archivedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

const template = loadedTemplate();
const archived = loadedTemplate({ archivedAt: '2026-11-24T12:00:00.000Z' });
const withBackground = loadedTemplate({ backgroundUrl: '/files/b', backgroundKind: 'PDF' });
const conflict = new AdminApiError([
  {
    message: 'Someone else changed it',
    extensions: {
      code: 'CONFLICT',
      current: loadedTemplate({ name: 'Theirs', updatedAt: '2026-11-24T11:00:00.000Z' }),
    },
  },
]);
const unreadableConflict = new AdminApiError([{ message: 'Changed', extensions: { code: 'CONFLICT' } }]);
const badField = new AdminApiError([
  {
    message: 'design.fields.1.x is not valid',
    extensions: { code: 'BAD_USER_INPUT', field: 'design.fields.1.x' },
  },
]);
const upload = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'IMAGE',
  originalName: 'frame.png',
  contentType: 'image/png',
  size: 10,
  url: '/files/frame',
};
const input = () => ({
  api,
  id: 't-1',
  navigation: fakeNavigation('/certificates').navigation,
  listSearch: '',
  locale: 'en',
});

describe('certificate template machines (model-based)', () => {
  it('templateListMachine', () => {
    const inputs = [{ api, navigation: fakeNavigation('/certificates').navigation }];
    return expectFullCoverage(
      {
        machine: templateListMachine,
        inputs,
        outputs: {
          loadPage: [
            { rows: [], total: 0 },
            { rows: [], total: 30 },
          ],
        },
        events: [
          { type: 'list.search', text: 'course' },
          { type: 'list.page', page: 3 },
          { type: 'list.clear' },
          { type: 'list.retry' },
          { type: 'list.refresh' },
          { type: 'list.filter', key: 'archived', values: ['1'] },
          { type: 'list.sort', field: 'name', direction: 'asc' },
          { type: 'list.pageSize', size: 50 },
          { type: 'list.locationChanged', path: '/certificates', search: '?archived=1' },
        ],
      },
      {
        machine: templateListMachine,
        inputs,
        outputs: {
          loadPage: [{ rows: [{ id: 't-1' }], total: 1 }],
          'bulk.archive': [{ count: 1, ids: ['t-1'] }],
          'bulk.restore': [{ count: 1 }],
          'bulk.unarchive': [{ count: 1 }],
        },
        events: [
          { type: 'list.select', id: 't-1', selected: true },
          { type: 'list.selectAll', selected: false },
          { type: 'list.clearSelection' },
          { type: 'list.bulk', action: 'archive' },
          { type: 'list.bulk', action: 'restore', ids: ['t-1'] },
          { type: 'list.bulk', action: 'unarchive', ids: ['t-1'] },
        ],
      },
    );
  });

  it(
    'templateEditorMachine',
    () =>
      expectFullCoverage(
        // Loading, saving, conflicts and leaving.
        {
          machine: templateEditorMachine,
          inputs: [input()],
          outputs: {
            loadTemplate: [template, null],
            reloadTemplate: [template, null],
            saveTemplate: [template],
          },
          events: [
            { type: 'template.rename', name: 'Changed' },
            { type: 'template.rename', name: '' },
            { type: 'template.save' },
            { type: 'xstate.error.actor.saveTemplate', error: conflict },
            { type: 'xstate.error.actor.saveTemplate', error: unreadableConflict },
            { type: 'xstate.error.actor.saveTemplate', error: badField },
            { type: 'template.reload' },
            { type: 'template.keepMine' },
            { type: 'template.leave' },
            { type: 'template.leaveConfirm' },
            { type: 'template.leaveCancel' },
            { type: 'template.retry' },
            { type: 'template.dismissProblem' },
          ],
        },
        // Archive, restore, duplicate, attach and detach.
        {
          machine: templateEditorMachine,
          inputs: [input()],
          outputs: {
            loadTemplate: [template, archived],
            reloadTemplate: [archived, template],
            duplicateTemplate: ['t-2'],
            linkTemplate: [loadedTemplate({ links: [] })],
            unlinkTemplate: [loadedTemplate({ links: [] })],
          },
          events: [
            { type: 'template.archive' },
            { type: 'template.restore' },
            { type: 'template.duplicate' },
            { type: 'template.link', link: { kind: 'PATH', targetId: 'p-1', validityMonths: 12 } },
            { type: 'template.unlink', linkId: '7' },
          ],
        },
        // A new template: nothing to archive, attach or copy yet; the background upload.
        {
          machine: templateEditorMachine,
          inputs: [{ ...input(), id: null }],
          outputs: {
            saveTemplate: [withBackground],
            background: [upload, undefined],
            reloadTemplate: [withBackground],
            duplicateTemplate: ['t-2'],
            linkTemplate: [withBackground],
            unlinkTemplate: [withBackground],
          },
          events: [
            { type: 'template.rename', name: 'New' },
            { type: 'template.save' },
            { type: 'template.removeBackground' },
            { type: 'template.duplicate' },
            { type: 'template.archive' },
            { type: 'template.restore' },
            { type: 'template.link', link: { kind: 'MEDIUM', targetId: 'm-2', validityMonths: null } },
            { type: 'template.unlink', linkId: '7' },
          ],
        },
        // The edits, a few per model.
        ...[
          [
            { type: 'template.setPageSize', pageSize: 'LETTER' },
            { type: 'template.setOrientation', orientation: 'PORTRAIT' },
            { type: 'template.setBackgroundColour', colour: '#fafafa' },
          ],
          [
            { type: 'template.addField', kind: 'UNIT', id: 'unit' },
            { type: 'template.removeField', fieldId: 'qr' },
            { type: 'template.reorderField', fieldId: 'name', to: 0 },
          ],
          [
            { type: 'template.updateField', fieldId: 'name', patch: { bold: false, colour: '#112233' } },
            { type: 'template.setText', fieldId: 'heading', locale: 'en', text: 'Diploma' },
            { type: 'template.select', fieldId: 'name' },
          ],
          [
            { type: 'template.nudgeField', fieldId: 'name', dx: 0, dy: 500 },
            { type: 'template.placeField', fieldId: 'qr', x: 10, y: 10 },
            { type: 'template.previewIn', locale: 'de' },
          ],
          [
            { type: 'template.addLocale', locale: 'de' },
            { type: 'template.removeLocale', locale: 'de' },
            { type: 'template.setDefaultLocale', locale: 'de' },
          ],
        ].map((events) => ({
          machine: templateEditorMachine,
          inputs: [input()],
          outputs: { loadTemplate: [template] },
          events,
        })),
      ),
    120_000,
  );

  it('linkPickerMachine', () =>
    expectFullCoverage({
      machine: linkPickerMachine,
      inputs: [{ api }],
      outputs: {
        searchLinkTargets: [
          [{ kind: 'MEDIUM', id: 'm-1', title: 'Fire safety', templateId: null, templateName: null }],
        ],
      },
      events: [
        { type: 'picker.open' },
        { type: 'picker.close' },
        { type: 'picker.search', text: 'fire' },
        { type: 'picker.retry' },
      ],
    }));
});
