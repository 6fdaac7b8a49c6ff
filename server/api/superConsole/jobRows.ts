// Background job rows as the console shows them: the starter's and the unit's names joined in.
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { units } from '../../db/schema/units';
import { backgroundJobs } from '../../db/schema/jobs';

export const jobColumns = {
  job: backgroundJobs,
  createdByName: users.name,
  unitName: units.name,
};

export interface JoinedJob {
  job: typeof backgroundJobs.$inferSelect;
  createdByName: string | null;
  unitName: string | null;
}

/** Joined rows for a condition; the caller adds order, offset and limit. */
export const selectJobs = (db: Db, where: SQL | undefined) =>
  db
    .select(jobColumns)
    .from(backgroundJobs)
    .leftJoin(users, eq(users.id, backgroundJobs.createdBy))
    .leftJoin(units, eq(units.id, backgroundJobs.unitId))
    .where(where)
    .$dynamic();

export const toBackgroundJob = ({ job, createdByName, unitName }: JoinedJob) => ({
  id: job.id,
  kind: job.kind,
  label: job.label,
  state: job.state,
  progressDone: job.progressDone,
  progressTotal: job.progressTotal,
  attempts: job.attempts,
  error: job.error,
  createdById: job.createdBy,
  createdByName,
  unitId: job.unitId === null ? null : String(job.unitId),
  unitName,
  createdAt: job.createdAt,
  startedAt: job.startedAt,
  finishedAt: job.finishedAt,
  updatedAt: job.updatedAt,
});
