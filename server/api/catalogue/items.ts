// The columns and joins every view of a catalogue medium shares (list, detail, my media, ratings,
// recommendations), and who may see a medium. One select, no per-item queries.
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { categories, media } from '../../db/schema/media';
import { enrolments, mediaStats } from '../../db/schema/learning';
import { userUnits } from '../../db/schema/units';
import { fileUrl } from '../../files/store';
import { categoryName, type CategoryNames } from '../../../src/schemas/categories';
import type { CatalogueItem } from '../generated/resolvers';
import type { Lang } from '../locale';

/** Other areas check their ids with this name; the pattern itself lives in src/schemas/ids.ts. */
export { UUID_PATTERN as UUID } from '../../../src/schemas/ids';

/** Published, not archived, and either for every unit or for a unit the user belongs to. */
export function visibleTo(userId: string): SQL {
  const units = sql`(select ${userUnits.unitId} from ${userUnits} where ${userUnits.userId} = ${userId})`;
  return and(
    eq(media.published, true),
    isNull(media.archivedAt),
    or(isNull(media.unitId), inArray(media.unitId, units)),
  ) as SQL;
}

export const itemColumns = {
  id: media.id,
  title: media.title,
  description: media.description,
  type: media.type,
  language: media.language,
  durationMinutes: media.durationMinutes,
  createdAt: media.createdAt,
  coverFileId: media.coverFileId,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryNames: categories.names,
  categoryParentId: categories.parentId,
  averageRating: mediaStats.averageRating,
  ratingCount: mediaStats.ratingCount,
  myStatus: enrolments.status,
};

/** Joins itemColumns needs; `userId` picks the caller's own enrolment for myStatus. */
export const itemJoins = (userId: string) => ({
  category: eq(categories.id, media.categoryId),
  stats: eq(mediaStats.mediaId, media.id),
  enrolment: and(eq(enrolments.mediaId, media.id), eq(enrolments.userId, userId)) as SQL,
});

export type ItemRow = {
  id: string;
  title: string;
  description: string;
  type: CatalogueItem['type'];
  language: string;
  durationMinutes: number | null;
  createdAt: Date;
  coverFileId: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categoryNames: CategoryNames | null;
  categoryParentId: string | null;
  averageRating: number | null;
  ratingCount: number | null;
  myStatus: CatalogueItem['myStatus'];
};

/**
 * The item as the API answers it; with `lang` the category is named in the reader's language (as the
 * catalogue's filter names it), without it by its default-locale name.
 */
export const toItem = (row: ItemRow, lang?: Lang): CatalogueItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  language: row.language,
  durationMinutes: row.durationMinutes,
  createdAt: row.createdAt,
  coverUrl: row.coverFileId ? fileUrl(row.coverFileId) : null,
  category:
    row.categoryId && row.categoryName !== null
      ? {
          id: row.categoryId,
          name: lang
            ? categoryName(row.categoryNames ?? {}, row.categoryName, lang.locale, lang.defaultLocale)
            : row.categoryName,
          parentId: row.categoryParentId,
        }
      : null,
  averageRating: row.averageRating === null ? null : Math.round(row.averageRating * 100) / 100,
  ratingCount: row.ratingCount ?? 0,
  myStatus: row.myStatus,
});
