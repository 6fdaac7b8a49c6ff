// pathQuery — the path list's query in the URL and as learningPaths' variables (`status=ARCHIVED`,
// `unit=every,3`). Pure.
import type {
  LearningPathFilter,
  LearningPathSort,
  LearningPathStatus,
  LearningPathsQueryVariables,
} from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const PATH_SORTS: Record<string, LearningPathSort> = {
  title: 'TITLE',
  status: 'STATUS',
  sections: 'SECTIONS',
  learners: 'LEARNERS',
  updated: 'UPDATED',
};

export const PATH_STATUSES: readonly LearningPathStatus[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];

export const PATH_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(PATH_SORTS),
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['status'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

/** The statuses the list shows: draft and published unless the filter says otherwise. */
export function statusesOf(query: ListQuery): LearningPathStatus[] {
  const chosen = (query.filters.status ?? []).filter((s): s is LearningPathStatus =>
    (PATH_STATUSES as readonly string[]).includes(s),
  );
  return chosen.length ? chosen : ['DRAFT', 'PUBLISHED'];
}

/** Whether the list shows archived paths (the bulk bar then offers restore). */
export const showsArchived = (query: ListQuery) => statusesOf(query).includes('ARCHIVED');

export function variablesOf(query: ListQuery, offset: number, first: number): LearningPathsQueryVariables {
  const search = query.search.trim();
  const filter: LearningPathFilter = { statuses: statusesOf(query) };
  return {
    search: search === '' ? null : search,
    filter,
    sort: query.sort ? (PATH_SORTS[query.sort] ?? 'UPDATED') : 'UPDATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}

/** The list's columns; the sortable ones are also PATH_SORTS' keys. */
export const PATH_COLUMNS = {
  title: 'title',
  status: 'status',
  unit: 'unit',
  sections: 'sections',
  media: 'media',
  learners: 'learners',
  duration: 'duration',
  updated: 'updated',
} as const;
