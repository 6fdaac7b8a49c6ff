// A news item as its editor sees it (every version, its units, status and times), and the scope check
// every editor call starts with: the item exists (BAD_USER_INPUT) and the caller manages it (FORBIDDEN).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { news, newsTranslations, newsUnits, type NewsRow } from '../../db/schema/news';
import { units } from '../../db/schema/units';
import { UUID } from '../catalogue/items';
import { badUserInput, forbidden } from '../errors';
import type { NewsRecord, NewsStatus } from '../generated/resolvers';
import { managedNewsCondition } from '../unitScope';
import { newsTextToHtml } from './sanitize';

export function statusOf(row: Pick<NewsRow, 'publishedAt' | 'publishAt' | 'unpublishedAt'>): NewsStatus {
  if (row.publishedAt) return 'PUBLISHED';
  if (row.publishAt) return 'SCHEDULED';
  if (row.unpublishedAt) return 'UNPUBLISHED';
  return 'DRAFT';
}

/** The same as statusOf, in SQL (the list filters and sorts on it). */
export const statusSql = sql<NewsStatus>`case when ${news.publishedAt} is not null then 'PUBLISHED'
  when ${news.publishAt} is not null then 'SCHEDULED'
  when ${news.unpublishedAt} is not null then 'UNPUBLISHED' else 'DRAFT' end`;

export async function loadNewsRecord(db: Db, id: string): Promise<NewsRecord | null> {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) return null;
  const others = await db
    .select()
    .from(newsTranslations)
    .where(eq(newsTranslations.newsId, id))
    .orderBy(asc(newsTranslations.locale));
  const unitRows = row.unitId
    ? await db.select({ id: units.id, name: units.name }).from(units).where(eq(units.id, row.unitId))
    : await db
        .select({ id: units.id, name: units.name })
        .from(newsUnits)
        .innerJoin(units, eq(units.id, newsUnits.unitId))
        .where(eq(newsUnits.newsId, id))
        .orderBy(asc(units.name));
  return {
    id: row.id,
    status: statusOf(row),
    defaultLocale: row.defaultLocale,
    versions: [
      { locale: row.defaultLocale, title: row.title, html: row.html ?? newsTextToHtml(row.body) },
      ...others.map((v) => ({ locale: v.locale, title: v.title, html: v.html })),
    ],
    units: unitRows.map((u) => ({ id: String(u.id), name: u.name })),
    pinned: row.pinned,
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    editedAt: row.editedAt,
    unpublishedAt: row.unpublishedAt,
    updatedAt: row.updatedAt,
  };
}

/** The row, locked in the caller's transaction, when it exists and the caller manages it. */
export async function requireManagedNews(db: Db, viewer: Viewer, id: string, field = 'id'): Promise<NewsRow> {
  if (!UUID.test(id)) throw badUserInput(field, `"${id}" is not a valid news id.`);
  const [row] = await db
    .select({ row: news, managed: sql<boolean>`${managedNewsCondition(viewer) ?? sql`true`}` })
    .from(news)
    .where(and(eq(news.id, id)))
    .for('update', { of: news });
  if (!row) throw badUserInput(field, `There is no news item with id ${id}.`);
  if (!row.managed) throw forbidden('Education managers can only change news of units they look after.');
  return row.row;
}

/** A record read back after a change in the same transaction (it exists: the caller just wrote it). */
export async function recordAfter(db: Db, id: string): Promise<NewsRecord> {
  const record = await loadNewsRecord(db, id);
  if (!record) throw new Error(`News item ${id} could not be read back.`);
  return record;
}
