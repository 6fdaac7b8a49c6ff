// Reading badges in the shapes the administration API answers: the list's summaries (with the medium's or
// path's title and the count of awards not revoked) and the editor's whole badge. One query per page.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badges, type BadgeTranslations } from '../../db/schema/credentials';
import { fileUrl } from '../../files/store';
import type { AdminBadge, BadgeSummary } from '../generated/resolvers';

type BadgeRow = typeof badges.$inferSelect;
export type LoadedBadge = BadgeRow & {
  subjectTitle: string | null;
  awardCount: number;
  revokedCount: number;
};

export const translationList = (map: BadgeTranslations) =>
  Object.entries(map).map(([locale, t]) => ({
    locale,
    name: t.name ?? null,
    description: t.description ?? null,
    criteria: t.criteria ?? null,
  }));

/** The badges with these ids, in the ids' order (missing ones left out). */
export async function loadBadgeRows(db: Db, ids: readonly string[]): Promise<LoadedBadge[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      badge: badges,
      subjectTitle: sql<string | null>`coalesce(
        (select m.title from media m where m.id = "badges"."media_id"),
        (select p.title from learning_paths p where p.id = "badges"."path_id"))`,
      awardCount: sql<number>`(select count(*) from badge_awards a
        where a.badge_id = "badges"."id" and a.revoked_at is null)::int`,
      revokedCount: sql<number>`(select count(*) from badge_awards a
        where a.badge_id = "badges"."id" and a.revoked_at is not null)::int`,
    })
    .from(badges)
    .where(inArray(badges.id, [...ids]));
  const byId = new Map(
    rows.map((r) => [
      r.badge.id,
      { ...r.badge, subjectTitle: r.subjectTitle, awardCount: r.awardCount, revokedCount: r.revokedCount },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const design = (row: BadgeRow) => (row.design ? { ...row.design, text: row.design.text ?? '' } : null);

const commonOf = (row: LoadedBadge) => ({
  id: row.id,
  kind: row.kind,
  rule: row.rule,
  threshold: row.threshold,
  mediaId: row.mediaId,
  pathId: row.pathId,
  subjectTitle: row.subjectTitle,
  name: row.name,
  description: row.description,
  imageUrl: row.imageFileId ? fileUrl(row.imageFileId) : null,
  design: row.imageFileId ? null : design(row),
  awardCount: row.awardCount,
  archivedAt: row.archivedAt,
  updatedAt: row.updatedAt,
});

export const summaryOf = (row: LoadedBadge): BadgeSummary => commonOf(row);

export const adminBadgeOf = (row: LoadedBadge): AdminBadge => ({
  ...commonOf(row),
  criteria: row.criteria,
  language: row.language,
  translations: translationList(row.translations),
  imageFileId: row.imageFileId,
  design: design(row),
  revokedCount: row.revokedCount,
  createdAt: row.createdAt,
});

export async function loadAdminBadge(db: Db, id: string): Promise<AdminBadge | null> {
  const [row] = await loadBadgeRows(db, [id]);
  return row ? adminBadgeOf(row) : null;
}

/** What the audit log keeps of a badge (bookkeeping left out). */
export const auditOf = (row: BadgeRow) => ({
  kind: row.kind,
  rule: row.rule,
  threshold: row.threshold,
  mediaId: row.mediaId,
  pathId: row.pathId,
  name: row.name,
  description: row.description,
  criteria: row.criteria,
  language: row.language,
  translations: row.translations,
  imageFileId: row.imageFileId,
  design: row.design,
  archivedAt: row.archivedAt,
});
