// The people list: a page of ids from `users` alone (an index walk for the sort, or a scan for a search),
// the count of all matches, then the page's rows with their units.
import { count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { requireManagedUsers } from '../unitScope';
import { listCondition, listOrder } from './listQuery';
import { loadManagedUsers } from './row';
import { checkUserId } from './rules';

const MAX_PAGE = 100;
// Past this an offset walks too many rows to answer quickly; nobody pages to row 100,000 by hand.
const MAX_OFFSET = 100_000;

export const managedUsers: QueryResolvers['managedUsers'] = async (_parent, args, { db, viewer }) => {
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET)
    throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}; narrow the list with a search or filters.`);
  const where = listCondition(viewer, args);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...listOrder(args))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = await loadManagedUsers(
    db,
    viewer,
    rows.map((row) => row.id),
  );
  return { items, total, offset, hasMore: offset + rows.length < total };
};

// A missing (or erased) person is null, so a stale link shows "not found"; another unit's is FORBIDDEN.
export const managedUser: QueryResolvers['managedUser'] = async (_parent, { id }, { db, viewer }) => {
  const userId = checkUserId('id', id);
  const [row] = await db.select({ anonymisedAt: users.anonymisedAt }).from(users).where(eq(users.id, userId));
  if (!row || row.anonymisedAt) return null;
  await requireManagedUsers(db, viewer, [userId], { field: 'id', doing: 'open' });
  const [user] = await loadManagedUsers(db, viewer, [userId]);
  return user ?? null;
};
