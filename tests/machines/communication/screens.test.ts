// Model-based tests of the news machines (/communication): every transition, both sides of every guard.
// The editor's edits are small and mostly idempotent, so each model's state space stays finite; they are
// split into groups so every model builds quickly.
import { describe, expect, it } from 'vitest';
import type { LoadedNews } from '../../../src/machines/communication/newsDraft';
import { applyEdit, emptyDraft, issuesOf, withImage } from '../../../src/machines/communication/newsDraft';
import {
  localInputOf,
  newsEditorMachine,
  scheduleInstant,
} from '../../../src/machines/communication/newsEditorMachine';
import { newsListMachine } from '../../../src/machines/communication/newsListMachine';
import { pageOf, editHref } from '../../../src/machines/communication/newsLocations';
import {
  api,
  badInput,
  conflictError,
  editorLifecycleEvents,
  fakeNavigation,
  listModels,
  uploadedImage,
} from '../support/editorModels';
import { expectFullCoverage } from '../support/expectFullCoverage';

const loadedNews = (overrides: Partial<LoadedNews> = {}): LoadedNews => ({
  id: 'n-1',
  status: 'DRAFT',
  defaultLocale: 'en',
  versions: [
    { locale: 'en', title: 'Hello', html: '<p>Body</p>' },
    { locale: 'de', title: 'Hallo', html: '<p>Text</p>' },
  ],
  units: [],
  pinned: false,
  publishAt: null,
  publishedAt: null,
  editedAt: null,
  unpublishedAt: null,
  updatedAt: '2026-11-25T07:00:00.000Z',
  ...overrides,
});

const published = loadedNews({ status: 'PUBLISHED', publishedAt: '2026-11-25T07:05:00.000Z' });
const scheduled = loadedNews({ status: 'SCHEDULED', publishAt: '2030-01-01T09:00:00.000Z' });
const input = () => ({
  api,
  id: 'n-1',
  locale: 'en',
  navigation: fakeNavigation('/communication').navigation,
  listSearch: '',
});
const units = [{ id: '3', name: 'Customer Service' }];
const FUTURE = '2030-06-01T09:30';

describe('news machines (model-based)', () => {
  it(
    'newsListMachine',
    () =>
      expectFullCoverage(
        ...listModels(newsListMachine, {
          path: '/communication',
          rowId: 'n-1',
          search: 'welcome',
          filter: { key: 'status', values: ['SCHEDULED'], search: '?status=SCHEDULED' },
          sortField: 'title',
        }),
      ),
    120_000,
  );

  it(
    'newsEditorMachine',
    () =>
      expectFullCoverage(
        // Loading, saving, conflicts and leaving.
        {
          machine: newsEditorMachine,
          inputs: [input()],
          outputs: {
            loadNews: [loadedNews(), null],
            reloadNews: [loadedNews(), null],
            saveNews: [loadedNews()],
            loadUnitOptions: [units],
          },
          events: editorLifecycleEvents('news', {
            saveId: 'saveNews',
            validEdit: { type: 'news.setTitle', locale: 'en', value: 'Changed' },
            invalidEdit: { type: 'news.setTitle', locale: 'en', value: '' },
            conflict: conflictError(loadedNews({ updatedAt: '2026-11-25T08:00:00.000Z' })),
            badInput: badInput('versions.0.html', 'Write the text of this version.'),
          }),
        },
        // Publish, schedule, unpublish, preview; the unit options failing and retried (every call also fails
        // in the model: the runner gives each invoke an error edge).
        {
          machine: newsEditorMachine,
          inputs: [input()],
          outputs: {
            loadNews: [loadedNews(), published],
            publishNews: [published],
            scheduleNews: [scheduled],
            unpublishNews: [loadedNews({ status: 'UNPUBLISHED' })],
            loadUnitOptions: [units],
          },
          events: [
            { type: 'news.setScheduleAt', value: FUTURE },
            { type: 'news.setScheduleAt', value: 'soon' },
            { type: 'news.publish' },
            { type: 'news.schedule' },
            { type: 'news.unpublish' },
            { type: 'news.preview' },
            { type: 'news.closePreview' },
            { type: 'news.retryUnits' },
          ],
        },
        // A new item, and an image upload.
        {
          machine: newsEditorMachine,
          inputs: [{ ...input(), id: null }],
          outputs: {
            saveNews: [loadedNews()],
            publishNews: [published],
            loadUnitOptions: [units],
            image: [uploadedImage('team.png', '/files/44444444-4444-4444-8444-444444444444')],
          },
          events: [
            { type: 'news.setTitle', locale: 'en', value: 'New' },
            { type: 'news.setBody', locale: 'en', html: '<p>Text</p>' },
            { type: 'news.save' },
            { type: 'news.publish' },
          ],
        },
        // The edits, a few per model.
        ...[
          [
            { type: 'news.addLocale', locale: 'sw' },
            { type: 'news.removeLocale', locale: 'de' },
            { type: 'news.selectLocale', locale: 'de' },
          ],
          [
            { type: 'news.setDefaultLocale', locale: 'de' },
            { type: 'news.toggleUnit', unit: units[0] },
            { type: 'news.setEveryone' },
          ],
          [
            { type: 'news.setPinned', pinned: true },
            { type: 'news.setBody', locale: 'de', html: '<p>Neu</p>' },
            { type: 'news.preview' },
            { type: 'news.selectLocale', locale: 'de' },
          ],
        ].map((events) => ({
          machine: newsEditorMachine,
          inputs: [input()],
          outputs: { loadNews: [loadedNews()], loadUnitOptions: [units] },
          events,
        })),
      ),
    120_000,
  );
});

