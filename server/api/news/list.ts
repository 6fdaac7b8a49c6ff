// The editors' list of news: searched (title of any version), filtered by status, sorted with the id as the
// last key (pages never overlap or skip ties) and paged on the server, within the caller's unit scope.
import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { news } from '../../db/schema/news';
import { badUserInput } from '../errors';
import type { NewsSort, QueryResolvers, SortDirection } from '../generated/resolvers';
import { managedNewsCondition, targetUnits } from '../unitScope';
import { loadNewsRecord, requireManagedNews, statusSql } from './record';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

function searchCondition(search: string | null | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`("news"."title" ilike ${pattern} or exists (select 1 from "news_translations" nt
        where nt.news_id = "news"."id" and nt.title ilike ${pattern}))`;
    }),
  );
}

function orderBy(sort: NewsSort, direction: SortDirection): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const id = dir(news.id);
  switch (sort) {
    case 'TITLE':
      return [dir(sql`lower(${news.title})`), id];
    case 'STATUS':
      return [dir(statusSql), desc(news.updatedAt), id];
    case 'PUBLISHED':
      return [
        sql`coalesce(${news.publishedAt}, ${news.publishAt}) ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')} nulls last`,
        id,
      ];
    default:
      return [dir(news.updatedAt), id];
  }
}

export const newsAdminList: QueryResolvers['newsAdminList'] = async (
  _parent,
  { search, status, sort, direction, offset, first },
  { db, viewer },
) => {
  const take = first ?? 25;
  const skip = offset ?? 0;
  if (take < 1 || take > MAX_PAGE) throw badUserInput('first', `first must be between 1 and ${MAX_PAGE}.`);
  if (skip < 0 || skip > MAX_OFFSET)
    throw badUserInput('offset', `offset must be between 0 and ${MAX_OFFSET}.`);
  const where = and(
    managedNewsCondition(viewer),
    searchCondition(search),
    status ? sql`${statusSql} = ${status}` : undefined,
  );
  const [total] = await db.select({ n: count() }).from(news).where(where);
  const rows = await db
    .select({
      id: news.id,
      title: news.title,
      status: statusSql,
      pinned: news.pinned,
      // Qualified by hand: drizzle leaves columns unqualified in a one-table select.
      unitNames: sql<string[]>`coalesce((select json_agg(u.name order by u.name) from "units" u
        where u.id = "news"."unit_id" or u.id in (select nu.unit_id from "news_units" nu where nu.news_id = "news"."id")), '[]'::json)`,
      locales: sql<string[]>`(select json_agg(l order by l) from (select "news"."default_locale" as l union
        select nt.locale from "news_translations" nt where nt.news_id = "news"."id") v)`,
      publishAt: news.publishAt,
      publishedAt: news.publishedAt,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .where(where)
    .orderBy(...orderBy(sort ?? 'UPDATED', direction ?? 'DESC'))
    .limit(take)
    .offset(skip);
  return { rows, total: total?.n ?? 0 };
};

export const newsUnitOptions: QueryResolvers['newsUnitOptions'] = async (_parent, _args, { db, viewer }) =>
  (await targetUnits(db, viewer)).map((u) => ({ id: String(u.id), name: u.name }));

export const newsRecordQuery: QueryResolvers['newsRecord'] = async (_parent, { id }, { db, viewer }) => {
  // Missing is null (the editor says "not found"); another unit's item is FORBIDDEN.
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const [row] = valid ? await db.select({ id: news.id }).from(news).where(eq(news.id, id)) : [];
  if (!row) return null;
  await requireManagedNews(db, viewer, id);
  return loadNewsRecord(db, id);
};
