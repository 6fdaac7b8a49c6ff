// The dry run: per row what the import would do (create, update with before→after, unchanged, skip,
// error with the reason) and nothing written; a manager's rows outside their units are errors, and
// starting such an import is FORBIDDEN with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from './harness';
import { gql } from './harness';
import { GERMAN_HEADER, utf8WithBom, windows1252, xlsx } from './userImportFiles';
import {
  addSalesUnit,
  ANALYSE,
  dryRun,
  START,
  startImportApi,
  storeFile,
  suggested,
  tableCounts,
  type RowReport,
} from './userImportHarness';

let t: TestApi;
beforeAll(async () => {
  t = await startImportApi();
  await addSalesUnit(t);
});
afterAll(() => t.close());

const byRow = (rows: RowReport[]) => new Map(rows.map((r) => [r.row, r]));

describe('analyseUserImportFile', () => {
  it('reports encoding, delimiter, headers, preview and the suggested mapping', async () => {
    const fileId = await storeFile(
      t,
      'manager',
      windows1252(`${GERMAN_HEADER}\njmueller;Jürgen;Müller;j@example.org;general;Lernende\n`),
      'liste.csv',
    );
    const res = await gql(t.api, ANALYSE, { token: t.tokens.manager, variables: { fileId } });
    expect(res.body.data?.analyseUserImportFile).toMatchObject({
      fileName: 'liste.csv',
      format: 'CSV',
      encoding: 'WINDOWS-1252',
      delimiter: ';',
      rowCount: 1,
      previewRows: [['jmueller', 'Jürgen', 'Müller', 'j@example.org', 'general', 'Lernende']],
    });
  });

  it("refuses another person's upload to a manager and an unknown file id", async () => {
    const fileId = await storeFile(t, 'admin', Buffer.from('username\nx1\n'));
    const other = await gql(t.api, ANALYSE, { token: t.tokens.manager, variables: { fileId } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await gql(t.api, ANALYSE, { token: t.tokens.manager, variables: { fileId: 'nope' } });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fileId' });
  });
});

describe('userImportDryRun', () => {
  it('plans every outcome with its reason and writes nothing', async () => {
    const csv = [
      'username;Vorname;Nachname;E-Mail;Einheit;Rolle;Sprache',
      'neu1;Nina;Neu;nina@example.org;general;Lernende;Deutsch', // 2 create
      'learner;Lea;Learner;liam.otieno@example.org;customer-service|sales;LEARNER;', // 3 update (name, units)
      'coach;;;;;;', // 4 unchanged (nothing given)
      'neu1;Nina;Zwei;other@example.org;general;;', // 5 duplicate username
      'neu2;Nora;Neu;nina@example.org;general;;', // 6 duplicate email
      'bad;Bad;Mail;not-an-email;general;;', // 7 invalid email
      'neu3;Nils;Neu;nils@example.org;Nirgendwo;;', // 8 unknown unit
      'neu4;Nico;Neu;nico@example.org;general;Chef;', // 9 unknown role
      ';Ohne;Namen;ohne@example.org;general;;', // 10 missing username
      'neu5;;;neu5@example.org;general;;', // 11 missing name
      'neu6;Neo;Neu;maria.schneider@example.org;general;;', // 12 matched by email: the manager's account, renamed
      'neu7;Nele;Neu;nele@example.org;general;;Klingonisch', // 13 unknown language
    ].join('\n');
    const fileId = await storeFile(t, 'admin', utf8WithBom(csv));
    const before = await tableCounts(t);
    const mapping = await suggested(t, 'admin', fileId);
    expect(mapping.map((m) => m.field)).toEqual([
      'USERNAME',
      'FIRST_NAME',
      'LAST_NAME',
      'EMAIL',
      'UNIT',
      'ROLE',
      'LOCALE',
    ]);
    const report = await dryRun(t, 'admin', { fileId, mapping, mode: 'CREATE_AND_UPDATE' });
    const rows = byRow(report.rows);
    const summary = (n: number) => [rows.get(n)!.outcome, rows.get(n)!.reasonCode];
    expect(summary(2)).toEqual(['CREATE', null]);
    expect(summary(3)).toEqual(['UPDATE', null]);
    expect(rows.get(3)!.changes).toEqual([
      { field: 'name', before: expect.any(String), after: 'Lea Learner' },
      {
        field: 'units',
        before: expect.not.stringContaining('Sales'),
        after: expect.stringContaining('Sales'),
      },
    ]);
    expect(summary(4)).toEqual(['UNCHANGED', null]);
    expect(summary(5)).toEqual(['ERROR', 'duplicate.username']);
    expect(rows.get(5)!.reasonValue).toBe('2');
    expect(summary(6)).toEqual(['ERROR', 'duplicate.email']);
    expect(summary(7)).toEqual(['ERROR', 'email.invalid']);
    expect(summary(8)).toEqual(['ERROR', 'unit.unknown']);
    expect(rows.get(8)!.reasonValue).toBe('Nirgendwo');
    expect(summary(9)).toEqual(['ERROR', 'role.unknown']);
    expect(summary(10)).toEqual(['ERROR', 'username.required']);
    expect(summary(11)).toEqual(['ERROR', 'name.required']);
    expect(summary(12)).toEqual(['UPDATE', null]);
    expect(rows.get(12)!.changes[0]).toEqual({ field: 'username', before: 'manager', after: 'neu6' });
    expect(summary(13)).toEqual(['ERROR', 'locale.invalid']);
    expect(report.counts).toMatchObject({ total: 12, create: 1, update: 2, unchanged: 1, error: 8 });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('matches by email: a known address with another username updates that account (username changes)', async () => {
    const fileId = await storeFile(
      t,
      'admin',
      Buffer.from('email,username\nliam.otieno@example.org,learner.two\n'),
    );
    const mapping = await suggested(t, 'admin', fileId);
    const { rows } = await dryRun(t, 'admin', { fileId, mapping, mode: 'UPDATE' });
    expect(rows[0]).toMatchObject({
      outcome: 'UPDATE',
      changes: [{ field: 'username', before: 'learner', after: 'learner.two' }],
    });
  });

  it('the username of one account with the email of another is an error', async () => {
    const fileId = await storeFile(
      t,
      'admin',
      Buffer.from('username,email\nlearner,maria.schneider@example.org\n'),
    );
    const { rows } = await dryRun(t, 'admin', {
      fileId,
      mapping: await suggested(t, 'admin', fileId),
      mode: 'UPDATE',
    });
    expect(rows[0]).toMatchObject({
      outcome: 'ERROR',
      reasonCode: 'email.otherAccount',
      reasonValue: 'manager',
    });
  });

  it('modes: add-only skips existing accounts, update-only skips unknown ones', async () => {
    const fileId = await storeFile(
      t,
      'admin',
      Buffer.from('username,name,email\nlearner,L,liam.otieno@example.org\nfresh,F,f@example.org\n'),
    );
    const mapping = await suggested(t, 'admin', fileId);
    const add = await dryRun(t, 'admin', { fileId, mapping, mode: 'CREATE' });
    expect(add.rows.map((r) => [r.outcome, r.reasonCode])).toEqual([
      ['SKIP', 'user.exists'],
      ['CREATE', null],
    ]);
    const update = await dryRun(t, 'admin', { fileId, mapping, mode: 'UPDATE' });
    expect(update.rows.map((r) => [r.outcome, r.reasonCode])).toEqual([
      ['UPDATE', null],
      ['SKIP', 'user.notFound'],
    ]);
  });

  it('XLSX rows are planned like CSV rows', async () => {
    const fileId = await storeFile(
      t,
      'admin',
      await xlsx([
        ['Benutzername', 'Name', 'E-Mail', 'Einheit'],
        ['xl.one', 'Xaver Eins', 'x1@example.org', 'U-0001'],
      ]),
      'liste.xlsx',
    );
    const report = await dryRun(t, 'admin', {
      fileId,
      mapping: await suggested(t, 'admin', fileId),
      mode: 'CREATE',
    });
    expect(report.rows[0]).toMatchObject({ outcome: 'CREATE', username: 'xl.one' });
  });

  it('refuses a mapping without username, with a column twice or out of range, naming the field', async () => {
    const fileId = await storeFile(t, 'admin', Buffer.from('username,name\na1,A\n'));
    const call = (mapping: { column: number; field: string }[]) =>
      gql(t.api, `query($input: UserImportInput!) { userImportDryRun(input: $input) { matching } }`, {
        token: t.tokens.admin,
        variables: { input: { fileId, mapping, mode: 'CREATE' } },
      });
    expect((await call([{ column: 1, field: 'NAME' }])).body.errors?.[0]?.extensions?.field).toBe(
      'input.mapping',
    );
    expect((await call([{ column: 5, field: 'USERNAME' }])).body.errors?.[0]?.extensions?.field).toBe(
      'input.mapping.0.column',
    );
    expect(
      (
        await call([
          { column: 0, field: 'USERNAME' },
          { column: 1, field: 'USERNAME' },
        ])
      ).body.errors?.[0]?.extensions?.field,
    ).toBe('input.mapping.1.field');
  });
});

describe('a manager importing outside their scope', () => {
  const csv = [
    'username,name,email,unit,role',
    'in.scope,In Scope,in@example.org,customer-service,LEARNER',
    'sales.one,Sales One,sales1@example.org,Sales,LEARNER', // a unit the manager does not look after
    'boss,Boss,boss@example.org,general,ADMIN', // a role a manager may not grant
    'admin,Admin,admin@example.org,general,LEARNER', // an administrator's account
    'nounit,No Unit,nounit@example.org,,LEARNER', // no unit of theirs
  ].join('\n');

  it('gets an error per row in the dry run', async () => {
    const fileId = await storeFile(t, 'manager', Buffer.from(csv));
    const { rows } = await dryRun(t, 'manager', {
      fileId,
      mapping: await suggested(t, 'manager', fileId),
      mode: 'CREATE_AND_UPDATE',
    });
    expect(rows.map((r) => [r.outcome, r.reasonCode])).toEqual([
      ['CREATE', null],
      ['ERROR', 'unit.notManaged'],
      ['ERROR', 'role.notGrantable'],
      ['ERROR', 'user.notManaged'],
      ['ERROR', 'unit.required'],
    ]);
  });

  it('starting it is FORBIDDEN and writes nothing (no import, no job, no account)', async () => {
    const fileId = await storeFile(t, 'manager', Buffer.from(csv));
    const mapping = await suggested(t, 'manager', fileId);
    const before = await tableCounts(t);
    const res = await gql(t.api, START, {
      token: t.tokens.manager,
      variables: { input: { fileId, mapping, mode: 'CREATE_AND_UPDATE' } },
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', rows: [3, 4, 5] });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('an administrator may import the same rows (ADMIN granted, any unit)', async () => {
    const fileId = await storeFile(t, 'admin', Buffer.from(csv));
    const { rows } = await dryRun(t, 'admin', {
      fileId,
      mapping: await suggested(t, 'admin', fileId),
      mode: 'CREATE_AND_UPDATE',
    });
    expect(rows.map((r) => r.outcome)).toEqual(['CREATE', 'CREATE', 'CREATE', 'UPDATE', 'CREATE']);
  });

  it('a learner may not call the import at all', async () => {
    const fileId = await storeFile(t, 'admin', Buffer.from(csv));
    const res = await gql(t.api, ANALYSE, { token: t.tokens.learner, variables: { fileId } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
