// mailLogQuery — the mail log's query in the URL and as the API's variables (pure). The search is the
// recipient (address or name) or the subject; filters are status, event and the days from/to
// (YYYY-MM-DD, the whole day in the viewer's time zone).
import type { MailLogFilter, MailLogSort, SortDirection } from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const MAIL_STATUSES = ['QUEUED', 'SENDING', 'DEFERRED', 'SENT', 'FAILED', 'NOT_SENT'] as const;

export const MAIL_LOG_QUERY: ListQueryConfig = {
  sortFields: ['created', 'sent', 'recipient', 'status'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterKeys: ['status', 'event', 'from', 'to'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

const SORTS: Record<string, MailLogSort> = {
  created: 'CREATED',
  sent: 'SENT',
  recipient: 'RECIPIENT',
  status: 'STATUS',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a YYYY-MM-DD day (plus `days`) as an ISO instant; undefined for anything else. */
export function dayStart(day: string | undefined, days = 0): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d + days);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

export interface MailLogVariables {
  filter: MailLogFilter;
  sort: MailLogSort;
  direction: SortDirection;
}

export function mailLogVariablesOf(query: ListQuery): MailLogVariables {
  const first = (key: string) => query.filters[key]?.[0] || undefined;
  const filter: MailLogFilter = {};
  const search = query.search.trim();
  if (search) filter.search = search;
  const statuses = (query.filters.status ?? []).filter((s) =>
    (MAIL_STATUSES as readonly string[]).includes(s),
  );
  if (statuses.length) filter.statuses = statuses;
  const event = first('event');
  if (event) filter.event = event;
  const from = dayStart(first('from'));
  if (from) filter.from = from;
  // "To" includes that whole day: mails before the next midnight.
  const to = dayStart(first('to'), 1);
  if (to) filter.to = to;
  return {
    filter,
    sort: SORTS[query.sort ?? 'created'] ?? 'CREATED',
    direction: query.direction === 'asc' ? 'ASC' : 'DESC',
  };
}
