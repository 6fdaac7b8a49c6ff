// Retry of a failed or cancelled job: the queue takes it again (jobs.retry), and the audit log says who did.
import { eq } from 'drizzle-orm';
import { backgroundJobs as jobs } from '../../db/schema/jobs';
import { UUID } from '../catalogue/items';
import { writeAudit } from '../audit/record';
import { badUserInput, forbidden } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { isAdmin } from '../unitScope';
import { selectJobs, toBackgroundJob } from './jobRows';
import { requireJobs, withJobs } from './jobsService';

const RETRYABLE = ['failed', 'cancelled'];

export const retryBackgroundJob: MutationResolvers['retryBackgroundJob'] = async (
  _parent,
  { id },
  context,
) => {
  const { db, viewer } = context;
  if (!UUID.test(id)) throw badUserInput('id', 'id is not a valid job id.');
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw badUserInput('id', `There is no background job with id ${id}.`);
  if (!isAdmin(viewer) && row.createdBy !== viewer.userId)
    throw forbidden('Education managers can only retry the jobs they started.');
  if (!RETRYABLE.includes(row.state))
    throw badUserInput('id', `Only failed or cancelled jobs can be retried; this one is ${row.state}.`);
  const service = requireJobs(context);
  const queued = await withJobs(() => service.retry(id));
  await db.transaction((tx) =>
    writeAudit(tx, viewer, {
      action: 'job.retry',
      entityType: 'job',
      entityId: id,
      unitId: row.unitId,
      before: { state: row.state, error: row.error },
      after: { state: queued.state, error: queued.error },
    }),
  );
  const [joined] = await selectJobs(db, eq(jobs.id, id));
  return toBackgroundJob(joined!);
};
