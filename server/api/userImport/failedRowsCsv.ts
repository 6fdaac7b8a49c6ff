// The failed rows of an import as a CSV people fix and import again: the file's own columns in their
// order plus `reason`, UTF-8 with a BOM (so Excel reads umlauts right) and the source's delimiter (XLSX: a
// comma). papaparse quotes what needs quoting; the reason column is not mapped on the next import, and a
// file that already has one (a failed-rows file imported again) gets it replaced, not a second one.
import Papa from 'papaparse';
import type { FailedImportRow } from '../../db/schema/userImport';

export function failedRowsCsv(
  headers: readonly string[],
  rows: readonly FailedImportRow[],
  delimiter: string | null,
) {
  const existing = headers.findIndex((h) => h.trim().toLowerCase() === 'reason');
  const at = existing >= 0 ? existing : headers.length;
  const header = [...headers];
  header[at] = existing >= 0 ? headers[existing]! : 'reason';
  const table = [
    header,
    ...rows.map((row) => {
      const cells = headers.map((_, i) => row.cells[i] ?? '');
      cells[at] = row.reason;
      return cells;
    }),
  ];
  return `\uFEFF${Papa.unparse(table, { delimiter: delimiter ?? ',', newline: '\r\n', quotes: false })}\r\n`;
}
