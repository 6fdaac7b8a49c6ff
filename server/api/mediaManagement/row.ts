// A medium as the managers' API returns it (the ManagedMedium mapper): one select with joins fills every
// field for a whole page (unit name, file name and size, the package's mastery score, the enrolment count
// kept in media_stats), and the category paths come from one read of the category tree. Only `versions`
// and `importReport` are left to ManagedMedium's field resolvers, which run when a query asks for them.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, media, scormPackages } from '../../db/schema/media';
import { mediaStats } from '../../db/schema/learning';
import { units } from '../../db/schema/units';
import { fileUrl } from '../../files/store';
import type { ManagedMedium } from '../generated/resolvers';
import { loadCategoryTree, type CategoryTree } from './categoryTree';
import type { Lang } from '../locale';

export type ManagedMediumRow = Omit<ManagedMedium, 'versions' | 'importReport' | '__typename'>;

export const managedColumns = {
  id: media.id,
  title: media.title,
  description: media.description,
  type: media.type,
  categoryId: media.categoryId,
  unitId: media.unitId,
  unitName: units.name,
  language: media.language,
  durationMinutes: media.durationMinutes,
  published: media.published,
  archivedAt: media.archivedAt,
  fileId: media.fileId,
  fileName: files.originalName,
  fileSize: files.size,
  scormPackageId: media.scormPackageId,
  launchUrl: media.launchUrl,
  externalUrl: media.externalUrl,
  // The medium's own score, else the current package's adlcp:masteryscore (the launch reads it so too).
  masteryScore: sql<number | null>`coalesce(${media.masteryScore}, ${scormPackages.masteryScore})`,
  coverFileId: media.coverFileId,
  enrolmentCount: sql<number>`coalesce(${mediaStats.enrolmentCount}, 0)`.mapWith(Number),
  version: media.version,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
};

/** The select with its joins; callers add where, order and paging. */
export const selectManaged = (db: Db) =>
  db
    .select(managedColumns)
    .from(media)
    .leftJoin(units, eq(units.id, media.unitId))
    .leftJoin(files, eq(files.id, media.fileId))
    .leftJoin(scormPackages, eq(scormPackages.id, media.scormPackageId))
    .leftJoin(mediaStats, eq(mediaStats.mediaId, media.id))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectManaged>['execute']>>[number];

export const toManagedRow = (row: Selected, tree: CategoryTree): ManagedMediumRow => {
  const { coverFileId, unitId, ...rest } = row;
  return {
    ...rest,
    unitId: unitId === null ? null : String(unitId),
    categoryPath: row.categoryId ? (tree.get(row.categoryId)?.path ?? null) : null,
    coverUrl: coverFileId ? fileUrl(coverFileId) : null,
  };
};

/** Media by id in the order given (missing ids are left out); `tree` when the caller has read it already. */
export async function loadManaged(
  db: Db,
  lang: Lang,
  ids: readonly string[],
  tree?: CategoryTree,
): Promise<ManagedMediumRow[]> {
  if (ids.length === 0) return [];
  const [rows, categories] = await Promise.all([
    selectManaged(db).where(inArray(media.id, [...ids])),
    tree ?? loadCategoryTree(db, lang.locale, lang.defaultLocale),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toManagedRow(row, categories)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadOneManaged(db: Db, lang: Lang, id: string): Promise<ManagedMediumRow> {
  const [row] = await loadManaged(db, lang, [id]);
  if (!row) throw new Error(`The medium ${id} could not be read back.`);
  return row;
}
