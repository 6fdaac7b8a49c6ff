// The super console's operations side per role: health for ADMIN only; the jobs list (every job for an
// ADMIN, a manager's own); the audit log scoped to a manager's units (and sub-units), its filters, paging
// and the CSV export of exactly the filtered entries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../../server/api/audit/record';
import { backgroundJobs } from '../../../server/db/schema/jobs';
import { units } from '../../../server/db/schema/units';
import { addLearner, addUnit } from '../learning/fixtures';
import { gql, startTestApi, type TestApi } from './harness';

let t: TestApi;
let unitA: number;
let subA: number;
let unitB: number;
let managerA: { id: string; token: string };

const viewer = (userId: string) => ({
  userId,
  roles: ['ADMIN' as const],
  sessionState: undefined,
  claims: {},
});
const code = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;

async function audit(unitId: number | null, action: string, entityId: string, actor = t.userIds.admin) {
  await t.database.db.transaction((tx) =>
    writeAudit(tx, viewer(actor), {
      action,
      entityType: action.split('.')[0]!,
      entityId,
      unitId,
      after: { x: 1 },
    }),
  );
}

beforeAll(async () => {
  t = await startTestApi();
  unitA = await addUnit(t.database, 'sc-unit-a');
  unitB = await addUnit(t.database, 'sc-unit-b');
  const [sub] = await t.database.db
    .insert(units)
    .values({ key: 'sc-sub-a', name: 'sc-sub-a', displayedId: 'U-sc-sub-a', parentId: unitA })
    .returning({ id: units.id });
  subA = sub!.id;
  managerA = await addLearner(t, 'sc-manager-a', [unitA], ['EDUCATION_MANAGER']);
  await audit(unitA, 'medium.update', 'in-a');
  await audit(subA, 'medium.create', 'in-sub-a');
  await audit(unitB, 'medium.update', 'in-b');
  await audit(null, 'category.create', 'no-unit');
  await audit(unitA, 'user.update', 'comma,"quoted"\nline', t.userIds.manager);
  await t.database.db.insert(backgroundJobs).values([
    { id: randomUUID(), kind: 'user-import', label: 'mine.csv', createdBy: managerA.id, unitId: unitA },
    { id: randomUUID(), kind: 'user-import', label: 'others.csv', createdBy: t.userIds.admin, unitId: unitB },
    {
      id: randomUUID(),
      kind: 'data-export',
      label: 'x',
      createdBy: t.userIds.learner,
      state: 'failed',
      error: 'boom',
    },
  ]);
});
afterAll(() => t.close());

const AUDIT = `query($filter: ConsoleAuditFilter, $offset: Int, $first: Int) {
  consoleAuditLog(filter: $filter, offset: $offset, first: $first) {
    total hasMore offset entries { action entityId unitId unitName actorName } } }`;
const CSV = `query($filter: ConsoleAuditFilter) { consoleAuditCsv(filter: $filter) { fileName text rows truncated } }`;
const JOBS = `query($filter: BackgroundJobFilter) { backgroundJobs(filter: $filter) {
  total jobs { label kind state error createdByName unitName } } }`;
const HEALTH = `{ systemHealth { checkedAt
  database { status kind pingMs sizeBytes error } identity { status issuer signingKeys }
  mail { status smtpConfigured deferred overdue } storage { status freeBytes totalBytes fileCount fileBytes }
  jobs { status running counts { state count } } } }`;

type AuditPage = {
  consoleAuditLog: {
    total: number;
    hasMore: boolean;
    entries: { entityId: string; unitName: string | null }[];
  };
};

