// Reading an uploaded user list into rows of text: XLSX (first sheet) or CSV in any of the encodings
// decodeText knows, with the delimiter guessed by papaparse among , ; tab |. Quoted fields may hold the
// delimiter and line breaks. Rows with no text at all are left out (spreadsheets pad files with them).
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { decodeText, type TextEncodingName } from './parseEncoding';

export type ImportFormat = 'CSV' | 'XLSX';
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export interface ParsedImportFile {
  format: ImportFormat;
  encoding: TextEncodingName | 'XLSX';
  /** The CSV's delimiter; null for XLSX. */
  delimiter: Delimiter | null;
  headers: string[];
  /** Data rows (without the header), each as long as the headers (short rows padded with ''). */
  rows: string[][];
}

/** Thrown when the file cannot be read as a user list; the message says why, in words. */
export class ImportFileError extends Error {}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** Rows one import takes: a bigger list is refused at once (every analysis and dry run reads the file again). */
export const MAX_IMPORT_ROWS = 50_000;

function shape(table: string[][]): { headers: string[]; rows: string[][] } {
  const filled = table.filter((row) => row.some((cell) => cell.trim() !== ''));
  const [head, ...rest] = filled;
  if (!head) throw new ImportFileError('The file holds no rows. The first row must name the columns.');
  if (rest.length > MAX_IMPORT_ROWS)
    throw new ImportFileError(
      `The file has ${rest.length.toLocaleString('en')} rows; one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en')}. Split it into smaller files and import them one after the other.`,
    );
  const headers = head.map((h, i) => h.trim() || `Column ${i + 1}`);
  // A loop, not Math.max(...rows): spreading some 100,000 rows overflows the call stack.
  const width = rest.reduce((widest, row) => Math.max(widest, row.length), headers.length);
  while (headers.length < width) headers.push(`Column ${headers.length + 1}`);
  const rows = rest.map((row) => Array.from({ length: width }, (_, i) => (row[i] ?? '').trim()));
  return { headers, rows };
}

async function parseXlsx(bytes: Uint8Array): Promise<ParsedImportFile> {
  let sheet: unknown[][];
  try {
    sheet = (await readSheet(Buffer.from(bytes))) as unknown[][];
  } catch (error) {
    throw new ImportFileError(
      `The file is a zip archive but no readable Excel workbook (.xlsx): ${(error as Error).message}`,
    );
  }
  const table = sheet.map((row) => row.map(cellText));
  return { format: 'XLSX', encoding: 'XLSX', delimiter: null, ...shape(table) };
}

function parseCsv(bytes: Uint8Array): ParsedImportFile {
  const { text, encoding } = decodeText(bytes);
  if (text.includes('\u0000'))
    throw new ImportFileError('The file is not a text file (CSV) or an Excel workbook (.xlsx).');
  const result = Papa.parse<string[]>(text, {
    delimiter: '',
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: 'greedy',
  });
  const guessed = result.meta.delimiter as Delimiter;
  // A one-column file gives papaparse nothing to guess from; it then says ",", which is right.
  const delimiter = (DELIMITERS as readonly string[]).includes(guessed) ? guessed : ',';
  return { format: 'CSV', encoding, delimiter, ...shape(result.data) };
}

export async function parseImportFile(bytes: Uint8Array): Promise<ParsedImportFile> {
  if (bytes.length === 0) throw new ImportFileError('The file is empty.');
  return isZip(bytes) ? parseXlsx(bytes) : parseCsv(bytes);
}
