// The jobs list: every job for an ADMIN, the caller's own for an EDUCATION_MANAGER (unitScope's rule).
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { backgroundJobs as jobs, JOB_STATES, type JobState } from '../../db/schema/jobs';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { visibleJobsCondition } from '../unitScope';
import { selectJobs, toBackgroundJob } from './jobRows';
import { paging } from './paging';

export const backgroundJobs: QueryResolvers['backgroundJobs'] = async (
  _parent,
  { filter, offset, first },
  { db, viewer },
) => {
  const { start, size } = paging(offset, first, 25);
  const where: (SQL | undefined)[] = [visibleJobsCondition(viewer)];
  if (filter?.states?.length) {
    filter.states.forEach((state, index) => {
      if (!JOB_STATES.includes(state as JobState))
        throw badUserInput(`filter.states.${index}`, `Unknown job state "${state}".`);
    });
    where.push(inArray(jobs.state, filter.states as JobState[]));
  }
  if (filter?.kind) where.push(eq(jobs.kind, filter.kind));
  const search = filter?.search?.trim();
  if (search) where.push(ilike(jobs.label, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    selectJobs(db, condition).orderBy(desc(jobs.createdAt), desc(jobs.id)).offset(start).limit(size),
    db.select({ n: count() }).from(jobs).where(condition),
  ]);
  const n = total?.n ?? 0;
  return { jobs: rows.map(toBackgroundJob), total: n, offset: start, hasMore: start + rows.length < n };
};
