// Reading imports as people see them: an ADMIN every import, a manager their own; the state and progress
// come from the import's background job.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { backgroundJobs } from '../../db/schema/jobs';
import { userImports, type UserImportRow } from '../../db/schema/userImport';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { forbidden } from '../errors';
import { isAdmin } from '../unitScope';

export type ImportState = 'QUEUED' | 'RUNNING' | 'RETRYING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';

export interface VisibleImport extends UserImportRow {
  createdByName: string | null;
  state: ImportState;
  progressDone: number;
  progressTotal: number;
  error: string | null;
}

function query(db: Db, where: SQL | undefined) {
  return db
    .select({
      run: userImports,
      createdByName: users.name,
      state: backgroundJobs.state,
      progressDone: backgroundJobs.progressDone,
      progressTotal: backgroundJobs.progressTotal,
      error: backgroundJobs.error,
    })
    .from(userImports)
    .leftJoin(backgroundJobs, eq(backgroundJobs.id, userImports.jobId))
    .leftJoin(users, eq(users.id, userImports.createdBy))
    .where(where)
    .orderBy(desc(userImports.createdAt), desc(userImports.id));
}

type Found = Awaited<ReturnType<typeof query>>[number];

const toVisible = (f: Found): VisibleImport => ({
  ...f.run,
  createdByName: f.createdByName,
  state: (f.state ?? 'queued').toUpperCase() as ImportState,
  progressDone: f.progressDone ?? 0,
  progressTotal: f.progressTotal ?? 0,
  error: f.error ?? null,
});

/** null when there is no such import; FORBIDDEN when a manager asks for another person's. */
export async function loadVisibleImport(db: Db, viewer: Viewer, id: string): Promise<VisibleImport | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [found] = await query(db, eq(userImports.id, id));
  if (!found) return null;
  if (!isAdmin(viewer) && found.run.createdBy !== viewer.userId)
    throw forbidden('Education managers can only see the imports they started.');
  return toVisible(found);
}

export async function listVisibleImports(db: Db, viewer: Viewer, first: number): Promise<VisibleImport[]> {
  const where = isAdmin(viewer) ? undefined : eq(userImports.createdBy, viewer.userId);
  return (await query(db, where).limit(first)).map(toVisible);
}
