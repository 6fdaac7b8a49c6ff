// Reading user lists as spreadsheets write them: the encoding and delimiter are detected (and reported),
// quoted fields keep their line breaks, an XLSX's first sheet is read, headers in English and German are
// mapped to fields.
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../../server/api/userImport/parseEncoding';
import { ImportFileError, MAX_IMPORT_ROWS, parseImportFile } from '../../../server/api/userImport/parseFile';
import { roleOfWord, suggestMapping } from '../../../server/api/userImport/mapping';
import { GERMAN_HEADER, utf16be, utf16le, utf8WithBom, windows1252, xlsx } from './userImportFiles';

describe('user import: reading files', () => {
  it('UTF-8 with BOM: the BOM is dropped and reported', async () => {
    const file = await parseImportFile(utf8WithBom('username,name\nzoë,Zoë Ärger\n'));
    expect(file).toMatchObject({ format: 'CSV', encoding: 'UTF-8 (BOM)', delimiter: ',' });
    expect(file.headers).toEqual(['username', 'name']);
    expect(file.rows).toEqual([['zoë', 'Zoë Ärger']]);
  });

  it('UTF-8 without BOM', async () => {
    const file = await parseImportFile(Buffer.from('username;name\nanna;Anna Größe\n'));
    expect(file).toMatchObject({ encoding: 'UTF-8', delimiter: ';' });
    expect(file.rows[0]).toEqual(['anna', 'Anna Größe']);
  });

  it('Windows-1252 with umlauts and € (0x80): read as 1252, not as broken UTF-8 or Latin-1', async () => {
    const bytes = windows1252(
      `${GERMAN_HEADER};Notiz\njmueller;Jürgen;Müller;j.mueller@example.org;general;Lernende;Budget 5{EURO}\n`,
    );
    // The bytes are not UTF-8 (ü is a lone 0xFC), so a strict UTF-8 read must fail first.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const file = await parseImportFile(bytes);
    expect(file).toMatchObject({ encoding: 'WINDOWS-1252', delimiter: ';' });
    expect(file.rows[0]).toEqual([
      'jmueller',
      'Jürgen',
      'Müller',
      'j.mueller@example.org',
      'general',
      'Lernende',
      'Budget 5€',
    ]);
  });

  it('UTF-16 LE and BE with BOM, and LE without BOM (zero bytes)', async () => {
    const text = 'username\tname\nölaf\tÖlaf Öst\n';
    for (const [bytes, encoding] of [
      [utf16le(text), 'UTF-16LE'],
      [utf16be(text), 'UTF-16BE'],
      [utf16le(text, false), 'UTF-16LE'],
    ] as const) {
      const file = await parseImportFile(bytes);
      expect(file.encoding).toBe(encoding);
      expect(file.delimiter).toBe('\t');
      expect(file.rows).toEqual([['ölaf', 'Ölaf Öst']]);
    }
    expect(decodeText(Buffer.from('plain')).encoding).toBe('UTF-8');
  });

  it('semicolon-separated German spreadsheet: delimiter and German headers mapped', async () => {
    const file = await parseImportFile(
      Buffer.from(`${GERMAN_HEADER}\r\nahub;Anna;Hub;anna@example.org;Kundendienst;Bildungsmanager\r\n`),
    );
    expect(file.delimiter).toBe(';');
    expect(suggestMapping(file.headers)).toEqual([
      { column: 0, field: 'USERNAME' },
      { column: 1, field: 'FIRST_NAME' },
      { column: 2, field: 'LAST_NAME' },
      { column: 3, field: 'EMAIL' },
      { column: 4, field: 'UNIT' },
      { column: 5, field: 'ROLE' },
    ]);
  });

  it('pipe-separated and English headers (Login, Mail, Name, Department, Language)', async () => {
    const file = await parseImportFile(
      Buffer.from('Login|Mail|Name|Department|Language\nx1|x@example.org|X One|general|de\n'),
    );
    expect(file.delimiter).toBe('|');
    expect(suggestMapping(file.headers).map((m) => m.field)).toEqual([
      'USERNAME',
      'EMAIL',
      'NAME',
      'UNIT',
      'LOCALE',
    ]);
  });

  it('quoted fields keep delimiters, quotes and line breaks', async () => {
    const file = await parseImportFile(
      Buffer.from('username,name,note\n"ql","Quinn, ""Q"" Lee","line one\nline two"\nnext,Next One,x\n'),
    );
    expect(file.rows).toEqual([
      ['ql', 'Quinn, "Q" Lee', 'line one\nline two'],
      ['next', 'Next One', 'x'],
    ]);
  });

  it('empty lines are left out and short rows padded', async () => {
    const file = await parseImportFile(Buffer.from('username,name,email\n\na,A\n,,\n'));
    expect(file.rows).toEqual([['a', 'A', '']]);
  });

  it('XLSX: the first sheet, numbers as text', async () => {
    const bytes = await xlsx([
      ['Benutzername', 'Name', 'E-Mail', 'Personalnummer'],
      ['xl1', 'Xaver Löw', 'xaver@example.org', 4711],
    ]);
    const file = await parseImportFile(bytes);
    expect(file).toMatchObject({ format: 'XLSX', encoding: 'XLSX', delimiter: null });
    expect(file.headers).toEqual(['Benutzername', 'Name', 'E-Mail', 'Personalnummer']);
    expect(file.rows).toEqual([['xl1', 'Xaver Löw', 'xaver@example.org', '4711']]);
  });

  it('refuses a list longer than one import takes, saying how to go on (300,000 short rows: a sentence, no stack overflow)', async () => {
    await expect(parseImportFile(Buffer.from(`username\n${'x\n'.repeat(300_000)}`))).rejects.toThrow(
      'The file has 300,000 rows; one import takes at most 50,000.',
    );
    const lines = ['username;email'];
    for (let i = 0; i <= MAX_IMPORT_ROWS; i += 1) lines.push(`u${i};u${i}@example.org`);
    await expect(parseImportFile(new TextEncoder().encode(lines.join('\n')))).rejects.toThrow(
      'The file has 50,001 rows; one import takes at most 50,000. Split it into smaller files and import them one after the other.',
    );
    lines.pop();
    const { rows } = await parseImportFile(new TextEncoder().encode(lines.join('\n')));
    expect(rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it('refuses an empty file, a broken zip and binary data with a sentence', async () => {
    await expect(parseImportFile(new Uint8Array())).rejects.toThrow(ImportFileError);
    await expect(parseImportFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow(
      /Excel workbook/,
    );
    await expect(parseImportFile(Buffer.from([1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 7]))).rejects.toThrow(
      ImportFileError,
    );
  });

  it('role words in English and German', () => {
    expect(
      ['ADMIN', 'Administrator', 'manager', 'Bildungsmanagerin', 'Lernende', 'learner', 'Chef'].map(
        roleOfWord,
      ),
    ).toEqual(['ADMIN', 'ADMIN', 'EDUCATION_MANAGER', 'EDUCATION_MANAGER', 'LEARNER', 'LEARNER', null]);
  });
});
