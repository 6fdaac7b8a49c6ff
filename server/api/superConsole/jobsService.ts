// The jobs service as the console's resolvers use it: an API without a running queue (an API-only test, a
// server started without workers) answers SERVICE_UNAVAILABLE in words instead of an internal error.
import { createGraphQLError } from 'graphql-yoga';
import type { ApiContext } from '../context';
import { JobsNotRunningError, type Jobs } from '../../jobs/index';

export const jobsUnavailable = () =>
  createGraphQLError('Background jobs are not running on this server right now. Please try again later.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });

/** The running jobs service, or SERVICE_UNAVAILABLE. */
export function requireJobs(context: Pick<ApiContext, 'jobs'>): Jobs {
  const { jobs } = context;
  if (!jobs.running()) throw jobsUnavailable();
  return jobs;
}

/** Runs a call on the jobs service, turning "not running" into SERVICE_UNAVAILABLE. */
export async function withJobs<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof JobsNotRunningError) throw jobsUnavailable();
    throw error;
  }
}
