// The administrators' list of links: search (learner's name or username, label), state, one learner,
// sorted with the id as the last key so pages never overlap, paged on the server.
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { relativeLinks } from '../../db/schema/relatives';
import { badUserInput } from '../errors';
import type {
  QueryResolvers,
  RelativeLinkSort,
  RelativeLinkState,
  SortDirection,
} from '../generated/resolvers';
import { learner, selectLinks, toRelativeLink } from './linkRows';
import { isUuid } from './rules';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function stateCondition(state: RelativeLinkState, now: Date): SQL {
  switch (state) {
    case 'REVOKED':
      return isNotNull(relativeLinks.revokedAt);
    case 'EXPIRED':
      return and(isNull(relativeLinks.revokedAt), lte(relativeLinks.expiresAt, now)) as SQL;
    case 'ACTIVE':
      return and(isNull(relativeLinks.revokedAt), gt(relativeLinks.expiresAt, now)) as SQL;
  }
}

function orderBy(sort: RelativeLinkSort, direction: SortDirection): SQL[] {
  const dir = direction === 'ASC' ? asc : desc;
  const id = dir(relativeLinks.id);
  switch (sort) {
    case 'CREATED':
      return [dir(relativeLinks.createdAt), id];
    case 'EXPIRES':
      return [dir(relativeLinks.expiresAt), id];
    case 'LAST_USED':
      // Never used counts as the oldest use.
      return [dir(sql`coalesce(${relativeLinks.lastUsedAt}, 'epoch'::timestamptz)`), id];
    case 'LEARNER':
      return [dir(learner.name), desc(relativeLinks.createdAt), id];
  }
}

export const relativeLinksQuery: QueryResolvers['relativeLinks'] = async (
  _parent,
  { learnerId, search, state, sort, direction, offset, first },
  { db },
) => {
  const skip = offset ?? 0;
  const take = first ?? 25;
  if (!Number.isInteger(skip) || skip < 0 || skip > MAX_OFFSET)
    throw badUserInput('offset', `offset must be from 0 to ${MAX_OFFSET}.`);
  if (!Number.isInteger(take) || take < 1 || take > MAX_PAGE)
    throw badUserInput('first', `first must be from 1 to ${MAX_PAGE}.`);
  if (learnerId && !isUuid(learnerId))
    throw badUserInput('learnerId', `learnerId "${learnerId}" is not a valid id.`);
  const now = new Date();
  const conditions: SQL[] = [];
  if (learnerId) conditions.push(eq(relativeLinks.learnerId, learnerId));
  if (state) conditions.push(stateCondition(state, now));
  const words = (search ?? '').trim();
  if (words) {
    const pattern = `%${escapeLike(words)}%`;
    conditions.push(
      or(
        ilike(learner.name, pattern),
        ilike(learner.username, pattern),
        ilike(relativeLinks.label, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    selectLinks(db)
      .where(where)
      .orderBy(...orderBy(sort ?? 'CREATED', direction ?? 'DESC'))
      .offset(skip)
      .limit(take),
    db
      .select({ n: count() })
      .from(relativeLinks)
      .innerJoin(learner, eq(learner.id, relativeLinks.learnerId))
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((row) => toRelativeLink(row, now)),
    total: n,
    offset: skip,
    hasMore: skip + rows.length < n,
  };
};
