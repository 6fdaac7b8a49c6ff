import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { recordProgress } from './recordProgress';

/** Watching this share of a video completes it: credits roll and learners skip them. */
export const VIDEO_COMPLETION_SHARE = 0.9;

export const recordVideoProgress: MutationResolvers['recordVideoProgress'] = (
  _parent,
  { input },
  { db, viewer },
) => {
  const { positionSeconds, watchedShare } = input;
  if (!Number.isFinite(positionSeconds) || positionSeconds < 0)
    throw badUserInput('positionSeconds', 'positionSeconds must be 0 or more.');
  if (!Number.isFinite(watchedShare) || watchedShare < 0 || watchedShare > 1)
    throw badUserInput('watchedShare', 'watchedShare must be between 0 and 1.');
  return recordProgress(db, viewer.userId, input.mediaId, ['VIDEO'], {
    status: watchedShare >= VIDEO_COMPLETION_SHARE ? 'COMPLETED' : 'INCOMPLETE',
    progress: watchedShare * 100,
    videoPositionSeconds: positionSeconds,
  });
};
