// userImport, userImports and the fields of UserImport (failed rows and their CSV read from the stored run).
import { badUserInput } from '../errors';
import type { QueryResolvers, UserImportResolvers } from '../generated/resolvers';
import { failedRowsCsv } from './failedRowsCsv';
import { listVisibleImports, loadVisibleImport } from './visible';

export const userImport: QueryResolvers['userImport'] = (_p, { id }, ctx) =>
  loadVisibleImport(ctx.db, ctx.viewer, id);

export const userImports: QueryResolvers['userImports'] = (_p, { first }, ctx) => {
  const size = first ?? 20;
  if (size < 1 || size > 100) throw badUserInput('first', 'first must be between 1 and 100.');
  return listVisibleImports(ctx.db, ctx.viewer, size);
};

export const UserImport: UserImportResolvers = {
  result: (run) => {
    const { counts } = run;
    return counts ?? null;
  },
  failedRows: (run, { first }) => {
    const size = first ?? 100;
    if (size < 1 || size > 500) throw badUserInput('first', 'first must be between 1 and 500.');
    const rows = run.failedRows ?? [];
    return rows.slice(0, size).map((r) => ({
      row: r.row,
      username: r.username ?? '',
      cells: r.cells,
      reasonCode: r.code,
      reasonValue: r.value ?? null,
      reason: r.reason,
    }));
  },
  failedRowsCsv: (run) => {
    const found = run;
    if (!found.finishedAt) return null;
    return failedRowsCsv(found.headers, found.failedRows ?? [], found.delimiter);
  },
};
