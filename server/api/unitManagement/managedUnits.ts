// The unit list: searched (name, key, displayed id), filtered, sorted with the id as the last key (pages
// never overlap) and paged on the server, within the caller's part of the unit tree.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { units } from '../../db/schema/units';
import { badUserInput } from '../errors';
import type {
  ManagedUnitsFilter,
  ManagedUnitsSort,
  QueryResolvers,
  SortDirection,
} from '../generated/resolvers';
import { managedUnitCondition } from '../unitScope';
import { loadUnitRows } from './row';
import { checkUnitId } from './rules';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

/** `%text%` with LIKE's own characters taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(filter: ManagedUnitsFilter | null | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.active !== null && filter.active !== undefined)
    conditions.push(eq(units.isActive, filter.active));
  if (filter.parentId) conditions.push(eq(units.parentId, checkUnitId('filter.parentId', filter.parentId)));
  if (filter.topLevel) conditions.push(isNull(units.parentId));
  return conditions;
}

const memberCount = sql`(select count(*) from user_units uu where uu.unit_id = ${units.id})`;

function orderBy(sort: ManagedUnitsSort, direction: SortDirection): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'DESC' ? desc(key) : asc(key));
  const id = dir(units.id);
  switch (sort) {
    case 'KEY':
      return [dir(units.key), id];
    case 'DISPLAYED_ID':
      return [dir(units.displayedId), id];
    case 'MEMBERS':
      return [dir(memberCount), asc(units.name), id];
    case 'UPDATED':
      return [dir(units.updatedAt), id];
    case 'NAME':
      return [dir(sql`lower(${units.name})`), id];
  }
}

export const managedUnits: QueryResolvers['managedUnits'] = async (_parent, args, { db, viewer }) => {
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET)
    throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}; narrow the list with a search or filters.`);
  const search = (args.search ?? '').trim();
  const where = and(
    managedUnitCondition(viewer),
    search
      ? or(
          ilike(units.name, containing(search)),
          ilike(units.key, containing(search)),
          ilike(units.displayedId, containing(search)),
        )
      : undefined,
    ...filterConditions(args.filter),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: units.id })
      .from(units)
      .where(where)
      .orderBy(...orderBy(args.sort ?? 'NAME', args.direction ?? 'ASC'))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(units).where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = await loadUnitRows(
    db,
    rows.map((row) => row.id),
  );
  return { items, total, offset, hasMore: offset + rows.length < total };
};
