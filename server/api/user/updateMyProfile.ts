import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { unauthenticated } from '../errors';
import type { UserMutationsResolvers } from '../generated/resolvers';
import { validateProfile } from './profileRules';

export const updateMyProfile: UserMutationsResolvers['updateMyProfile'] = async (
  _parent,
  { input },
  { db, viewer, config },
) => {
  const change = validateProfile(input, config);
  // The identity provider reads these columns at each token issuance, so the next token carries them.
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(users.id, viewer.userId), eq(users.isActive, true)))
    .returning();
  if (!row) throw unauthenticated('Your account no longer exists or was deactivated.');
  return row;
};
