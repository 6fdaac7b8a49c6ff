// newsQuery — the news list's query in the URL (`?status=SCHEDULED&sort=published`) and as newsAdminList's
// variables. Pure.
import type { NewsAdminListQueryVariables, NewsSort, NewsStatus } from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const NEWS_SORTS: Record<string, NewsSort> = {
  title: 'TITLE',
  status: 'STATUS',
  published: 'PUBLISHED',
  updated: 'UPDATED',
};

export const NEWS_STATUSES: readonly NewsStatus[] = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'];

export const NEWS_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(NEWS_SORTS),
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['status'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

export const statusOf = (query: ListQuery): NewsStatus | null =>
  NEWS_STATUSES.find((s) => query.filters.status?.includes(s)) ?? null;

export function variablesOf(query: ListQuery, offset: number, first: number): NewsAdminListQueryVariables {
  const search = query.search.trim();
  return {
    search: search === '' ? null : search,
    status: statusOf(query),
    sort: query.sort ? (NEWS_SORTS[query.sort] ?? 'UPDATED') : 'UPDATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}

/** The list's columns; the sortable ones are also NEWS_SORTS' keys. */
export const NEWS_COLUMNS = {
  title: 'title',
  status: 'status',
  units: 'units',
  published: 'published',
  languages: 'languages',
  updated: 'updated',
} as const;
