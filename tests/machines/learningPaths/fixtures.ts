// A path as the API answers it; the app settings and a navigation actor that records where it was sent
// (tests/machines/support/editorModels.ts).
import type { LoadedPath } from '../../../src/machines/learningPaths/pathDraft';
import { api, fakeNavigation as fakeNavigationAt } from '../support/editorModels';

export { api };

export const S1 = '11111111-1111-4111-8111-111111111111';
export const S2 = '22222222-2222-4222-8222-222222222222';
export const M1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const M2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const M3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const item = (mediumId: string, title: string, durationMinutes = 10) => ({
  mediumId,
  title,
  type: 'LINK' as const,
  durationMinutes,
  published: true,
  archived: false,
});

export function loadedPath(overrides: Partial<LoadedPath> = {}): LoadedPath {
  return {
    id: 'p-1',
    title: 'Safety',
    description: 'Staying safe',
    language: 'en',
    translations: [{ locale: 'de', title: 'Sicherheit', description: null }],
    unitId: null,
    unitName: null,
    coverFileId: null,
    coverUrl: null,
    status: 'DRAFT',
    publishedAt: null,
    archivedAt: null,
    learnerCount: 0,
    estimatedMinutes: 30,
    sections: [
      {
        id: S1,
        title: 'Basics',
        translations: [],
        rule: 'ALL_IN_ORDER',
        minCount: null,
        requires: [],
        unlockOn: null,
        items: [item(M1, 'Fire safety'), item(M2, 'First aid', 20)],
      },
      {
        id: S2,
        title: 'Practice',
        translations: [],
        rule: 'ALL_ANY_ORDER',
        minCount: null,
        requires: [S1],
        unlockOn: null,
        items: [item(M3, 'Evacuation', 5)],
      },
    ],
    problems: [],
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** The navigation actor of tests/machines/support, on the path list's address unless told. */
export const fakeNavigation = (path = '/learning-path', search = '') => fakeNavigationAt(path, search);
