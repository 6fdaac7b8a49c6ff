import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, media } from '../../db/schema/media';
import { enrolments, mediaStats, ratings } from '../../db/schema/learning';
import type { Rating } from '../generated/resolvers';
import { itemColumns, itemJoins, toItem } from '../catalogue/items';

/** The user's ratings (of one medium when mediaId is given), newest change first. */
export async function loadMyRatings(db: Db, userId: string, mediaId?: string): Promise<Rating[]> {
  const joins = itemJoins(userId);
  const rows = await db
    .select({
      ...itemColumns,
      stars: ratings.stars,
      comment: ratings.comment,
      ratedAt: ratings.createdAt,
      ratingUpdatedAt: ratings.updatedAt,
    })
    .from(ratings)
    .innerJoin(media, eq(media.id, ratings.mediaId))
    .leftJoin(categories, joins.category)
    .leftJoin(mediaStats, joins.stats)
    .leftJoin(enrolments, joins.enrolment)
    .where(and(eq(ratings.userId, userId), mediaId ? eq(ratings.mediaId, mediaId) : undefined))
    .orderBy(desc(ratings.updatedAt), desc(ratings.mediaId));
  return rows.map((row) => ({
    medium: toItem(row),
    stars: row.stars,
    comment: row.comment,
    createdAt: row.ratedAt,
    updatedAt: row.ratingUpdatedAt,
  }));
}
