// userQuery — the user list's query in the URL and as managedUsers' variables. Pure: the URL's filter
// values are strings (`unit=3&role=LEARNER&active=false`), the API wants typed lists and flags.
import type {
  ManagedUserSort,
  ManagedUsersFilter,
  ManagedUsersQueryVariables,
  Role,
} from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const USER_SORTS: Record<string, ManagedUserSort> = {
  name: 'NAME',
  username: 'USERNAME',
  email: 'EMAIL',
  created: 'CREATED',
  active: 'ACTIVE',
};

/** The list's columns; the sortable ones are also USER_SORTS' keys. */
export const USER_COLUMNS = {
  name: 'name',
  username: 'username',
  email: 'email',
  roles: 'roles',
  units: 'units',
  active: 'active',
  created: 'created',
} as const;

export const ROLES: readonly Role[] = ['ADMIN', 'EDUCATION_MANAGER', 'LEARNER'];

export const USER_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(USER_SORTS),
  defaultSort: { field: 'name', direction: 'asc' },
  filterKeys: ['unit', 'role', 'active'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

const UNIT_ID = /^[1-9][0-9]{0,9}$/;

export function filterOf(query: ListQuery): ManagedUsersFilter {
  const f = query.filters;
  const filter: ManagedUsersFilter = {};
  const unitIds = (f.unit ?? []).filter((id) => UNIT_ID.test(id));
  if (unitIds.length > 0) filter.unitIds = unitIds;
  const roles = (f.role ?? []).filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  if (roles.length > 0) filter.roles = roles;
  // Both "active" and "deactivated" chosen is no filter at all.
  const active = (f.active ?? []).filter((v) => v === 'true' || v === 'false');
  if (active.length === 1) filter.active = active[0] === 'true';
  return filter;
}

type Variables = Omit<ManagedUsersQueryVariables, 'offset' | 'first'>;

/** The search, filters and sort (the export takes these without a page). */
export function listVariablesOf(query: ListQuery): Variables {
  const search = query.search.trim();
  return {
    search: search === '' ? null : search,
    filter: filterOf(query),
    sort: query.sort ? (USER_SORTS[query.sort] ?? 'NAME') : 'NAME',
    direction: query.direction === 'desc' ? 'DESC' : 'ASC',
  };
}

export const variablesOf = (query: ListQuery, offset: number, first: number): ManagedUsersQueryVariables => ({
  ...listVariablesOf(query),
  offset,
  first,
});
