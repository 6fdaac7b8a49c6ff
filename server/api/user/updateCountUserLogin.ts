import { eq, sql } from 'drizzle-orm';
import { recordCountedLogin } from '../achievements/completion';
import { countedLoginSessions, users } from '../../db/schema/core';
import { badUserInput, unauthenticated } from '../errors';
import type { UserMutationsResolvers } from '../generated/resolvers';

/**
 * Counts the sign-in of the token's provider session once: the session is recorded with the increment
 * in one transaction, so a retry, a second tab or 240 aliases in one request count nothing more.
 */
export const updateCountUserLogin: UserMutationsResolvers['updateCountUserLogin'] = async (
  _parent,
  _args,
  { db, viewer, pubsub },
) => {
  const session = viewer.sessionState;
  if (!session)
    throw badUserInput(
      'session_state',
      'This access token belongs to no sign-in session, so nothing was counted.',
    );
  const counted = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(countedLoginSessions)
      .values({ userId: viewer.userId, sessionState: session })
      .onConflictDoNothing()
      .returning({ userId: countedLoginSessions.userId });
    const [row] = fresh
      ? await tx
          .update(users)
          .set({ loginCount: sql`${users.loginCount} + 1` })
          .where(eq(users.id, viewer.userId))
          .returning({ loginCount: users.loginCount })
      : await tx.select({ loginCount: users.loginCount }).from(users).where(eq(users.id, viewer.userId));
    // Login badges in the same transaction as the count: one counted session, one chance to earn them.
    if (row && fresh) await recordCountedLogin(tx, viewer.userId, row.loginCount);
    return row && { loginCount: row.loginCount, fresh: Boolean(fresh) };
  });
  if (!counted) throw unauthenticated('Your account no longer exists.');
  if (counted.fresh) pubsub.publish('loginCountChanged', viewer.userId, counted.loginCount);
  return counted.loginCount;
};
