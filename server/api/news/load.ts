// Who sees a news item, and the one select every reader's field shares. Same rule as the catalogue's
// media: live (published), and for every unit or for a unit the viewer belongs to (the editor's units in
// news_units, or the legacy single unit_id of items published through publishNews). Each item comes in
// the reader's locale when it has a version in it, else in its default locale.
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { news, newsTranslations } from '../../db/schema/news';
import { units, userUnits } from '../../db/schema/units';
import type { NewsItem } from '../generated/resolvers';
import { newsTextToHtml } from './sanitize';

const mine = (userId: string) =>
  sql`(select ${userUnits.unitId} from ${userUnits} where ${userUnits.userId} = ${userId})`;

/** The units rule alone: for everybody, or for one of the user's units. */
export function newsUnitsInclude(userId: string): SQL {
  // Spelled out with the table names: drizzle leaves columns unqualified in a one-table select, and these
  // subqueries must name the outer "news" row unambiguously.
  return sql`(("news"."unit_id" is null and not exists (select 1 from "news_units" nu where nu.news_id = "news"."id"))
    or "news"."unit_id" in ${mine(userId)}
    or exists (select 1 from "news_units" nu where nu.news_id = "news"."id" and nu.unit_id in ${mine(userId)}))`;
}

/** Live and for the user: the one rule for latestNews, newsItem, the subscription and the digest. */
export function newsVisibleTo(userId: string): SQL {
  return and(isNotNull(news.publishedAt), newsUnitsInclude(userId)) as SQL;
}

const version = alias(newsTranslations, 'news_version');

const columns = {
  id: news.id,
  title: sql<string>`coalesce(${version.title}, ${news.title})`,
  body: sql<string>`coalesce(${version.body}, ${news.body})`,
  html: sql<string | null>`coalesce(${version.html}, ${news.html})`,
  locale: sql<string>`coalesce(${version.locale}, ${news.defaultLocale})`,
  pinned: news.pinned,
  editedAt: news.editedAt,
  unitId: news.unitId,
  unitName: units.name,
  unitList: sql<
    { id: number; name: string }[]
  >`coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
    from "news_units" nu join "units" u on u.id = nu.unit_id where nu.news_id = "news"."id"), '[]'::json)`,
  publishedAt: news.publishedAt,
};

interface Row {
  id: string;
  title: string;
  body: string;
  html: string | null;
  locale: string;
  pinned: boolean;
  editedAt: Date | null;
  unitId: number | null;
  unitName: string | null;
  unitList: { id: number; name: string }[] | null;
  publishedAt: Date | null;
}

export function toNewsItem(row: Row): NewsItem {
  if (!row.publishedAt) throw new Error(`News item ${row.id} is not live and must not be shown.`);
  const list = row.unitId !== null ? [{ id: row.unitId, name: row.unitName ?? '' }] : (row.unitList ?? []);
  const single = list.length === 1 ? list[0]! : null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    html: row.html ?? newsTextToHtml(row.body),
    locale: row.locale,
    pinned: row.pinned,
    editedAt: row.editedAt,
    unitId: single ? String(single.id) : null,
    unitName: single ? single.name : null,
    unitNames: list.map((u) => u.name),
    publishedAt: row.publishedAt,
  };
}

const select = (db: Db, locale: string) =>
  db
    .select(columns)
    .from(news)
    .leftJoin(units, eq(units.id, news.unitId))
    .leftJoin(version, and(eq(version.newsId, news.id), eq(version.locale, locale)));

/** Pinned first, then newest first. */
export async function loadLatestNews(
  db: Db,
  userId: string,
  limit: number,
  locale: string,
): Promise<NewsItem[]> {
  const rows = await select(db, locale)
    .where(newsVisibleTo(userId))
    .orderBy(desc(news.pinned), desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map(toNewsItem);
}

/** The live item when `userId` may see it, else null; `userId` null skips the units check. */
export async function loadNewsItem(
  db: Db,
  id: string,
  userId: string | null,
  locale: string,
): Promise<NewsItem | null> {
  const condition =
    userId === null
      ? and(eq(news.id, id), isNotNull(news.publishedAt))
      : and(eq(news.id, id), newsVisibleTo(userId));
  const [row] = await select(db, locale).where(condition).limit(1);
  return row ? toNewsItem(row) : null;
}
