// Which media a caller may manage, in one place: every unit-scoped area (media management, ratings,
// and the areas that follow) asks here. An ADMIN manages every unit; an EDUCATION_MANAGER media for
// every unit (no unit) and media of the units they belong to, nothing of another department.
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../auth/verify';
import type { Db } from '../db/client';
import { media } from '../db/schema/media';
import { userUnits } from '../db/schema/units';
import { badUserInput, forbidden } from './errors';

export const isAdmin = (viewer: Viewer) => viewer.roles.includes('ADMIN');

export type MediumRow = typeof media.$inferSelect;

/**
 * The medium, when the caller manages it; BAD_USER_INPUT on `field` when it does not exist, FORBIDDEN
 * (saying `doing`) when it belongs to a unit the caller does not look after.
 */
export async function requireManagedMedium(
  db: Db,
  viewer: Viewer,
  mediaId: string,
  { field, doing }: { field: string; doing: string },
): Promise<MediumRow> {
  const [found] = await db
    .select({ row: media, member: userUnits.userId })
    .from(media)
    .leftJoin(userUnits, and(eq(userUnits.unitId, media.unitId), eq(userUnits.userId, viewer.userId)))
    .where(eq(media.id, mediaId));
  if (!found) throw badUserInput(field, `There is no medium with id ${mediaId}.`);
  if (!isAdmin(viewer) && found.row.unitId !== null && found.member === null)
    throw forbidden(`Education managers can only ${doing} media of units they belong to.`);
  return found.row;
}
