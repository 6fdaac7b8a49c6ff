import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { unauthenticated } from '../errors';
import type { UserMutationsResolvers } from '../generated/resolvers';

export const updateCountUserLogin: UserMutationsResolvers['updateCountUserLogin'] = async (
  _parent,
  _args,
  { db, viewer, pubsub },
) => {
  // One atomic increment, so concurrent sign-ins on several devices each count.
  const [row] = await db
    .update(users)
    .set({ loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, viewer.userId))
    .returning({ loginCount: users.loginCount });
  if (!row) throw unauthenticated('Your account no longer exists.');
  pubsub.publish('loginCountChanged', viewer.userId, row.loginCount);
  return row.loginCount;
};
