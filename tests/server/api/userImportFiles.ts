// Real-world user lists the import tests build themselves: encodings, delimiters, an Excel workbook.
import writeXlsxFile from 'write-excel-file/node';

export const GERMAN_HEADER = 'Benutzername;Vorname;Nachname;E-Mail;Einheit;Rolle';

export const utf8WithBom = (text: string) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/**
 * Windows-1252 as Excel on Windows saves "CSV (Trennzeichen-getrennt)": umlauts are their Latin-1 bytes, and
 * € is 0x80 (a C1 control in Latin-1, so it only reads right as 1252). `{EURO}` marks where it goes.
 */
export const windows1252 = (text: string) =>
  Buffer.concat(
    text
      .split('{EURO}')
      .flatMap((part, i) =>
        i === 0 ? [Buffer.from(part, 'latin1')] : [Buffer.from([0x80]), Buffer.from(part, 'latin1')],
      ),
  );

export const utf16le = (text: string, bom = true) =>
  Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(text, 'utf16le')]);

export const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1]!;
    be[i + 1] = le[i]!;
  }
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
};

export const xlsx = (rows: Array<Array<string | number>>) =>
  writeXlsxFile(rows.map((row) => row.map((value) => ({ value })))).toBuffer();

/** n learners: user00001..., in the given unit, comma separated. */
export function manyRows(n: number, unit = 'general', prefix = 'bulk'): string {
  const lines = ['username,firstname,lastname,email,unit,role'];
  for (let i = 1; i <= n; i += 1) {
    const id = String(i).padStart(5, '0');
    lines.push(`${prefix}${id},First${id},Last${id},${prefix}${id}@example.org,${unit},LEARNER`);
  }
  return `${lines.join('\n')}\n`;
}
