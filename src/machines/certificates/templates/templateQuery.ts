// templateQuery — the template list's query in the URL (`archived=1`) and as certificateTemplates'
// variables; where the pages live (`/certificates`, `?new`, `?edit=<id>`, the Issued tab `?tab=issued`).
// Pure.
import type { CertificateTemplateSort, CertificateTemplatesQueryVariables } from '../../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../../admin/listMachine';

export const CERTIFICATES_PATH = '/certificates';

export const TEMPLATE_SORTS: Record<string, CertificateTemplateSort> = {
  name: 'NAME',
  version: 'VERSION',
  links: 'LINKS',
  updated: 'UPDATED',
};

export const TEMPLATE_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(TEMPLATE_SORTS),
  defaultSort: { field: 'updated', direction: 'desc' },
  filterKeys: ['archived'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

/** The list's columns; the sortable ones are also TEMPLATE_SORTS' keys. */
export const TEMPLATE_COLUMNS = {
  name: 'name',
  version: 'version',
  links: 'links',
  issued: 'issued',
  updated: 'updated',
} as const;

export const showsArchived = (query: ListQuery) => (query.filters.archived ?? []).includes('1');

export function variablesOf(
  query: ListQuery,
  offset: number,
  first: number,
): CertificateTemplatesQueryVariables {
  const search = query.search.trim();
  return {
    search: search === '' ? null : search,
    filter: { archived: showsArchived(query) },
    sort: query.sort ? (TEMPLATE_SORTS[query.sort] ?? 'UPDATED') : 'UPDATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}

const PAGE_PARAMS = ['new', 'edit', 'tab'];

const withParams = (search: string, change: (params: URLSearchParams) => void): string => {
  const params = new URLSearchParams(search);
  for (const key of PAGE_PARAMS) params.delete(key);
  change(params);
  const text = params.toString();
  return `${CERTIFICATES_PATH}${text ? `?${text}` : ''}`;
};

export const listHref = (search: string) => withParams(search, () => {});
export const newHref = (search: string) => withParams(search, (p) => p.set('new', ''));
export const editHref = (search: string, id: string) => withParams(search, (p) => p.set('edit', id));
export const issuedHref = () => `${CERTIFICATES_PATH}?tab=issued`;

export type CertificatesPage =
  { page: 'list' } | { page: 'issued' } | { page: 'new' } | { page: 'edit'; id: string };

export function pageOf(search: string): CertificatesPage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { page: 'edit', id: edit };
  if (params.has('new')) return { page: 'new' };
  if (params.get('tab') === 'issued') return { page: 'issued' };
  return { page: 'list' };
}
