// The console lists' URL queries as the API's filters, and the tabs each role opens.
import { describe, expect, it } from 'vitest';
import { defaultQuery } from '../../../src/machines/admin/listMachine';
import { tabOf, tabsFor } from '../../../src/machines/superConsole/consoleMachine';
import {
  AUDIT_LIST_QUERY,
  auditFilterOf,
  dayStart,
  jobsFilterOf,
  JOBS_LIST_QUERY,
} from '../../../src/machines/superConsole/consoleQuery';

describe('console queries', () => {
  it('turns the audit URL into a filter: who, what, type, unit and whole days', () => {
    const query = {
      ...defaultQuery(AUDIT_LIST_QUERY),
      search: ' alex ',
      filters: {
        action: ['medium.update'],
        type: ['medium'],
        unit: ['3'],
        from: ['2026-03-01'],
        to: ['2026-03-01'],
      },
    };
    const filter = auditFilterOf(query);
    expect(filter).toMatchObject({
      actor: 'alex',
      action: 'medium.update',
      entityType: 'medium',
      unitId: '3',
    });
    // "to" covers the whole day: one day after "from" for the same date.
    expect(new Date(filter.to!).getTime() - new Date(filter.from!).getTime()).toBe(24 * 3600 * 1000);
    expect(auditFilterOf({ ...query, search: '', filters: { unit: ['x'], from: ['not-a-day'] } })).toEqual(
      {},
    );
    expect(dayStart('yesterday')).toBeUndefined();
  });

  it('keeps only known job states', () => {
    const query = {
      ...defaultQuery(JOBS_LIST_QUERY),
      search: 'users',
      filters: { state: ['failed', 'lost'] },
    };
    expect(jobsFilterOf(query)).toEqual({ states: ['failed'], search: 'users' });
  });

  it('opens panels by role and falls back to the first for a tab the role does not open', () => {
    expect(tabsFor(['ADMIN'])).toEqual(['health', 'jobs', 'audit', 'requests', 'myData']);
    expect(tabsFor(['EDUCATION_MANAGER', 'LEARNER'])).toEqual(['jobs', 'audit', 'myData']);
    expect(tabsFor(['LEARNER'])).toEqual(['myData']);
    expect(tabsFor([])).toEqual(['myData']);
    expect(tabOf('?tab=health', tabsFor(['EDUCATION_MANAGER']))).toBe('jobs');
    expect(tabOf('?tab=audit', tabsFor(['EDUCATION_MANAGER']))).toBe('audit');
  });
});
