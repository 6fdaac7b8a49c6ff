// consoleQuery — the console's lists' queries in the URL and as the API's filters (pure). The audit
// list's search is "who" (part of the actor's name); its filters are what (action), type, unit and the
// days from/to (YYYY-MM-DD, the whole day in the viewer's time zone).
import type { BackgroundJobFilter, ConsoleAuditFilter } from '../../graphql/generated';
import { DEFAULT_PAGE_SIZES, type ListQuery, type ListQueryConfig } from '../admin/listMachine';

export const JOB_STATES = ['queued', 'running', 'retrying', 'succeeded', 'failed', 'cancelled'] as const;

export const JOBS_LIST_QUERY: ListQueryConfig = {
  sortFields: ['created'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterKeys: ['state', 'kind'],
  pageSizes: DEFAULT_PAGE_SIZES,
  defaultPageSize: 25,
};

export const AUDIT_LIST_QUERY: ListQueryConfig = {
  sortFields: ['at'],
  defaultSort: { field: 'at', direction: 'desc' },
  filterKeys: ['action', 'type', 'unit', 'from', 'to'],
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a YYYY-MM-DD day (plus `days`) as an ISO instant; undefined for anything else. */
export function dayStart(day: string | undefined, days = 0): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d + days);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

export function jobsFilterOf(query: ListQuery): BackgroundJobFilter {
  const states = (query.filters.state ?? []).filter((s) => (JOB_STATES as readonly string[]).includes(s));
  const [kind] = query.filters.kind ?? [];
  const search = query.search.trim();
  return { ...(states.length ? { states } : {}), ...(kind ? { kind } : {}), ...(search ? { search } : {}) };
}

export function auditFilterOf(query: ListQuery): ConsoleAuditFilter {
  const f = query.filters;
  const first = (key: string) => f[key]?.[0] || undefined;
  const filter: ConsoleAuditFilter = {};
  if (query.search.trim()) filter.actor = query.search.trim();
  const action = first('action');
  if (action) filter.action = action;
  const type = first('type');
  if (type) filter.entityType = type;
  const unit = first('unit');
  if (unit && /^\d+$/.test(unit)) filter.unitId = unit;
  const from = dayStart(first('from'));
  if (from) filter.from = from;
  // "To" includes that whole day: entries before the next midnight.
  const to = dayStart(first('to'), 1);
  if (to) filter.to = to;
  return filter;
}
