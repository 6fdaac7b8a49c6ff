// The audit log: what writeAudit keeps (changed fields only, secrets hidden, nothing for a no-op update)
// and who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFields, HIDDEN, writeAudit } from '../../../server/api/audit/record';
import { gql, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const viewer = (id: string) => ({
  userId: id,
  roles: ['ADMIN' as const],
  sessionState: undefined,
  claims: {},
});

const READ = `query($filter: AuditLogFilter, $first: Int) { auditLog(filter: $filter, first: $first) {
  total hasMore entries { action entityType entityId actorName actorId unitId changes } } }`;

describe('changedFields', () => {
  it('keeps only what changed, dates as ISO text, secrets without their values', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      changedFields(
        { title: 'A', published: false, passwordHash: 'x', updatedAt: at, same: [1] },
        { title: 'B', published: false, passwordHash: 'y', updatedAt: new Date(), same: [1], at },
      ),
    ).toEqual({
      title: { before: 'A', after: 'B' },
      passwordHash: { before: HIDDEN, after: HIDDEN },
      at: { before: null, after: '2026-01-02T03:04:05.000Z' },
    });
  });
});

describe('auditLog', () => {
  it('records an entry with the actor name in the transaction, and none for an update that changed nothing', async () => {
    const admin = viewer(t.userIds.admin);
    await t.database.db.transaction(async (tx) => {
      await writeAudit(tx, admin, {
        action: 'medium.update',
        entityType: 'medium',
        entityId: 'm-1',
        unitId: 2,
        before: { title: 'Old' },
        after: { title: 'New' },
      });
      await writeAudit(tx, admin, {
        action: 'medium.update',
        entityType: 'medium',
        entityId: 'm-1',
        before: { title: 'New' },
        after: { title: 'New' },
      });
    });
    // A change rolled back takes its entry with it.
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeAudit(tx, admin, {
          action: 'medium.create',
          entityType: 'medium',
          entityId: 'm-2',
          after: { title: 'X' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const res = await gql(t.api, READ, {
      token: t.tokens.admin,
      variables: { filter: { entityType: 'medium' } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      auditLog: {
        total: 1,
        hasMore: false,
        entries: [
          {
            action: 'medium.update',
            entityType: 'medium',
            entityId: 'm-1',
            actorName: expect.any(String),
            actorId: t.userIds.admin,
            unitId: '2',
            changes: { title: { before: 'Old', after: 'New' } },
          },
        ],
      },
    });
    const name = (res.body.data as { auditLog: { entries: { actorName: string }[] } }).auditLog.entries[0]
      ?.actorName;
    expect(name).not.toBe(t.userIds.admin);
  });

  it('is for administrators only, and refuses a page size out of range naming the field', async () => {
    for (const who of ['manager', 'learner', 'coach'] as const) {
      const res = await gql(t.api, READ, { token: t.tokens[who] });
      expect(res.body.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
    }
    const bad = await gql(t.api, READ, { token: t.tokens.admin, variables: { first: 0 } });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
