// A media row as the managers' API returns it, and the lookup of a medium the caller may change.
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import { userUnits } from '../../db/schema/units';
import { badUserInput, forbidden } from '../errors';
import type { ManagedMedium } from '../generated/resolvers';
import { checkId } from './rules';
import { isAdmin } from './references';

export type MediumRow = typeof media.$inferSelect;

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
export async function findManageable(db: Db, viewer: Viewer, id: string): Promise<MediumRow> {
  const mediaId = checkId('id', id) as string;
  const [found] = await db
    .select({ row: media, member: userUnits.userId })
    .from(media)
    .leftJoin(userUnits, and(eq(userUnits.unitId, media.unitId), eq(userUnits.userId, viewer.userId)))
    .where(eq(media.id, mediaId));
  if (!found) throw badUserInput('id', `There is no medium with id ${mediaId}.`);
  if (!isAdmin(viewer) && found.row.unitId !== null && found.member === null)
    throw forbidden('Education managers can only change media of units they belong to.');
  return found.row;
}
