// The failed rows of an import as a CSV people fix and import again: the file's own columns in their
// order plus `reason`, UTF-8 with a BOM (so Excel reads umlauts right) and the source's delimiter (XLSX: a
// comma). papaparse quotes what needs quoting; the added column is not mapped on the next import.
import Papa from 'papaparse';
import type { FailedImportRow } from '../../db/schema/userImport';

export function failedRowsCsv(
  headers: readonly string[],
  rows: readonly FailedImportRow[],
  delimiter: string | null,
) {
  const table = [
    [...headers, 'reason'],
    ...rows.map((row) => [...headers.map((_, i) => row.cells[i] ?? ''), row.reason]),
  ];
  return `\uFEFF${Papa.unparse(table, { delimiter: delimiter ?? ',', newline: '\r\n', quotes: false })}\r\n`;
}
