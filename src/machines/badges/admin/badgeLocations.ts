// Where the badge screens live in the URL: the list at /system-badges or /course-badges with its query,
// `?new` for a new badge and `?edit=<id>` for one badge (its awards below it). The list's own parameters
// stay in the address while a badge is open, so going back shows the same list.
import type { BadgeKind } from '../../../graphql/generated';

export const BADGE_PATHS: Record<BadgeKind, string> = { SYSTEM: '/system-badges', COURSE: '/course-badges' };

const PAGE_PARAMS = ['new', 'edit'];

const withParams = (kind: BadgeKind, search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${BADGE_PATHS[kind]}${text ? `?${text}` : ''}`;
};

export const listHref = (kind: BadgeKind, search: string) => withParams(kind, search, () => {});
export const newHref = (kind: BadgeKind, search: string) => withParams(kind, search, (p) => p.set('new', ''));
export const editHref = (kind: BadgeKind, search: string, id: string) =>
  withParams(kind, search, (p) => p.set('edit', id));

export type BadgePage = { page: 'list' } | { page: 'new' } | { page: 'edit'; id: string };

export function pageOf(search: string): BadgePage {
  const params = new URLSearchParams(search);
  const id = params.get('edit');
  if (id) return { page: 'edit', id };
  if (params.has('new')) return { page: 'new' };
  return { page: 'list' };
}
