// mediaQuery — the media list's query in the URL and as managedMedia's variables. Pure: the URL's
// filter values are strings (`type=PDF,VIDEO&published=true&state=ARCHIVED&unit=every,3`), the API
// wants typed lists and flags.
import type {
  ManagedMediaFilter,
  ManagedMediaQueryVariables,
  ManagedMediaSort,
  MediaType,
  MediumState,
} from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const MEDIA_SORTS: Record<string, ManagedMediaSort> = {
  title: 'TITLE',
  type: 'TYPE',
  category: 'CATEGORY',
  published: 'PUBLISHED',
  enrolments: 'ENROLMENTS',
  updated: 'UPDATED',
};

/** The list's columns; the sortable ones are also MEDIA_SORTS' keys. */
export const MEDIA_COLUMNS = {
  title: 'title',
  type: 'type',
  category: 'category',
  unit: 'unit',
  published: 'published',
  enrolments: 'enrolments',
  updated: 'updated',
} as const;

export const MEDIA_TYPES: readonly MediaType[] = ['SCORM', 'VIDEO', 'PDF', 'LINK'];
export const MEDIUM_STATES: readonly MediumState[] = ['ACTIVE', 'ARCHIVED', 'ALL'];
/** The unit filter's value for media meant for every unit (no unit of their own). */
export const EVERY_UNIT = 'every';

export const MEDIA_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(MEDIA_SORTS),
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['type', 'category', 'unit', 'published', 'state'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

const only = <T extends string>(values: readonly string[] | undefined, allowed: readonly T[]): T[] =>
  (values ?? []).filter((v): v is T => (allowed as readonly string[]).includes(v));

/** The archive state the list shows (ACTIVE unless the filter says otherwise). */
export function stateOf(query: ListQuery): MediumState {
  const [state] = only(query.filters.state, MEDIUM_STATES);
  return state ?? 'ACTIVE';
}

export function filterOf(query: ListQuery): ManagedMediaFilter {
  const f = query.filters;
  const filter: ManagedMediaFilter = {};
  const types = only(f.type, MEDIA_TYPES);
  if (types.length > 0) filter.types = types;
  const categories = (f.category ?? []).filter((id) => id !== '');
  if (categories.length > 0) filter.categoryIds = categories;
  const units = (f.unit ?? []).filter((id) => id !== '' && id !== EVERY_UNIT);
  if (units.length > 0) filter.unitIds = units;
  if (f.unit?.includes(EVERY_UNIT)) filter.everyUnit = true;
  // Both "published" and "not published" chosen is no filter at all.
  const published = only(f.published, ['true', 'false'] as const);
  if (published.length === 1) filter.published = published[0] === 'true';
  const state = stateOf(query);
  if (state !== 'ACTIVE') filter.state = state;
  return filter;
}

export function variablesOf(query: ListQuery, offset: number, first: number): ManagedMediaQueryVariables {
  const search = query.search.trim();
  return {
    search: search === '' ? null : search,
    filter: filterOf(query),
    sort: query.sort ? (MEDIA_SORTS[query.sort] ?? 'UPDATED') : 'UPDATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}
