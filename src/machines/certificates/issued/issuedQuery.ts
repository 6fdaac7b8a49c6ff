// issuedQuery — the Issued tab's list query in the URL and as the issuedCertificates query's variables.
// Pure: the URL's filter values are strings (`status=REVOKED`), the API wants its enums.
import type {
  IssuedCertificateSort,
  IssuedCertificatesQueryVariables,
  IssuedCertificateStatus,
} from '../../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../../admin/listMachine';

export const ISSUED_SORTS: Record<string, IssuedCertificateSort> = {
  issued: 'ISSUED',
  number: 'NUMBER',
  learner: 'LEARNER',
  title: 'TITLE',
  expires: 'EXPIRES',
};

export const ISSUED_LIST_QUERY: ListQueryConfig = {
  sortFields: Object.keys(ISSUED_SORTS),
  defaultSort: { field: 'issued', direction: 'desc' },
  filterKeys: ['status'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

export const ISSUED_STATUSES: readonly IssuedCertificateStatus[] = [
  'VALID',
  'EXPIRING_SOON',
  'EXPIRED',
  'REVOKED',
];

export function variablesOf(
  query: ListQuery,
  offset: number,
  first: number,
): IssuedCertificatesQueryVariables {
  const statuses = (query.filters.status ?? []).filter((v): v is IssuedCertificateStatus =>
    (ISSUED_STATUSES as readonly string[]).includes(v),
  );
  return {
    search: query.search.trim() || null,
    filter: statuses.length === 1 ? { status: statuses[0] } : null,
    sort: ISSUED_SORTS[query.sort ?? 'issued'] ?? 'ISSUED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
    offset,
    first,
  };
}
