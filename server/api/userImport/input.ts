// The import input checked before anything is read: a mapping of known columns, each field at most once,
// and the username mapped (rows are matched by it).
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { badUserInput } from '../errors';
import type { UserImportInput } from '../generated/resolvers';
import { loadImportFile, type ImportFile } from './importFile';
import type { ColumnMapping } from './mapping';
import { planImport, type RowPlan } from './plan';

export async function readImportInput(
  db: Db,
  viewer: Viewer,
  input: UserImportInput,
): Promise<{ file: ImportFile; mapping: ColumnMapping[] }> {
  const file = await loadImportFile(db, viewer, input.fileId, 'input.fileId');
  const seen = new Set<string>();
  input.mapping.forEach(({ column, field }, index) => {
    if (!Number.isInteger(column) || column < 0 || column >= file.headers.length)
      throw badUserInput(`input.mapping.${index}.column`, `The file has no column ${column}.`);
    if (seen.has(field))
      throw badUserInput(`input.mapping.${index}.field`, `${field} is mapped to more than one column.`);
    seen.add(field);
  });
  if (!seen.has('USERNAME'))
    throw badUserInput('input.mapping', 'Map a column to USERNAME: rows are matched by it.');
  return { file, mapping: input.mapping.map(({ column, field }) => ({ column, field })) };
}

export async function planInput(
  db: Db,
  viewer: Viewer,
  input: UserImportInput,
  allowedLocales: readonly string[],
): Promise<{ file: ImportFile; mapping: ColumnMapping[]; plans: RowPlan[] }> {
  const { file, mapping } = await readImportInput(db, viewer, input);
  const plans = await planImport(db, viewer, { rows: file.rows, mapping, mode: input.mode, allowedLocales });
  return { file, mapping, plans };
}