describe('news draft rules', () => {
  it('keeps the default version, adds a locale once, toggles units and appends images', () => {
    const draft = emptyDraft('en');
    expect(applyEdit(draft, { type: 'news.removeLocale', locale: 'en' })).toBe(draft);
    const two = applyEdit(draft, { type: 'news.addLocale', locale: 'de' });
    expect(applyEdit(two, { type: 'news.addLocale', locale: 'de' })).toBe(two);
    expect(applyEdit(two, { type: 'news.setDefaultLocale', locale: 'fr' })).toBe(two);
    const unit = { id: '3', name: 'Customer Service' };
    const withUnit = applyEdit(draft, { type: 'news.toggleUnit', unit });
    expect(withUnit.units).toEqual([unit]);
    expect(applyEdit(withUnit, { type: 'news.toggleUnit', unit }).units).toEqual([]);
    expect(withImage(draft, 'en', '/files/x', 'a"b<').versions[0]?.html).toBe(
      '<img src="/files/x" alt="ab">',
    );
    expect(withImage(draft, 'fr', '/files/x', 'a')).toBe(draft);
  });

  it('finds the same issues as the server: empty title and body, a body of only markup', () => {
    const draft = applyEdit(emptyDraft('en'), { type: 'news.setBody', locale: 'en', html: '<p></p>' });
    expect(issuesOf(draft).map((i) => `${i.field}:${i.code}`)).toEqual([
      'versions.0.title:title.required',
      'versions.0.html:body.required',
    ]);
  });

  it('reads the page from the address and the schedule field as a local time', () => {
    expect(pageOf('?edit=n-1&q=a')).toEqual({ page: 'edit', id: 'n-1' });
    expect(pageOf('?new')).toEqual({ page: 'new' });
    expect(pageOf('?q=a')).toEqual({ page: 'list' });
    expect(editHref('?q=a&new', 'n-2')).toBe('/communication?q=a&edit=n-2');
    expect(scheduleInstant('tomorrow')).toBeNull();
    expect(scheduleInstant('2030-13-45T99:99')).toBeNull();
    const at = scheduleInstant(FUTURE)!;
    expect(localInputOf(at.toISOString())).toBe(FUTURE);
  });
});