describe('health', () => {
  it('gives an ADMIN each part with figures', async () => {
    const res = await gql<{ systemHealth: Record<string, Record<string, unknown>> }>(t.api, HEALTH, {
      token: t.tokens.admin,
    });
    expect(res.body.errors).toBeUndefined();
    const h = res.body.data!.systemHealth;
    expect(h.database).toMatchObject({
      status: 'OK',
      kind: t.config.databaseUrl ? 'postgres' : 'pglite',
      error: null,
    });
    expect(h.database!.pingMs).toBeGreaterThanOrEqual(0);
    expect(h.database!.sizeBytes).toBeGreaterThan(0);
    // The API-only test runs no identity provider, so no signing keys were made.
    expect(h.identity).toMatchObject({ status: 'DOWN', signingKeys: 0, issuer: t.config.issuer });
    expect(h.mail).toEqual({ status: 'NOT_CONFIGURED', smtpConfigured: false, deferred: 0, overdue: 0 });
    expect(h.storage!.freeBytes).toBeGreaterThan(0);
    expect(h.storage!.totalBytes).toBeGreaterThanOrEqual(h.storage!.freeBytes as number);
    // The queue is not started here: it says so, and still counts the table's jobs per state.
    expect(h.jobs).toMatchObject({ status: 'DOWN', running: false });
    const counts = h.jobs!.counts as { state: string; count: number }[];
    expect(counts.map((c) => c.state)).toEqual([
      'queued',
      'running',
      'retrying',
      'succeeded',
      'failed',
      'cancelled',
    ]);
    expect(counts.find((c) => c.state === 'failed')!.count).toBe(1);
    expect(counts.find((c) => c.state === 'queued')!.count).toBe(2);
  });

  it('is FORBIDDEN for a manager and a learner', async () => {
    for (const token of [t.tokens.manager, t.tokens.learner])
      expect(code(await gql(t.api, HEALTH, { token }))).toBe('FORBIDDEN');
  });
});

describe('background jobs list', () => {
  it('shows an ADMIN every job with who started it and for which unit', async () => {
    const res = await gql<{
      backgroundJobs: { total: number; jobs: { label: string; unitName: string | null }[] };
    }>(t.api, JOBS, { token: t.tokens.admin });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.backgroundJobs.total).toBe(3);
    expect(res.body.data!.backgroundJobs.jobs).toContainEqual(
      expect.objectContaining({
        label: 'mine.csv',
        createdByName: 'Test sc-manager-a',
        unitName: 'sc-unit-a',
      }),
    );
    const failed = await gql<{ backgroundJobs: { jobs: { error: string }[] } }>(t.api, JOBS, {
      token: t.tokens.admin,
      variables: { filter: { states: ['failed'] } },
    });
    expect(failed.body.data!.backgroundJobs.jobs).toEqual([expect.objectContaining({ error: 'boom' })]);
  });

  it('shows a manager only the jobs they started', async () => {
    const res = await gql<{ backgroundJobs: { total: number; jobs: { label: string }[] } }>(t.api, JOBS, {
      token: managerA.token,
    });
    expect(res.body.data!.backgroundJobs.jobs.map((j) => j.label)).toEqual(['mine.csv']);
    expect(res.body.data!.backgroundJobs.total).toBe(1);
  });

  it('refuses a learner and an unknown state', async () => {
    expect(code(await gql(t.api, JOBS, { token: t.tokens.learner }))).toBe('FORBIDDEN');
    const bad = await gql(t.api, JOBS, {
      token: t.tokens.admin,
      variables: { filter: { states: ['lost'] } },
    });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.states.0',
    });
  });
});

