// All or nothing per row: rows applied in one batch (each a savepoint, as the job does) where one can no
// longer be done as planned (its username taken, an account changed since the plan) fail alone, leave
// nothing of themselves behind, and the others are written with their audit entries.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRow } from '../../../server/api/userImport/apply';
import { planImport } from '../../../server/api/userImport/plan';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { userUnits } from '../../../server/db/schema/units';
import { runUserImport } from '../../../server/api/userImport/job';
import { userImports } from '../../../server/db/schema/userImport';
import { startTestApi, type TestApi } from './harness';
import { storeFile } from './userImportHarness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const admin = () => ({
  userId: t.userIds.admin,
  roles: ['ADMIN' as const],
  sessionState: undefined,
  claims: {},
});
const mapping = [
  { column: 0, field: 'USERNAME' as const },
  { column: 1, field: 'NAME' as const },
  { column: 2, field: 'EMAIL' as const },
  { column: 3, field: 'UNIT' as const },
];

describe('applying planned rows', () => {
  it('a row that can no longer be done fails alone and leaves nothing behind', async () => {
    const db = t.database.db;
    const plans = await planImport(db, admin(), {
      rows: [
        ['one.ok', 'One Ok', 'one@example.org', 'general'],
        ['two.taken', 'Two Taken', 'two@example.org', 'general'],
        ['learner', 'Liam Changed', 'liam.otieno@example.org', 'customer-service'],
        ['three.ok', 'Three Ok', 'three@example.org', 'customer-service'],
      ],
      mapping,
      mode: 'CREATE_AND_UPDATE',
      allowedLocales: ['en', 'de', 'sw'],
    });
    expect(plans.map((p) => p.outcome)).toEqual(['CREATE', 'CREATE', 'UPDATE', 'CREATE']);
    // Between the plan and the run: someone takes a username, someone edits the learner.
    await db
      .insert(users)
      .values({ username: 'two.taken', passwordHash: 'x', name: 'Other', email: 'o@example.org' });
    await db
      .update(users)
      .set({ name: 'Edited Meanwhile', updatedAt: new Date() })
      .where(eq(users.username, 'learner'));
    const auditBefore = (await db.select({ n: count() }).from(auditLog))[0]!.n;

    const results = await db.transaction(async (tx) => {
      const out = [];
      for (const plan of plans) out.push(await applyRow(tx, admin(), plan));
      return out;
    });
    expect(results).toEqual([
      { ok: true },
      { ok: false, reason: { code: 'username.taken', value: 'two.taken' } },
      { ok: false, reason: { code: 'user.changedMeanwhile' } },
      { ok: true },
    ]);
    const made = await db
      .select()
      .from(users)
      .where(inArray(users.username, ['one.ok', 'two.taken', 'three.ok']));
    expect(made.map((u) => [u.username, u.name, u.mustChangePassword]).sort()).toEqual([
      ['one.ok', 'One Ok', true],
      ['three.ok', 'Three Ok', true],
      ['two.taken', 'Other', false],
    ]);
    const other = made.find((u) => u.username === 'two.taken')!;
    expect(await db.select().from(userUnits).where(eq(userUnits.userId, other.id))).toEqual([]);
    const [learner] = await db.select().from(users).where(eq(users.username, 'learner'));
    expect(learner!.name).toBe('Edited Meanwhile');
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'user.import.create'));
    expect(actions).toHaveLength(2);
    expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore + 2);
  });
});

describe('running an import started by someone deactivated since', () => {
  it('refuses to run and writes nothing', async () => {
    const db = t.database.db;
    const fileId = await storeFile(
      t,
      'coach',
      Buffer.from('username,name,email\nlate.one,Late One,late@example.org\n'),
    );
    const [run] = await db
      .insert(userImports)
      .values({
        fileId,
        fileName: 'users.csv',
        mode: 'CREATE',
        mapping: mapping.slice(0, 3),
        delimiter: ',',
        encoding: 'UTF-8',
        headers: ['username', 'name', 'email'],
        createdBy: t.userIds.coach,
        createdByRoles: ['EDUCATION_MANAGER'],
      })
      .returning();
    await db.update(users).set({ isActive: false }).where(eq(users.id, t.userIds.coach));
    await expect(runUserImport(db, run!.id, ['en'])).rejects.toThrow(/deactivated/);
    expect(await db.select().from(users).where(eq(users.username, 'late.one'))).toHaveLength(0);
    await db.update(users).set({ isActive: true }).where(eq(users.id, t.userIds.coach));
  });
});
