// The import as a background job: rows created and updated each in their own transaction with an audit
// entry, new accounts must change their password, a report with the failed rows as a CSV that re-imports
// once fixed, the same file imported again changes nothing; 10,000 rows; the upload route.
import { and, count, eq, like } from 'drizzle-orm';
import fastify from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { userImportFiles } from '../../../server/db/schema/userImport';
import { registerUserImportUpload } from '../../../server/api/userImport/upload';
import { multipart } from '../files/harness';
import { testVerifier, type TestApi } from './harness';
import { GERMAN_HEADER, manyRows, windows1252 } from './userImportFiles';
import {
  dryRun,
  runImport,
  startImportApi,
  storeFile,
  suggested,
  tableCounts,
  userByName,
} from './userImportHarness';

let t: TestApi;
beforeAll(async () => {
  t = await startImportApi(true);
}, 30_000);
afterAll(() => t.close());

const auditCount = async (action: string) =>
  (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n;

describe('running an import', () => {
  const file = windows1252(
    [
      `${GERMAN_HEADER};Notiz`,
      'jmueller;Jürgen;Müller;j.mueller@example.org;general;Lernende;5{EURO} Budget',
      'aschulz;Anna;Schulz;anna.schulz@example.org;customer-service;Bildungsmanager;"zwei\nZeilen"',
      'learner;Liam;Otieno-Neu;liam.otieno@example.org;general;LEARNER;',
      'kaputt;Karl;Kaputt;kein-mail;general;Lernende;',
      'jmueller;Jürgen;Doppelt;j2@example.org;general;Lernende;',
      'weg;Wera;Weg;wera@example.org;Nirgendwo;Lernende;',
    ].join('\r\n'),
  );

  it('creates, updates, reports the failed rows, and a fixed failed-rows CSV imports', async () => {
    const fileId = await storeFile(t, 'manager', file, 'mitarbeiter.csv');
    const mapping = await suggested(t, 'manager', fileId);
    const run = await runImport(t, 'manager', { fileId, mapping, mode: 'CREATE_AND_UPDATE' });
    expect(run.state).toBe('SUCCEEDED');
    expect(run.result).toEqual({ total: 6, created: 2, updated: 1, unchanged: 0, skipped: 0, failed: 3 });
    expect(run.progressDone).toBe(6);

    const jm = await userByName(t, 'jmueller');
    expect(jm).toMatchObject({
      name: 'Jürgen Müller',
      email: 'j.mueller@example.org',
      roles: ['LEARNER'],
      mustChangePassword: true,
    });
    expect((await userByName(t, 'aschulz'))!.roles).toEqual(['EDUCATION_MANAGER']);
    expect((await userByName(t, 'learner'))!.name).toBe('Liam Otieno-Neu');
    expect(await auditCount('user.import.create')).toBe(2);
    expect(await auditCount('user.import.update')).toBe(1);

    expect(run.failedRows.map((r) => [r.row, r.reasonCode])).toEqual([
      [5, 'email.invalid'],
      [6, 'duplicate.username'],
      [7, 'unit.unknown'],
    ]);
    // The failed rows: UTF-8 with BOM, the source's ";" and its columns plus reason.
    const csv = run.failedRowsCsv!;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const table = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(table[0]).toEqual([...GERMAN_HEADER.split(';'), 'Notiz', 'reason']);
    expect(table[1]).toEqual([
      'kaputt',
      'Karl',
      'Kaputt',
      'kein-mail',
      'general',
      'Lernende',
      '',
      '"kein-mail" is not a valid email address.',
    ]);

    // Fixed as people would: correct the cells, leave the reason column, import the file again.
    const fixed = csv
      .replace('kein-mail;', 'karl@example.org;')
      .replace('jmueller;Jürgen;Doppelt', 'jdoppelt;Jürgen;Doppelt')
      .replace(';Nirgendwo;', ';general;');
    const fixedId = await storeFile(t, 'manager', Buffer.from(fixed, 'utf8'), 'fehler.csv');
    const fixedMapping = await suggested(t, 'manager', fixedId);
    expect(fixedMapping.map((m) => m.field)).toEqual([
      'USERNAME',
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL',
      'UNIT',
      'ROLE',
    ]);
    const second = await runImport(t, 'manager', {
      fileId: fixedId,
      mapping: fixedMapping,
      mode: 'CREATE_AND_UPDATE',
    });
    expect(second.result).toMatchObject({ created: 3, failed: 0 });
    expect(second.failedRowsCsv).toBe(
      `\uFEFF${[...GERMAN_HEADER.split(';'), 'Notiz', 'reason'].join(';')}\r\n`,
    );
  }, 60_000);

  it('importing the same file again changes nothing', async () => {
    const fileId = await storeFile(t, 'manager', file, 'mitarbeiter.csv');
    const mapping = await suggested(t, 'manager', fileId);
    const before = await tableCounts(t);
    const plan = await dryRun(t, 'manager', { fileId, mapping, mode: 'CREATE_AND_UPDATE' });
    expect(plan.counts).toMatchObject({ create: 0, update: 0, unchanged: 3, error: 3 });
    const run = await runImport(t, 'manager', { fileId, mapping, mode: 'CREATE_AND_UPDATE' });
    expect(run.result).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 3 });
    const after = await tableCounts(t);
    // Only the import's own row, its job and the start's audit entry are new.
    expect(after).toEqual({
      ...before,
      imports: before.imports + 1,
      jobs: before.jobs + 1,
      audit: before.audit + 1,
    });
  }, 60_000);

  it("a manager cannot read another person's import", async () => {
    const fileId = await storeFile(
      t,
      'admin',
      Buffer.from('username,name,email\nadm.one,Adm One,adm1@example.org\n'),
    );
    const run = await runImport(t, 'admin', {
      fileId,
      mapping: await suggested(t, 'admin', fileId),
      mode: 'CREATE',
    });
    const { gql } = await import('./harness');
    const res = await gql(t.api, 'query($id: ID!) { userImport(id: $id) { id } }', {
      token: t.tokens.manager,
      variables: { id: run.id },
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await gql<{ userImports: { id: string }[] }>(t.api, '{ userImports { id } }', {
      token: t.tokens.manager,
    });
    expect(list.body.data?.userImports.map((i) => i.id)).not.toContain(run.id);
  }, 60_000);

  it('10,000 rows: planned, imported and imported again unchanged', async () => {
    const fileId = await storeFile(t, 'admin', Buffer.from(manyRows(10_000)), 'many.csv');
    const mapping = await suggested(t, 'admin', fileId);
    const plan = await dryRun(t, 'admin', { fileId, mapping, mode: 'CREATE_AND_UPDATE' }, 10);
    expect(plan.counts).toMatchObject({ total: 10_000, create: 10_000 });
    const run = await runImport(t, 'admin', { fileId, mapping, mode: 'CREATE_AND_UPDATE' });
    expect(run.result).toMatchObject({ created: 10_000, failed: 0 });
    const [made] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.username, 'bulk%'));
    expect(made!.n).toBe(10_000);
    const again = await dryRun(t, 'admin', { fileId, mapping, mode: 'CREATE_AND_UPDATE' }, 10);
    expect(again.counts).toMatchObject({ unchanged: 10_000 });
  }, 240_000);
});