describe('audit log', () => {
  it('shows an ADMIN every entry, newest first, paged on the server', async () => {
    const all = await gql<AuditPage>(t.api, AUDIT, { token: t.tokens.admin });
    expect(all.body.data!.consoleAuditLog.total).toBe(5);
    const page = await gql<AuditPage>(t.api, AUDIT, {
      token: t.tokens.admin,
      variables: { offset: 1, first: 2 },
    });
    expect(page.body.data!.consoleAuditLog).toMatchObject({ total: 5, hasMore: true });
    expect(page.body.data!.consoleAuditLog.entries.map((e) => e.entityId)).toEqual(['no-unit', 'in-b']);
  });

  it("shows a manager only their units' entries, sub-units included, and nothing of another unit", async () => {
    const res = await gql<AuditPage>(t.api, AUDIT, { token: managerA.token });
    const ids = res.body.data!.consoleAuditLog.entries.map((e) => e.entityId);
    expect(ids.sort()).toEqual(['comma,"quoted"\nline', 'in-a', 'in-sub-a'].sort());
    expect(ids).not.toContain('in-b');
    expect(ids).not.toContain('no-unit');
    // Filtering by another unit finds nothing rather than widening the scope.
    const other = await gql<AuditPage>(t.api, AUDIT, {
      token: managerA.token,
      variables: { filter: { unitId: String(unitB) } },
    });
    expect(other.body.data!.consoleAuditLog.total).toBe(0);
    const csv = await gql<{ consoleAuditCsv: { text: string } }>(t.api, CSV, { token: managerA.token });
    expect(csv.body.data!.consoleAuditCsv.text).not.toContain('in-b');
  });

  it('filters by who, what, when and unit', async () => {
    const run = async (filter: Record<string, unknown>) =>
      (await gql<AuditPage>(t.api, AUDIT, { token: t.tokens.admin, variables: { filter } })).body
        .data!.consoleAuditLog.entries.map((e) => e.entityId)
        .sort();
    expect(await run({ actor: 'SCHNEID' })).toEqual(['comma,"quoted"\nline']);
    expect(await run({ action: 'medium' })).toEqual(['in-a', 'in-b', 'in-sub-a']);
    expect(await run({ action: 'medium.create' })).toEqual(['in-sub-a']);
    expect(await run({ entityType: 'category' })).toEqual(['no-unit']);
    expect(await run({ unitId: String(unitB) })).toEqual(['in-b']);
    expect(await run({ to: '2000-01-01T00:00:00Z' })).toEqual([]);
    expect(await run({ from: new Date(Date.now() - 60_000).toISOString(), action: 'category.' })).toEqual([
      'no-unit',
    ]);
    // % in a name is a character, not a wildcard.
    expect(await run({ actor: '%' })).toEqual([]);
  });

  it('refuses bad filters naming the field, and a learner', async () => {
    const bad = async (variables: Record<string, unknown>) =>
      (await gql(t.api, AUDIT, { token: t.tokens.admin, variables })).body.errors?.[0]?.extensions;
    expect(await bad({ filter: { unitId: 'abc' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.unitId',
    });
    expect(await bad({ filter: { actorId: 'nope' } })).toMatchObject({ field: 'filter.actorId' });
    expect(await bad({ filter: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } })).toMatchObject(
      { field: 'filter.to' },
    );
    expect(await bad({ first: 101 })).toMatchObject({ field: 'first' });
    expect(code(await gql(t.api, AUDIT, { token: t.tokens.learner }))).toBe('FORBIDDEN');
    expect(code(await gql(t.api, CSV, { token: t.tokens.learner }))).toBe('FORBIDDEN');
  });

  it('exports the filtered entries as CSV with a BOM, quoting what needs it', async () => {
    const res = await gql<{
      consoleAuditCsv: { fileName: string; text: string; rows: number; truncated: boolean };
    }>(t.api, CSV, { token: t.tokens.admin, variables: { filter: { unitId: String(unitA) } } });
    const csv = res.body.data!.consoleAuditCsv;
    expect(csv).toMatchObject({ rows: 2, truncated: false });
    expect(csv.fileName).toMatch(/^audit-log-.*\.csv$/);
    expect(
      csv.text.startsWith('\ufeffat,actor,actor_id,action,entity_type,entity_id,unit_id,unit,changes\r\n'),
    ).toBe(true);
    expect(csv.text).toContain('"comma,""quoted""\nline"');
    expect(csv.text).toContain(',medium.update,medium,in-a,');
    expect(csv.text).not.toContain('in-sub-a');
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('offers the filters the caller can use', async () => {
    const Q = '{ consoleAuditOptions { actions entityTypes units { id name } } }';
    const admin = await gql<{ consoleAuditOptions: { actions: string[]; units: { name: string }[] } }>(
      t.api,
      Q,
      {
        token: t.tokens.admin,
      },
    );
    expect(admin.body.data!.consoleAuditOptions.actions).toEqual(
      expect.arrayContaining(['category.create', 'medium.create', 'medium.update', 'user.update']),
    );
    const mine = await gql<{ consoleAuditOptions: { actions: string[]; units: { name: string }[] } }>(
      t.api,
      Q,
      {
        token: managerA.token,
      },
    );
    expect(mine.body.data!.consoleAuditOptions.actions).not.toContain('category.create');
    expect(mine.body.data!.consoleAuditOptions.units.map((u) => u.name).sort()).toEqual([
      'sc-sub-a',
      'sc-unit-a',
    ]);
  });
});
