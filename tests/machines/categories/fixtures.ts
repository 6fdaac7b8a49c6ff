// Shared test data of the category machines: a small tree (Safety with Fire and First aid; IT holding
// two media) and API refusals as the kit's actors throw them.
import { AdminApiError } from '../../../src/machines/admin/adminErrors';
import type { CategoryEntry } from '../../../src/machines/categories/treeModel';

export const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

export const input = { api, requiredLocales: ['en', 'de', 'sw'], defaultLocale: 'en' };

export const entry = (
  id: string,
  name: string,
  parentId: string | null,
  position: number,
  more: Partial<CategoryEntry> = {},
): CategoryEntry => ({
  id,
  parentId,
  depth: parentId === null ? 0 : 1,
  position,
  name,
  names: { en: name, de: `${name} (de)`, sw: `${name} (sw)` },
  mediaCount: 0,
  childCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedByName: 'Admin',
  ...more,
});

/** Safety (Fire, First aid), IT (2 media). */
export const tree: CategoryEntry[] = [
  entry('s', 'Safety', null, 0, { childCount: 2 }),
  entry('f', 'Fire', 's', 0),
  entry('a', 'First aid', 's', 1),
  entry('i', 'IT', null, 1, { mediaCount: 2 }),
];

export const refusal = (
  code: string,
  extensions: Record<string, unknown> = {},
  message = `${code} refusal`,
) => new AdminApiError([{ message, extensions: { code, ...extensions } }]);