describe('POST /api/user-import/upload', () => {
  it('stores a CSV for a manager, refuses learners, other files and files over 10 MB', async () => {
    const app = fastify();
    await registerUserImportUpload(app, { db: t.database.db, verifier: testVerifier(t.config, t.keys) });
    const send = async (token: string, name: string, bytes: Uint8Array) => {
      const { payload, headers } = await multipart({ name, bytes });
      const res = await app.inject({
        method: 'POST',
        url: '/api/user-import/upload',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      return { status: res.statusCode, body: res.json() as { id?: string; kind?: string; code?: string } };
    };
    const ok = await send(t.tokens.manager, 'liste.csv', Buffer.from('username\nx\n'));
    expect(ok).toMatchObject({ status: 201, body: { kind: 'CSV' } });
    const [stored] = await t.database.db
      .select()
      .from(userImportFiles)
      .where(and(eq(userImportFiles.id, ok.body.id!), eq(userImportFiles.uploadedBy, t.userIds.manager)));
    expect(stored?.originalName).toBe('liste.csv');
    expect((await send(t.tokens.learner, 'liste.csv', Buffer.from('username\nx\n'))).status).toBe(403);
    expect(
      await send(t.tokens.manager, 'bild.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0, 1])),
    ).toMatchObject({
      status: 415,
      body: { code: 'UPLOAD_TYPE_NOT_ALLOWED' },
    });
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    expect((await send(t.tokens.manager, 'big.csv', big)).status).toBe(413);
    await app.close();
  });
});
