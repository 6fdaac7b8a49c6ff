// The data export's file: data.json (every section) and one CSV per section (UTF-8 with BOM, nested values
// as JSON text), with a short README, in one zip.
import { strToU8, zipSync } from 'fflate';
import { toCsv } from '../csv';
import type { MyData, Section } from './myDataCollect';

const cell = (value: unknown) =>
  value === null || value === undefined || value instanceof Date || typeof value !== 'object'
    ? value
    : JSON.stringify(value);

export function sectionCsv(rows: Section): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv(
    header,
    rows.map((row) => header.map((key) => cell(row[key]))),
  );
}

const README = (exportedAt: string) => `Your data, exported on ${exportedAt}.

data.json holds every section; each CSV file holds one section (UTF-8, comma separated, one row per
record; nested values are JSON text). Password hashes and relatives' link tokens are never exported.
`;

export function myDataZip(data: MyData, exportedAt = new Date()): Uint8Array {
  const stamp = exportedAt.toISOString();
  const entries: Record<string, Uint8Array> = {
    'README.txt': strToU8(README(stamp)),
    'data.json': strToU8(JSON.stringify({ exportedAt: stamp, ...data }, null, 2)),
  };
  for (const [name, rows] of Object.entries(data)) entries[`csv/${name}.csv`] = strToU8(sectionCsv(rows));
  return zipSync(entries, { level: 6, mtime: exportedAt });
}
