// The managers' media list: searched (the catalogue's full-text vector), filtered, sorted with the id as
// the last key (pages never overlap or skip ties) and paged on the server, within the caller's unit scope.
// Three queries: the page's ids, the count of all matches, and the page's rows with their joins.
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { media } from '../../db/schema/media';
import { mediaStats } from '../../db/schema/learning';
import { toTsQuery } from '../catalogue/search';
import { badUserInput } from '../errors';
import type {
  ManagedMediaFilter,
  ManagedMediaSort,
  QueryResolvers,
  SortDirection,
} from '../generated/resolvers';
import { managedMediaCondition } from '../unitScope';
import { loadCategoryTree, type CategoryTree } from './categoryTree';
import { langOf } from '../locale';
import { checkId } from './rules';
import { loadManaged } from './row';

const MAX_PAGE = 100;
// Past this an offset walks too many rows to answer quickly; nobody pages to row 100,000 by hand.
const MAX_OFFSET = 100_000;

function filterConditions(filter: ManagedMediaFilter | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  const state = filter?.state ?? 'ACTIVE';
  if (state === 'ACTIVE') conditions.push(isNull(media.archivedAt));
  if (state === 'ARCHIVED') conditions.push(isNotNull(media.archivedAt));
  if (!filter) return conditions;
  if (filter.types?.length) conditions.push(inArray(media.type, filter.types));
  if (filter.categoryIds?.length) {
    const ids = filter.categoryIds.map((id, i) => checkId(`filter.categoryIds.${i}`, id)!);
    conditions.push(inArray(media.categoryId, ids));
  }
  if (filter.published !== null && filter.published !== undefined)
    conditions.push(eq(media.published, filter.published));
  const unitIds = (filter.unitIds ?? []).map((id, i) => {
    if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647)
      throw badUserInput(`filter.unitIds.${i}`, `unitId "${id}" is not a valid unit id.`);
    return Number(id);
  });
  const units = unitIds.length ? inArray(media.unitId, unitIds) : undefined;
  if (filter.everyUnit)
    conditions.push(units ? (or(isNull(media.unitId), units) as SQL) : isNull(media.unitId));
  else if (units) conditions.push(units);
  return conditions;
}

function orderBy(sort: ManagedMediaSort, direction: SortDirection, tree: CategoryTree): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const id = dir(media.id);
  switch (sort) {
    case 'UPDATED':
      return [dir(media.updatedAt), id];
    case 'TITLE':
      return [dir(media.title), id];
    case 'TYPE':
      return [dir(media.type), asc(media.title), id];
    case 'PUBLISHED':
      return [dir(media.published), asc(media.title), id];
    case 'ENROLMENTS':
      return [dir(sql`coalesce(${mediaStats.enrolmentCount}, 0)`), asc(media.title), id];
    case 'CATEGORY': {
      // The category's place in the tree; media without a category come last either way.
      const order = [...tree.keys()];
      const place = order.length
        ? sql`array_position(array[${sql.join(
            order.map((c) => sql`${c}`),
            sql`, `,
          )}]::uuid[], ${media.categoryId})`
        : sql`null::int`;
      return [
        sql`${place} ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')} nulls last`,
        asc(media.title),
        id,
      ];
    }
  }
}

export const managedMedia: QueryResolvers['managedMedia'] = async (_parent, args, context) => {
  const { db, viewer } = context;
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET)
    throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}; narrow the list with a search or filters.`);
  const query = toTsQuery(args.search);
  const where = and(
    managedMediaCondition(viewer),
    query ? sql`${media.searchVector} @@ ${query}` : undefined,
    ...filterConditions(args.filter),
  );
  const lang = langOf(context);
  const sort = args.sort ?? 'UPDATED';
  const tree = await loadCategoryTree(db, lang.locale, lang.defaultLocale);
  // The page's ids first, from media alone (media_stats only to sort by enrolments): the sort walks an
  // index or sorts narrow rows, and the joins run for the page's rows only, after the offset.
  const page = db.select({ id: media.id }).from(media).$dynamic();
  if (sort === 'ENROLMENTS') page.leftJoin(mediaStats, eq(mediaStats.mediaId, media.id));
  const [rows, [counted]] = await Promise.all([
    page
      .where(where)
      .orderBy(...orderBy(sort, args.direction ?? 'DESC', tree))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(media).where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = await loadManaged(
    db,
    lang,
    rows.map((row) => row.id),
    tree,
  );
  return { items, total, offset, hasMore: offset + rows.length < total };
};
