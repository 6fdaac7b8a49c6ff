// unitQuery — the unit list's query in the URL and as managedUnits' variables. Pure: the URL's filter
// values are strings (`active=false`), the API wants typed flags.
import type { ManagedUnitsQueryVariables, ManagedUnitsSort } from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const UNIT_SORTS: Record<string, ManagedUnitsSort> = {
  name: 'NAME',
  key: 'KEY',
  displayedId: 'DISPLAYED_ID',
  members: 'MEMBERS',
  updated: 'UPDATED',
};

export const UNIT_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(UNIT_SORTS),
  defaultSort: { field: 'name', direction: 'asc' },
  filterKeys: ['active'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

export function variablesOf(query: ListQuery, offset: number, first: number): ManagedUnitsQueryVariables {
  const search = query.search.trim();
  // Both "active" and "inactive" chosen is no filter at all.
  const active = (query.filters.active ?? []).filter((v) => v === 'true' || v === 'false');
  return {
    search: search === '' ? null : search,
    filter: active.length === 1 ? { active: active[0] === 'true' } : {},
    sort: query.sort ? (UNIT_SORTS[query.sort] ?? 'NAME') : 'NAME',
    direction: query.direction === 'desc' ? 'DESC' : 'ASC',
    offset,
    first,
  };
}
