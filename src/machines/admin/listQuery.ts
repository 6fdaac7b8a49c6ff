// listQuery — an administration list's query (search, filters, sort, page) and its form in the URL
// (`?q=&sort=&dir=&page=&size=&<filter>=a,b`). Pure, so a reload or a shared link rebuilds the same
// list and the list machine can tell its own writes from changes made outside (back/forward).

export type SortDirection = 'asc' | 'desc';

/** Filters by key; every filter is a list of values (a single choice is a list of one). */
export type ListFilters = Readonly<Record<string, readonly string[]>>;

export interface ListQuery {
  search: string;
  filters: ListFilters;
  /** A field of `ListQueryConfig.sortFields`, or null for the server's own order. */
  sort: string | null;
  direction: SortDirection;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface ListQueryConfig {
  /** Fields the server can sort by; anything else in the URL falls back to the default. */
  sortFields: readonly string[];
  defaultSort: { field: string | null; direction: SortDirection };
  /** URL parameters that are filters; `q`, `sort`, `dir`, `page`, `size` are reserved. */
  filterKeys: readonly string[];
  pageSizes: readonly number[];
  defaultPageSize: number;
}

/** Parameters a list owns in the URL; others (e.g. `?edit=<id>` of a form beside it) are kept. */
export const RESERVED_PARAMS = ['q', 'sort', 'dir', 'page', 'size'] as const;

/** Longest search text sent (the API bounds it too). */
export const SEARCH_MAX = 200;

export const defaultQuery = (config: ListQueryConfig): ListQuery => ({
  search: '',
  filters: {},
  sort: config.defaultSort.field,
  direction: config.defaultSort.direction,
  page: 1,
  pageSize: config.defaultPageSize,
});

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
};

const splitValues = (raw: string): string[] => [
  ...new Set(
    raw
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  ),
];

/** The query a URL search string describes; anything unknown or malformed falls back to defaults. */
export function queryFromSearch(search: string, config: ListQueryConfig): ListQuery {
  const params = new URLSearchParams(search);
  const base = defaultQuery(config);
  const sortParam = params.get('sort');
  const sort = sortParam !== null && config.sortFields.includes(sortParam) ? sortParam : base.sort;
  const dirParam = params.get('dir');
  const direction: SortDirection =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : sort === base.sort ? base.direction : 'asc';
  const size = positiveInt(params.get('size'));
  const filters: Record<string, string[]> = {};
  for (const key of config.filterKeys) {
    const values = params.getAll(key).flatMap(splitValues);
    if (values.length > 0) filters[key] = [...new Set(values)].sort();
  }
  return {
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    filters,
    sort,
    direction,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size !== null && config.pageSizes.includes(size) ? size : base.pageSize,
  };
}

/**
 * The URL search string of a query (with `?`, or '' when everything is default). Defaults are
 * left out; parameters of `base` the list does not own are kept, in their order.
 */
export function searchFromQuery(query: ListQuery, config: ListQueryConfig, base = ''): string {
  const owned = new Set<string>([...RESERVED_PARAMS, ...config.filterKeys]);
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(base)) if (!owned.has(key)) params.append(key, value);
  const search = query.search.trim();
  if (search !== '') params.set('q', search);
  for (const key of config.filterKeys) {
    const values = query.filters[key] ?? [];
    if (values.length > 0) params.set(key, [...values].sort().join(','));
  }
  const isDefaultSort = query.sort === config.defaultSort.field;
  if (!isDefaultSort && query.sort !== null) params.set('sort', query.sort);
  if (query.sort !== null && query.direction !== (isDefaultSort ? config.defaultSort.direction : 'asc'))
    params.set('dir', query.direction);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.pageSize !== config.defaultPageSize) params.set('size', String(query.pageSize));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Two queries are the same list when their URL forms are the same (ignores spacing of the search). */
export const sameQuery = (a: ListQuery, b: ListQuery, config: ListQueryConfig): boolean =>
  searchFromQuery(a, config) === searchFromQuery(b, config);

/** A search or a filter narrows the list: an empty answer is then "no results", not "empty". */
export const isNarrowed = (query: ListQuery): boolean =>
  query.search.trim() !== '' || Object.values(query.filters).some((values) => values.length > 0);

/** The lists with an "archived" toggle (filter key `archived`, `?archived=1` in the URL) show archived rows. */
export const showsArchived = (query: ListQuery): boolean => (query.filters.archived ?? []).includes('1');

export const offsetOf = (query: ListQuery): number => (query.page - 1) * query.pageSize;

/** The last page that has rows (1 when there are none). */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
