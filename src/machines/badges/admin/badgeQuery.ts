// badgeQuery — a badge list's query in the URL (`archived=1`) and as badges' variables. Pure.
import type { BadgeKind, BadgeSort, BadgesQueryVariables } from '../../../graphql/generated';
import {
  DEFAULT_PAGE_SIZES,
  showsArchived,
  type ListQuery,
  type ListQueryConfig,
} from '../../admin/listMachine';

export const BADGE_SORTS: Record<string, BadgeSort> = {
  name: 'NAME',
  rule: 'RULE',
  awards: 'AWARDS',
  updated: 'UPDATED',
};

export const BADGE_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(BADGE_SORTS),
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['archived'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

export function variablesOf(
  kind: BadgeKind,
  query: ListQuery,
  offset: number,
  first: number,
): BadgesQueryVariables {
  const search = query.search.trim();
  return {
    kind,
    search: search === '' ? null : search,
    filter: { archived: showsArchived(query) },
    sort: query.sort ? (BADGE_SORTS[query.sort] ?? 'UPDATED') : 'UPDATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}

/** The list's columns; the sortable ones are also BADGE_SORTS' keys. */
export const BADGE_COLUMNS = {
  image: 'image',
  name: 'name',
  rule: 'rule',
  awards: 'awards',
  status: 'status',
  updated: 'updated',
} as const;
