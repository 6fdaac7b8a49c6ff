// Model-based tests of the learning-path machines: every transition, both sides of every guard. The
// editor's edits are idempotent (a repeated event changes nothing), so each model's state space is finite;
// they are split into small groups so every model builds quickly.
import { describe, it } from 'vitest';
import { pathEditorMachine } from '../../../src/machines/learningPaths/pathEditorMachine';
import { mediaPickerMachine } from '../../../src/machines/learningPaths/mediaPickerMachine';
import { pathListMachine } from '../../../src/machines/learningPaths/pathListMachine';
import { api, fakeNavigation, loadedPath, M1, M3, S1, S2 } from './fixtures';
import {
  badInput,
  conflictError,
  editorLifecycleEvents,
  listModels,
  uploadedImage,
} from '../support/editorModels';
import { expectFullCoverage } from '../support/expectFullCoverage';

const path = loadedPath();
const conflict = conflictError(loadedPath({ title: 'Theirs', updatedAt: '2026-11-24T11:00:00.000Z' }));
const cycle = badInput('sections.0.requires', 'They require each other');
const cover = uploadedImage('c.png', '/files/c');

const input = () => ({ api, id: 'p-1', navigation: fakeNavigation().navigation, listSearch: '' });

describe('learning-path machines (model-based)', () => {
  // Nearly 4,000 paths: 20 s on a quiet machine, so the default 30 s is too tight under load.
  it(
    'pathListMachine',
    () =>
      expectFullCoverage(
        ...listModels(pathListMachine, {
          path: '/learning-path',
          rowId: 'p-1',
          search: 'fire',
          filter: { key: 'status', values: ['ARCHIVED'], search: '?status=ARCHIVED' },
          sortField: 'title',
        }),
      ),
    120_000,
  );

  it(
    'pathEditorMachine',
    () =>
      expectFullCoverage(
        // Loading, saving, conflicts and leaving.
        {
          machine: pathEditorMachine,
          inputs: [input()],
          outputs: { loadPath: [path, null], reloadPath: [path, null], savePath: [path] },
          events: editorLifecycleEvents('path', {
            saveId: 'savePath',
            validEdit: { type: 'path.change', field: 'title', value: 'Changed' },
            invalidEdit: { type: 'path.change', field: 'title', value: '' },
            conflict,
            badInput: cycle,
          }),
        },
        // Publish, archive, restore, duplicate.
        {
          machine: pathEditorMachine,
          inputs: [input()],
          outputs: {
            loadPath: [path, loadedPath({ status: 'ARCHIVED' })],
            reloadPath: [loadedPath({ status: 'ARCHIVED' }), path],
            publishPath: [loadedPath({ status: 'PUBLISHED' })],
            duplicatePath: ['p-2'],
          },
          events: [
            { type: 'path.publish' },
            { type: 'path.archive' },
            { type: 'path.archiveConfirm' },
            { type: 'path.archiveCancel' },
            { type: 'path.restore' },
            { type: 'path.duplicate' },
          ],
        },
        // A new path, and the cover upload.
        {
          machine: pathEditorMachine,
          inputs: [{ ...input(), id: null, firstSectionId: S1 }],
          outputs: { savePath: [path], cover: [cover] },
          events: [
            { type: 'path.change', field: 'title', value: 'New' },
            { type: 'path.save' },
            { type: 'path.removeCover' },
            { type: 'path.duplicate' },
          ],
        },
        // The edits, a few per model.
        ...[
          [
            { type: 'path.addTranslation', locale: 'sw' },
            { type: 'path.translate', locale: 'sw', field: 'title', value: 'Usalama' },
            { type: 'path.removeTranslation', locale: 'de' },
          ],
          [
            { type: 'path.addSection', id: '33333333-3333-4333-8333-333333333333' },
            { type: 'path.removeSection', sectionId: S2 },
            { type: 'path.renameSection', sectionId: S1, title: 'First steps' },
          ],
          [
            { type: 'path.translateSection', sectionId: S1, locale: 'de', title: 'Grundlagen' },
            { type: 'path.setRule', sectionId: S2, rule: 'AT_LEAST' },
            { type: 'path.setMinCount', sectionId: S2, minCount: 3 },
          ],
          [
            { type: 'path.setRequires', sectionId: S1, requires: [S2] },
            { type: 'path.setUnlockOn', sectionId: S2, unlockOn: '2030-01-31' },
            { type: 'path.moveSection', sectionId: S2, to: 0 },
          ],
          [
            {
              type: 'path.addMedium',
              sectionId: S2,
              medium: { id: M1, title: 'Fire safety', type: 'LINK', durationMinutes: 10, available: true },
            },
            { type: 'path.removeMedium', sectionId: S2, mediumId: M3 },
            { type: 'path.moveMedium', sectionId: S1, mediumId: M1, to: 1 },
          ],
        ].map((events) => ({
          machine: pathEditorMachine,
          inputs: [input()],
          outputs: { loadPath: [path] },
          events,
        })),
      ),
    60_000,
  );

  it('mediaPickerMachine', () =>
    expectFullCoverage({
      machine: mediaPickerMachine,
      inputs: [{ api }],
      outputs: {
        searchMedia: [[{ id: M1, title: 'Fire safety', type: 'LINK', durationMinutes: 10, unitName: null }]],
      },
      events: [
        { type: 'picker.open', target: S1 },
        { type: 'picker.search', text: 'fire' },
        { type: 'picker.retry' },
        { type: 'picker.close' },
      ],
    }));
});
