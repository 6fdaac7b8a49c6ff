// The links list's query in the URL and as relativeLinks' variables. Pure.
import type {
  RelativeLinkSort,
  RelativeLinkState,
  RelativeLinksQueryVariables,
} from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const LINK_SORTS: Record<string, RelativeLinkSort> = {
  learner: 'LEARNER',
  created: 'CREATED',
  expires: 'EXPIRES',
  lastUsed: 'LAST_USED',
};

/** The list's columns; the sortable ones are also LINK_SORTS' keys. */
export const LINK_COLUMNS = {
  learner: 'learner',
  label: 'label',
  state: 'state',
  created: 'created',
  expires: 'expires',
  lastUsed: 'lastUsed',
  actions: 'actions',
} as const;

export const LINK_STATES: readonly RelativeLinkState[] = ['ACTIVE', 'EXPIRED', 'REVOKED'];

export const LINKS_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(LINK_SORTS),
  defaultSort: { field: 'created', direction: 'desc' },
  filterKeys: ['state'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZES[0]!,
};

export function variablesOf(query: ListQuery, offset: number, first: number): RelativeLinksQueryVariables {
  const state = (query.filters.state ?? []).find((s): s is RelativeLinkState =>
    (LINK_STATES as readonly string[]).includes(s),
  );
  return {
    search: query.search || null,
    state: state ?? null,
    sort: LINK_SORTS[query.sort ?? 'created'] ?? 'CREATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}
