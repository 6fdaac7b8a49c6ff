// Whom the create dialog offers: active users with the LEARNER role, found by name or username.
import { and, arrayContains, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';

export const relativeLinkLearners: QueryResolvers['relativeLinkLearners'] = async (
  _parent,
  { search, first },
  { db },
) => {
  const take = first ?? 10;
  if (!Number.isInteger(take) || take < 1 || take > 20)
    throw badUserInput('first', 'first must be from 1 to 20.');
  const words = (search ?? '').trim();
  const conditions: SQL[] = [eq(users.isActive, true), arrayContains(users.roles, ['LEARNER'])];
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern)) as SQL);
  }
  return db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(take);
};
