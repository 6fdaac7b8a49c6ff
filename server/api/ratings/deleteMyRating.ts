import { and, eq } from 'drizzle-orm';
import { ratings } from '../../db/schema/learning';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { UUID } from '../catalogue/items';
import { refreshRatingStats } from './stats';

export const deleteMyRating: MutationResolvers['deleteMyRating'] = async (
  _parent,
  { mediaId },
  { db, viewer },
) => {
  if (!UUID.test(mediaId)) throw badUserInput('mediaId', `mediaId "${mediaId}" is not a valid id.`);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(ratings)
      .where(and(eq(ratings.userId, viewer.userId), eq(ratings.mediaId, mediaId)))
      .returning({ mediaId: ratings.mediaId });
    if (deleted.length === 0) return false;
    await refreshRatingStats(tx, mediaId);
    return true;
  });
};
