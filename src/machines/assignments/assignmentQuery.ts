// assignmentQuery — the assignment list's query in the URL and as the assignments query's variables. Pure:
// the URL's filter values are strings (`type=PATH&state=ACTIVE`), the API wants its enums.
import type {
  AssignmentItemType,
  AssignmentSort,
  AssignmentsFilter,
  AssignmentsQueryVariables,
  AssignmentState,
} from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const ASSIGNMENT_SORTS: Record<string, AssignmentSort> = {
  created: 'CREATED',
  title: 'TITLE',
  due: 'DUE',
};

export const ASSIGNMENT_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(ASSIGNMENT_SORTS),
  defaultSort: { field: 'created', direction: 'desc' },
  filterKeys: ['type', 'state'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

export const ITEM_TYPES: readonly AssignmentItemType[] = ['MEDIUM', 'PATH'];
export const STATES: readonly AssignmentState[] = ['ACTIVE', 'WITHDRAWN'];

const one = <T extends string>(
  values: readonly string[] | undefined,
  allowed: readonly T[],
): T | undefined => {
  const known = (values ?? []).filter((v): v is T => (allowed as readonly string[]).includes(v));
  return known.length === 1 ? known[0] : undefined;
};

export function filterOf(query: ListQuery): AssignmentsFilter {
  const filter: AssignmentsFilter = {};
  const itemType = one(query.filters.type, ITEM_TYPES);
  if (itemType) filter.itemType = itemType;
  const state = one(query.filters.state, STATES);
  if (state) filter.state = state;
  return filter;
}

export const variablesOf = (query: ListQuery, offset: number, first: number): AssignmentsQueryVariables => {
  const search = query.search.trim();
  return {
    search: search === '' ? null : search,
    filter: filterOf(query),
    sort: query.sort ? (ASSIGNMENT_SORTS[query.sort] ?? 'CREATED') : 'CREATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
};
