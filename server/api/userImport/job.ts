// The import as a background job (server/jobs): plans every row against the database as it is when the
// job runs, then does each row in its own transaction (applyRow), writing progress as it goes. A retried
// attempt starts over; rows an earlier attempt did are unchanged by then, so nothing is done twice. Ends
// with the counts and the failed rows on the import's row (and as the job's result).
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Role } from '../../roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { userImports, type FailedImportRow, type ImportCounts } from '../../db/schema/userImport';
import type { Jobs } from '../../jobs/index';
import { applyRow, type WelcomeLinks } from './apply';
import { loadImportFile } from './importFile';
import type { ColumnMapping } from './mapping';
import { planImport, type ImportMode } from './plan';
import { reasonText } from './reasons';

export const USER_IMPORT_JOB = 'user-import';
/** Rows per transaction (each row a savepoint in it). */
const BATCH = 100;

export interface UserImportJobData {
  importId: string;
}

export interface UserImportJobDeps {
  config: { app: { ALLOWED_LOCALES: string[] } } & WelcomeLinks;
}

const viewerOf = (userId: string, roles: string[]): Viewer => ({
  userId,
  roles: roles as Role[],
  sessionState: undefined,
  claims: {},
});

/** Runs one import; exported for tests and the benchmark, which call it without a queue. */
export async function runUserImport(
  db: Db,
  importId: string,
  allowedLocales: readonly string[],
  progress: (done: number, total: number) => Promise<void> = async () => {},
  signal?: AbortSignal,
  /** Created accounts get a welcome mail with a link here (the job always passes it). */
  welcome?: WelcomeLinks,
): Promise<ImportCounts> {
  const [run] = await db.select().from(userImports).where(eq(userImports.id, importId));
  if (!run) throw new Error(`There is no user import ${importId}.`);
  if (!run.createdBy) throw new Error('The person who started this import no longer exists.');
  // The job runs later (or again, on a retry) than it was started: it acts with no more than the starter
  // has now, so a deactivated person's or a demoted administrator's import does not run with old rights.
  const [starter] = await db
    .select({ isActive: users.isActive, roles: users.roles })
    .from(users)
    .where(eq(users.id, run.createdBy));
  if (!starter?.isActive)
    throw new Error('The person who started this import has been deactivated; nothing was imported.');
  const viewer = viewerOf(
    run.createdBy,
    run.createdByRoles.filter((role) => starter.roles.includes(role)),
  );
  const file = await loadImportFile(db, viewer, run.fileId, 'fileId');
  const plans = await planImport(db, viewer, {
    rows: file.rows,
    mapping: run.mapping as ColumnMapping[],
    mode: run.mode as ImportMode,
    allowedLocales,
  });
  const counts: ImportCounts = {
    total: plans.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
  };
  const failedRows: FailedImportRow[] = [];
  const fail = (row: number, username: string, reason: NonNullable<(typeof plans)[number]['reason']>) => {
    counts.failed += 1;
    failedRows.push({
      row,
      username,
      cells: file.rows[row - 2] ?? [],
      code: reason.code,
      ...(reason.value === undefined ? {} : { value: reason.value }),
      reason: reasonText(reason),
    });
  };
  await progress(0, plans.length);
  // Rows go in batches: each batch one transaction, each row in it a savepoint (applyRow's own
  // transaction nests), so a row is still all or nothing while the disk syncs once per batch, not per row.
  // A batch cut short by a crash commits nothing; the retry finds its rows still to do.
  for (let start = 0; start < plans.length; start += BATCH) {
    signal?.throwIfAborted();
    const batch = plans.slice(start, start + BATCH);
    const outcomes = await db.transaction(async (tx) => {
      const results = [];
      for (const plan of batch) results.push(await applyRow(tx, viewer, plan, welcome));
      return results;
    });
    batch.forEach((plan, i) => {
      const result = outcomes[i]!;
      if (plan.outcome === 'ERROR') fail(plan.row, plan.username, plan.reason!);
      else if (plan.outcome === 'SKIP') counts.skipped += 1;
      else if (plan.outcome === 'UNCHANGED') counts.unchanged += 1;
      else if (!result.ok) fail(plan.row, plan.username, result.reason);
      else if (plan.outcome === 'CREATE') counts.created += 1;
      else counts.updated += 1;
    });
    await progress(Math.min(start + BATCH, plans.length), plans.length);
  }
  await db
    .update(userImports)
    .set({ counts, failedRows, finishedAt: new Date() })
    .where(eq(userImports.id, importId));
  return counts;
}

/** Registers the import's job handler on the queue (wired in server/api/jobHandlers.ts). */
export function registerUserImportJobs(jobs: Jobs, deps: UserImportJobDeps): void {
  jobs.define<UserImportJobData>(
    USER_IMPORT_JOB,
    ({ db, data, progress, signal }) =>
      runUserImport(db, data.importId, deps.config.app.ALLOWED_LOCALES, progress, signal, deps.config),
    { retryLimit: 2 },
  );
}
