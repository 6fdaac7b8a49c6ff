import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { categories, media } from '../../db/schema/media';
import { mediaStats } from '../../db/schema/learning';
import { badUserInput } from '../errors';
import { langOf } from '../locale';
import type { CatalogueFilter, CatalogueSort, QueryResolvers } from '../generated/resolvers';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { visibleTo } from './items';
import { loadItems } from './loadItems';
import { toTsQuery } from './search';
import { cataloguePaths } from '../myLearning/cataloguePaths';

const MAX_PAGE = 100;

function filterConditions(filter: CatalogueFilter | null | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  const categoryIds = filter.categoryIds ?? [];
  if (categoryIds.length > 0) {
    const bad = categoryIds.find((id) => !UUID_PATTERN.test(id));
    if (bad) throw badUserInput('filter.categoryIds', `categoryIds: "${bad}" is not a valid id.`);
    // A category includes its subcategories, at any depth.
    const ids = sql.join(
      categoryIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    conditions.push(sql`${media.categoryId} in (
      with recursive tree(id) as (
        select id from ${categories} where id in (${ids})
        union select c.id from ${categories} c join tree on c.parent_id = tree.id
      ) select id from tree)`);
  }
  if (filter.types && filter.types.length > 0) conditions.push(inArray(media.type, filter.types));
  if (filter.languages && filter.languages.length > 0)
    conditions.push(inArray(media.language, filter.languages));
  const { minDurationMinutes: min, maxDurationMinutes: max } = filter;
  if ((min ?? 0) < 0 || (max ?? 0) < 0) throw badUserInput('filter', 'Durations must be 0 minutes or more.');
  if (min != null && max != null && min > max)
    throw badUserInput('filter.maxDurationMinutes', 'The longest duration is shorter than the shortest.');
  if (min != null) conditions.push(gte(media.durationMinutes, min));
  if (max != null) conditions.push(lte(media.durationMinutes, max));
  return conditions;
}

function orderBy(sort: CatalogueSort, rank: SQL | null): SQL[] {
  // Every order ends with the id, so pages never overlap or skip items that tie.
  const tail = [asc(media.title), asc(media.id)];
  switch (sort) {
    case 'RELEVANCE':
      return rank ? [sql`${rank} desc`, ...tail] : tail;
    case 'NEWEST':
      // nulls last as in media_catalogue_newest_idx, so the index serves the order.
      return [sql`${media.createdAt} desc nulls last`, asc(media.id)];
    case 'RATING':
      return [
        sql`${mediaStats.averageRating} desc nulls last`,
        sql`${mediaStats.ratingCount} desc nulls last`,
        ...tail,
      ];
    case 'DURATION':
      return [sql`${media.durationMinutes} asc nulls last`, ...tail];
    case 'TITLE':
      return tail;
  }
}

export const catalogue: QueryResolvers['catalogue'] = async (_parent, args, context) => {
  const { db, viewer } = context;
  const first = args.first ?? 20;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0) throw badUserInput('offset', 'offset must be 0 or more.');
  const query = toTsQuery(args.search);
  const rank = query ? sql`ts_rank(${media.searchVector}, ${query})` : null;
  const where = and(
    visibleTo(viewer.userId),
    query ? sql`${media.searchVector} @@ ${query}` : undefined,
    ...filterConditions(args.filter),
  );
  const sort = args.sort ?? (query ? 'RELEVANCE' : 'TITLE');
  // Narrow queries instead of one wide one: the page's ids (sorted rows carry only the sort keys), the
  // count, then the page's items by id. Without a search, the page walks a sort index and stops early
  // and the count reads media_catalogue_filter_idx only; with one, every match is ranked anyway, so the
  // count comes with the page.
  const page = db
    .select({ id: media.id, total: query ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null` })
    .from(media)
    .$dynamic();
  if (sort === 'RATING') page.leftJoin(mediaStats, eq(mediaStats.mediaId, media.id));
  const rows = await page
    .where(where)
    .orderBy(...orderBy(sort, rank))
    .limit(first)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  const total =
    rows[0]?.total ??
    (query && offset === 0 ? 0 : ((await db.select({ n: count() }).from(media).where(where))[0]?.n ?? 0));
  const items = await loadItems(db, viewer.userId, ids, undefined, langOf(context));
  // Paths are a group of their own above the first page; media filters (type, duration, ...) say
  // nothing about a path, so a filtered list shows none.
  const filtered = filterConditions(args.filter).length > 0;
  const paths =
    offset === 0 && !filtered ? await cataloguePaths(db, viewer.userId, args.search, langOf(context)) : [];
  return {
    paths,
    items: ids.flatMap((id) => items.get(id) ?? []),
    total,
    offset,
    hasMore: offset + ids.length < total,
  };
};
