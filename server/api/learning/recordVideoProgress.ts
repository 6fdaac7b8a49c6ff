import type { MutationResolvers } from '../generated/resolvers';
import { recordProgress } from './recordProgress';
import { validateReport, videoProgress } from './videoRanges';

/** The client reports what it played; the share, and so completion, is computed here from the union. */
export const recordVideoProgress: MutationResolvers['recordVideoProgress'] = (
  _parent,
  { input },
  { db, viewer },
) => {
  const ranges = validateReport(input);
  return recordProgress(db, viewer.userId, input.mediaId, ['VIDEO'], (current, now) =>
    videoProgress(current, input, ranges, now),
  );
};
