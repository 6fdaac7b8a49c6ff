// The administration's reads: the kit list of one kind of badge (searched, archived or in use, sorted with
// the id as the last key so pages never overlap, paged on the server), one badge, and a badge's awards.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { badgeAwards, badges } from '../../db/schema/credentials';
import { badUserInput } from '../errors';
import type { BadgeSort, QueryResolvers, SortDirection } from '../generated/resolvers';
import { checkId } from '../ids';
import { loadAdminBadge, loadBadgeRows, summaryOf } from './rows';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

function paging(first: number | null | undefined, offset: number | null | undefined) {
  const f = first ?? 25;
  const o = offset ?? 0;
  if (f < 1 || f > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (o < 0 || o > MAX_OFFSET)
    throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}; narrow the list with a search.`);
  return { first: f, offset: o };
}

/** Each word in one of the columns; % and _ typed by the administrator match themselves. */
function words(search: string | null | undefined, columns: AnyColumn[]): SQL | undefined {
  const list = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (list.length === 0) return undefined;
  return and(
    ...list.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...columns.map((c) => ilike(c, pattern))) as SQL;
    }),
  );
}

const awardCount = sql`(select count(*) from badge_awards a where a.badge_id = "badges"."id" and a.revoked_at is null)`;

function orderBy(sort: BadgeSort, direction: SortDirection): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const id = dir(badges.id);
  switch (sort) {
    case 'UPDATED':
      return [dir(badges.updatedAt), id];
    case 'NAME':
      return [dir(sql`lower(${badges.name})`), id];
    case 'RULE':
      return [
        dir(badges.rule),
        dir(sql`coalesce(${badges.threshold}, 0)`),
        asc(sql`lower(${badges.name})`),
        id,
      ];
    case 'AWARDS':
      return [dir(awardCount), asc(sql`lower(${badges.name})`), id];
  }
}

export const badgesQuery: QueryResolvers['badges'] = async (_parent, args, { db }) => {
  const { first, offset } = paging(args.first, args.offset);
  const where = and(
    eq(badges.kind, args.kind),
    args.filter?.archived ? isNotNull(badges.archivedAt) : isNull(badges.archivedAt),
    words(args.search, [badges.name, badges.description]),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: badges.id })
      .from(badges)
      .where(where)
      .orderBy(...orderBy(args.sort ?? 'UPDATED', args.direction ?? 'DESC'))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(badges).where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = (
    await loadBadgeRows(
      db,
      rows.map((r) => r.id),
    )
  ).map(summaryOf);
  return { items, total, offset, hasMore: offset + rows.length < total };
};

export const badgeQuery: QueryResolvers['badge'] = async (_parent, { id }, { db }) =>
  loadAdminBadge(db, checkId('id', id));

export const badgeAwardsQuery: QueryResolvers['badgeAwards'] = async (_parent, args, { db }) => {
  const badgeId = checkId('badgeId', args.badgeId);
  const { first, offset } = paging(args.first, args.offset);
  const where = and(eq(badgeAwards.badgeId, badgeId), words(args.search, [users.name, users.username]));
  const revoker = sql<string | null>`(select r.name from users r where r.id = ${badgeAwards.revokedBy})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: badgeAwards.id,
        badgeId: badgeAwards.badgeId,
        userId: badgeAwards.userId,
        userName: users.name,
        username: users.username,
        awardedAt: badgeAwards.awardedAt,
        revokedAt: badgeAwards.revokedAt,
        revokedReason: badgeAwards.revokedReason,
        revokedBy: revoker,
      })
      .from(badgeAwards)
      .innerJoin(users, eq(users.id, badgeAwards.userId))
      .where(where)
      .orderBy(desc(badgeAwards.awardedAt), desc(badgeAwards.id))
      .limit(first)
      .offset(offset),
    db
      .select({ n: count() })
      .from(badgeAwards)
      .innerJoin(users, eq(users.id, badgeAwards.userId))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { items: rows, total, offset, hasMore: offset + rows.length < total };
};
