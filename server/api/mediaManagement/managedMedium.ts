// A media row as the managers' API returns it, and the lookup of a medium the caller may change.
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import type { ManagedMedium } from '../generated/resolvers';
import { requireManagedMedium, type MediumRow } from '../unitScope';
import { checkId } from './rules';

export type { MediumRow };

export const toManagedMedium = (row: MediumRow): ManagedMedium => ({
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  categoryId: row.categoryId,
  unitId: row.unitId === null ? null : String(row.unitId),
  language: row.language,
  durationMinutes: row.durationMinutes,
  published: row.published,
  fileId: row.fileId,
  scormPackageId: row.scormPackageId,
  launchUrl: row.launchUrl,
  externalUrl: row.externalUrl,
  masteryScore: row.masteryScore,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * The medium to change. An EDUCATION_MANAGER may change media for every unit and media of a unit they
 * belong to; someone else's department's media are refused with FORBIDDEN.
 */
export function findManageable(db: Db, viewer: Viewer, id: string): Promise<MediumRow> {
  const mediaId = checkId('id', id) as string;
  return requireManagedMedium(db, viewer, mediaId, { field: 'id', doing: 'change' });
}
