// Who sees a news item, and the one select every news field shares. Same rule as the catalogue's media:
// published, and for every unit or for a unit the viewer belongs to.
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';
import { units, userUnits } from '../../db/schema/units';
import type { NewsItem } from '../generated/resolvers';

export function newsVisibleTo(userId: string): SQL {
  const mine = sql`(select ${userUnits.unitId} from ${userUnits} where ${userUnits.userId} = ${userId})`;
  return and(isNotNull(news.publishedAt), or(isNull(news.unitId), inArray(news.unitId, mine))) as SQL;
}

const columns = {
  id: news.id,
  title: news.title,
  body: news.body,
  unitId: news.unitId,
  unitName: units.name,
  publishedAt: news.publishedAt,
};

interface Row {
  id: string;
  title: string;
  body: string;
  unitId: number | null;
  unitName: string | null;
  publishedAt: Date | null;
}

export function toNewsItem(row: Row): NewsItem {
  if (!row.publishedAt) throw new Error(`News item ${row.id} is a draft and must not be shown.`);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    unitId: row.unitId === null ? null : String(row.unitId),
    unitName: row.unitId === null ? null : row.unitName,
    publishedAt: row.publishedAt,
  };
}

const select = (db: Db) => db.select(columns).from(news).leftJoin(units, eq(units.id, news.unitId));

export async function loadLatestNews(db: Db, userId: string, limit: number): Promise<NewsItem[]> {
  const rows = await select(db)
    .where(newsVisibleTo(userId))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map(toNewsItem);
}

/** The item when `userId` may see it, else null; `userId` null skips the visibility check. */
export async function loadNewsItem(db: Db, id: string, userId: string | null): Promise<NewsItem | null> {
  const condition = userId === null ? eq(news.id, id) : and(eq(news.id, id), newsVisibleTo(userId));
  const [row] = await select(db).where(condition).limit(1);
  return row ? toNewsItem(row) : null;
}

/** Whether `userId` sees items of `unitId` (null: every unit). */
export async function seesUnit(db: Db, userId: string, unitId: number | null): Promise<boolean> {
  if (unitId === null) return true;
  const [row] = await db
    .select({ unitId: userUnits.unitId })
    .from(userUnits)
    .where(and(eq(userUnits.userId, userId), eq(userUnits.unitId, unitId)))
    .limit(1);
  return row !== undefined;
}
