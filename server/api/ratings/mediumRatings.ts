import { desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { mediaStats, ratings } from '../../db/schema/learning';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { UUID } from '../catalogue/items';
import { requireManagedMedium } from '../unitScope';

export const mediumRatings: QueryResolvers['mediumRatings'] = async (
  _parent,
  { mediaId },
  { db, viewer },
) => {
  if (!UUID.test(mediaId)) throw badUserInput('mediaId', `mediaId "${mediaId}" is not a valid id.`);
  // Learners' names and comments are for the managers of the medium's unit only.
  await requireManagedMedium(db, viewer, mediaId, { field: 'mediaId', doing: 'read the ratings of' });
  const [stats] = await db
    .select({ averageRating: mediaStats.averageRating, ratingCount: mediaStats.ratingCount })
    .from(mediaStats)
    .where(eq(mediaStats.mediaId, mediaId));
  const rows = await db
    .select({
      learnerName: users.name,
      stars: ratings.stars,
      comment: ratings.comment,
      updatedAt: ratings.updatedAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.mediaId, mediaId))
    .orderBy(desc(ratings.updatedAt));
  return {
    mediaId,
    averageRating: stats?.averageRating == null ? null : Math.round(stats.averageRating * 100) / 100,
    ratingCount: stats?.ratingCount ?? 0,
    ratings: rows,
  };
};
