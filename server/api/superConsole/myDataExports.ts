// The caller's own data exports: start one (a background job), list them, download a finished one.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { backgroundJobs as jobs } from '../../db/schema/jobs';
import { UUID } from '../catalogue/items';
import { badUserInput } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { DATA_EXPORT, readExport, type DataExportData, type DataExportResult } from './dataExportJob';
import { selectJobs, toBackgroundJob } from './jobRows';
import { requireJobs, withJobs } from './jobsService';

const mine = (userId: string) => and(eq(jobs.kind, DATA_EXPORT), eq(jobs.createdBy, userId));

export const myDataExports: QueryResolvers['myDataExports'] = async (_parent, _args, { db, viewer }) => {
  const rows = await selectJobs(db, mine(viewer.userId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(10);
  return rows.map(toBackgroundJob);
};

export const requestMyDataExport: MutationResolvers['requestMyDataExport'] = async (
  _parent,
  _args,
  context,
) => {
  const { db, viewer } = context;
  const service = requireJobs(context);
  // Before the transaction: on PGlite the queue cannot be set up while a transaction holds the connection.
  await withJobs(() => service.ready(DATA_EXPORT));
  const id = await db.transaction(async (tx) => {
    // One at a time: asking again while one is under way answers that one.
    const [open] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(mine(viewer.userId), inArray(jobs.state, ['queued', 'running', 'retrying'])))
      .limit(1);
    if (open) return open.id;
    return withJobs(() =>
      service.enqueue<DataExportData>(tx, {
        kind: DATA_EXPORT,
        label: 'Personal data export',
        data: { userId: viewer.userId },
        createdBy: viewer.userId,
        unitId: null,
      }),
    );
  });
  const [row] = await selectJobs(db, eq(jobs.id, id));
  return toBackgroundJob(row!);
};

export const myDataExportFile: QueryResolvers['myDataExportFile'] = async (
  _parent,
  { jobId },
  { db, viewer, config },
) => {
  const missing = () => badUserInput('jobId', 'There is no finished data export of yours with this id.');
  if (!UUID.test(jobId)) throw missing();
  // Someone else's export answers exactly like one that does not exist.
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), mine(viewer.userId)));
  if (!row || row.state !== 'succeeded') throw missing();
  const bytes = await readExport(config, jobId).catch(() => {
    throw badUserInput('jobId', 'This export is no longer stored. Please start a new one.');
  });
  const result = row.result as DataExportResult | null;
  return {
    fileName: result?.fileName ?? 'my-data.zip',
    contentType: 'application/zip',
    base64: bytes.toString('base64'),
    size: bytes.length,
  };
};
