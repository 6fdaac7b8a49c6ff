import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/media';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { findManageable, toManagedMedium } from './managedMedium';

export const setMediumPublished: MutationResolvers['setMediumPublished'] = async (
  _parent,
  { id, published },
  { db, viewer },
) => {
  const current = await findManageable(db, viewer, id);
  const [row] = await db
    .update(media)
    .set({ published, updatedAt: new Date() })
    .where(eq(media.id, current.id))
    .returning();
  if (!row) throw badUserInput('id', `There is no medium with id ${current.id}.`);
  return toManagedMedium(row);
};
