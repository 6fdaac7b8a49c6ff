// Deactivation (sessions end, the API refuses the token still held), erasure with and without the learning
// records, and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { oidcPayloads } from '../../../server/db/schema/identity';
import { enrolments, ratings } from '../../../server/db/schema/learning';
import { userUnits } from '../../../server/db/schema/units';
import { backgroundJobs } from '../../../server/db/schema/jobs';
import { deletionRequests } from '../../../server/db/schema/privacy';
import { userImportFiles, userImports } from '../../../server/db/schema/userImport';
import { DATA_EXPORT, exportFile } from '../../../server/api/superConsole/dataExportJob';
import { createMedium, signToken } from './harness';
import { codeOf, fieldOf, OPS, startUsersApi, type UsersApi } from './userManagementHarness';

let t: UsersApi;
beforeAll(async () => {
  t = await startUsersApi();
});
afterAll(async () => {
  await t?.close();
});

const tokenFor = (sub: string) => signToken(t.config, t.keys, { sub, roles: ['LEARNER'] });

async function giveSession(userId: string) {
  const rows = ['Session', 'Grant', 'RefreshToken', 'AccessToken'].map((kind) => ({
    kind,
    id: `${kind}-${userId}`,
    payload: { accountId: userId, kind },
  }));
  await t.database.db.insert(oidcPayloads).values(rows);
}
const sessionsOf = async (userId: string) =>
  (
    await t.database.db
      .select({ kind: oidcPayloads.kind })
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload}->>'accountId' = ${userId}`)
  ).length;

describe('deactivateUsers and reactivateUsers', () => {
  it("ends the person's sessions and the API refuses their still-valid access token at once", async () => {
    const id = await t.addPerson('fred', [t.unitIds.general]);
    const other = await t.addPerson('gina', [t.unitIds.general]);
    await giveSession(id);
    await giveSession(other);
    const token = await tokenFor(id);
    const me = 'query { me { username } }';
    expect((await t.call(token, me)).body.data).toEqual({ me: { username: 'fred' } });
    const res = await t.call('manager', OPS.deactivate, { ids: [id] });
    expect(res.body.errors).toBeUndefined();
    expect((await t.userRow(id))!.isActive).toBe(false);
    expect((await t.userRow(id))!.deactivatedAt).toBeInstanceOf(Date);
    expect(await sessionsOf(id)).toBe(0);
    expect(await sessionsOf(other)).toBe(4);
    const refused = await t.call(token, 'query { version }');
    expect(refused.status).toBe(401);
    expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
    expect(refused.body.errors![0]!.message).toBe(
      'This account has been deactivated. Ask your administrator.',
    );
    const back = await t.call('manager', OPS.reactivate, { ids: [id] });
    expect(back.body.errors).toBeUndefined();
    expect((await t.call(token, 'query { version }')).status).toBe(200);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action)).toEqual(['user.deactivate', 'user.reactivate']);
  });

  it('is all or nothing: one person of another unit refuses the whole list', async () => {
    const id = await t.addPerson('hank', [t.unitIds.general]);
    const res = await t.call('manager', OPS.deactivate, { ids: [id, t.salesUser] });
    expect(codeOf(res.body)).toBe('FORBIDDEN');
    expect((await t.userRow(id))!.isActive).toBe(true);
    expect((await t.userRow(t.salesUser))!.isActive).toBe(true);
  });

  it('refuses deactivating oneself, naming the position', async () => {
    const id = await t.addPerson('ivy', [t.unitIds.general]);
    const res = await t.call('admin', OPS.deactivate, { ids: [id, t.userIds.admin] });
    expect(codeOf(res.body)).toBe('BAD_USER_INPUT');
    expect(fieldOf(res.body)).toBe('ids.1');
    expect((await t.userRow(id))!.isActive).toBe(true);
  });
});

describe('deleteUser (GDPR erasure)', () => {
  async function personWithRecords(username: string) {
    const id = await t.addPerson(username, [t.unitIds.general]);
    const mediaId = await createMedium(t.database, `Course of ${username}`);
    await t.database.db.insert(enrolments).values({ userId: id, mediaId });
    await t.database.db
      .insert(ratings)
      .values({ userId: id, mediaId, stars: 4, comment: `I am ${username}` });
    await giveSession(id);
    // An entry the person wrote and one about them.
    const token = await signToken(t.config, t.keys, { sub: id, roles: ['ADMIN'] });
    await t.call(token, OPS.update, { id: t.serviceUser, input: { name: 'sam Person' } });
    await t.call('admin', OPS.update, { id, input: { name: `${username} Renamed` } });
    await t.database.db.insert(auditLog).values({
      actorId: id,
      actorName: `${username} Person`,
      action: 'medium.update',
      entityType: 'medium',
      entityId: mediaId,
    });
    return { id, mediaId };
  }

  it('with keepLearningRecords: the records stay, the person is anonymised and cannot sign in', async () => {
    const { id, mediaId } = await personWithRecords('jane');
    const res = await t.call('coach', OPS.erase, { id, keep: true });
    expect(res.body).toEqual({ data: { deleteUser: true } });
    const row = await t.userRow(id);
    expect(row).toMatchObject({ name: 'Deleted user', email: '', roles: [], isActive: false, locale: null });
    expect(row!.username).toMatch(/^deleted-[0-9a-f]{16}$/);
    expect(row!.anonymisedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash.startsWith('scrypt')).toBe(false);
    expect(await t.database.db.select().from(enrolments).where(eq(enrolments.userId, id))).toHaveLength(1);
    const [rating] = await t.database.db.select().from(ratings).where(eq(ratings.mediaId, mediaId));
    expect(rating).toMatchObject({ stars: 4, comment: null });
    expect(await t.database.db.select().from(userUnits).where(eq(userUnits.userId, id))).toHaveLength(0);
    expect(await sessionsOf(id)).toBe(0);
    const written = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, id));
    expect(written.length).toBeGreaterThan(0);
    expect(new Set(written.map((w) => w.actorName))).toEqual(new Set(['Deleted user']));
    const about = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id)));
    expect(JSON.stringify(about)).not.toContain('jane');
    expect(about.map((a) => a.action)).toContain('user.erase');
    // Gone from the list and from managedUser; a second erase finds nobody.
    expect((await t.call('admin', OPS.one, { id })).body.data).toEqual({ managedUser: null });
    const again = await t.call('admin', OPS.erase, { id, keep: true });
    expect(codeOf(again.body)).toBe('BAD_USER_INPUT');
  });

  it('without keepLearningRecords: the account and its records are deleted; audit entries stay, nameless', async () => {
    const { id, mediaId } = await personWithRecords('kurt');
    const adminToken = await signToken(t.config, t.keys, { sub: id, roles: ['ADMIN'] });
    expect((await t.call(adminToken, 'query { version }')).status).toBe(200);
    const res = await t.call('admin', OPS.erase, { id, keep: false });
    expect(res.body).toEqual({ data: { deleteUser: true } });
    expect(await t.userRow(id)).toBeUndefined();
    // The access token the person still holds does not outlive the account.
    const gone = await t.call(adminToken, 'query { version }');
    expect(gone.status).toBe(401);
    expect(codeOf(gone.body)).toBe('UNAUTHENTICATED');
    expect(await t.database.db.select().from(enrolments).where(eq(enrolments.userId, id))).toHaveLength(0);
    expect(await t.database.db.select().from(ratings).where(eq(ratings.mediaId, mediaId))).toHaveLength(0);
    const written = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, mediaId));
    expect(written.map((w) => [w.actorId, w.actorName])).toEqual([[null, 'Deleted user']]);
    const about = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(JSON.stringify(about)).not.toContain('kurt');
  });

  it('erases someone who ran an import, asked for deletion and exported their data: the run stays, the reason and the exports go', async () => {
    const id = await t.addPerson('ines', [t.unitIds.general], ['EDUCATION_MANAGER']);
    const db = t.database.db;
    const [file] = await db
      .insert(userImportFiles)
      .values({
        uploadedBy: id,
        originalName: 'staff.csv',
        size: 9,
        bytes: new TextEncoder().encode('username\n'),
      })
      .returning();
    const [run] = await db
      .insert(userImports)
      .values({
        fileId: file!.id,
        fileName: 'staff.csv',
        mode: 'CREATE',
        mapping: [],
        encoding: 'UTF-8',
        headers: ['username'],
        createdBy: id,
        createdByRoles: ['EDUCATION_MANAGER'],
      })
      .returning();
    await db.insert(deletionRequests).values({ userId: id, reason: 'I am ines and I am leaving' });
    const [exported] = await db
      .insert(backgroundJobs)
      .values({
        id: randomUUID(),
        kind: DATA_EXPORT,
        label: 'Personal data export',
        createdBy: id,
        state: 'succeeded',
      })
      .returning();
    const zip = exportFile(t.config, exported!.id);
    await mkdir(path.dirname(zip), { recursive: true });
    await writeFile(zip, 'PK');
    const res = await t.call('admin', OPS.erase, { id, keep: false });
    expect(res.body).toEqual({ data: { deleteUser: true } });
    expect(await t.userRow(id)).toBeUndefined();
    const [kept] = await db.select().from(userImports).where(eq(userImports.id, run!.id));
    expect(kept).toMatchObject({ createdBy: null, fileId: file!.id });
    const requests = await db.select().from(deletionRequests);
    expect(JSON.stringify(requests)).not.toContain('ines');
    expect(requests.filter((r) => r.state === 'pending')).toHaveLength(0);
    expect(await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, exported!.id))).toHaveLength(0);
    expect(existsSync(zip)).toBe(false);
  });

  it('a manager may not erase a person of another unit or themselves; nothing is written', async () => {
    const before = await t.auditCount();
    expect(codeOf((await t.call('manager', OPS.erase, { id: t.salesUser, keep: false })).body)).toBe(
      'FORBIDDEN',
    );
    expect(codeOf((await t.call('manager', OPS.erase, { id: t.userIds.manager, keep: false })).body)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await t.userRow(t.salesUser)).toBeDefined();
    expect(await t.auditCount()).toBe(before);
  });
});

describe('exportUsersCsv', () => {
  it('exports the filtered list as UTF-8 CSV with a BOM, quoting and formula cells defused', async () => {
    await t.database.db
      .update(users)
      .set({ name: 'Jürgen "JJ" Müller, Jr.' })
      .where(eq(users.id, t.salesUser));
    await t.addPerson('zed', [t.unitIds.sales]);
    await t.database.db.update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.username, 'zed'));
    const res = await t.call<{ exportUsersCsv: string }>('admin', OPS.csv, {
      filter: { unitIds: [String(t.unitIds.sales)] },
    });
    const csv = res.body.data!.exportUsersCsv;
    expect(csv.startsWith('\uFEFFusername,name,email,locale,roles,units,active,created\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    const line = (username: string) => lines.find((l) => l.startsWith(`${username},`));
    expect(line('sally')).toMatch(
      /^sally,"Jürgen ""JJ"" Müller, Jr\.",sally@example\.org,,LEARNER,sales,yes,\d{4}-/,
    );
    expect(line('zed')).toMatch(/^zed,"'=HYPERLINK\(""x""\)",/);
    const manager = await t.call<{ exportUsersCsv: string }>('manager', OPS.csv, {});
    expect(manager.body.data!.exportUsersCsv).not.toContain('sally');
    expect(manager.body.data!.exportUsersCsv).toContain('\r\nsam,');
    expect(codeOf((await t.call('learner', OPS.csv, {})).body)).toBe('FORBIDDEN');
  });
});
