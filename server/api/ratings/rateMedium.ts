import { and, eq } from 'drizzle-orm';
import { enrolments, ratings } from '../../db/schema/learning';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { UUID } from '../catalogue/items';
import { cleanComment } from './comment';
import { loadMyRatings } from './loadRatings';
import { refreshRatingStats } from './stats';

export const rateMedium: MutationResolvers['rateMedium'] = async (_parent, { input }, { db, viewer }) => {
  const { mediaId, stars } = input;
  if (!UUID.test(mediaId)) throw badUserInput('mediaId', `mediaId "${mediaId}" is not a valid id.`);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw badUserInput('stars', 'Give 1 to 5 stars.');
  const comment = cleanComment(input.comment);
  const [enrolment] = await db
    .select({ status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.userId, viewer.userId), eq(enrolments.mediaId, mediaId)));
  if (!enrolment || enrolment.status === 'NOT_ATTEMPTED')
    throw badUserInput('mediaId', 'You can rate a medium once you have started it.');
  await db.transaction(async (tx) => {
    await tx
      .insert(ratings)
      .values({ userId: viewer.userId, mediaId, stars, comment })
      .onConflictDoUpdate({
        target: [ratings.userId, ratings.mediaId],
        set: { stars, comment, updatedAt: new Date() },
      });
    await refreshRatingStats(tx, mediaId);
  });
  const [rating] = await loadMyRatings(db, viewer.userId, mediaId);
  if (!rating) throw new Error('The rating could not be read back.');
  return rating;
};
