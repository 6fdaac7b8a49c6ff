// Whether the caller may start a medium: it exists, is published, is not archived and belongs to no unit
// or to one of theirs, or the caller is already enrolled, or it is given to the caller: assigned to them
// (directly or as an item of an assigned learning path) or an item of a path they follow. What is given
// to a learner is openable even when the catalogue would not show it to them (another unit's medium). Every path that enrols or records progress
// (enrol, commitSco, the video/PDF/link players) goes through here, since an enrolment is itself access
// (myMedium, rating).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, type MediaType } from '../../db/schema/media';
import { enrolments } from '../../db/schema/learning';
import { userUnits } from '../../db/schema/units';
import { badUserInput, forbidden } from '../errors';
import { UUID } from '../catalogue/items';
import { assignmentLearners } from '../assignments/learners';

export interface StartableMedium {
  id: string;
  type: MediaType;
  enrolled: boolean;
}

/**
 * Throws BAD_USER_INPUT / FORBIDDEN with a message the app can show; an existing enrolment always passes.
 * With `types`, a medium of another type is refused (progress of one kind never lands on another).
 */
export async function requireStartable(
  db: Db,
  userId: string,
  mediaId: string,
  types?: readonly MediaType[],
): Promise<StartableMedium> {
  const medium = await startable(db, userId, mediaId);
  if (types && !types.includes(medium.type)) {
    const hint = medium.type === 'SCORM' ? ' SCORM progress is recorded with commitSco.' : '';
    throw badUserInput(
      'mediaId',
      `This is a ${medium.type} medium; this change applies to ${types.join(' and ')} media only.${hint}`,
    );
  }
  return medium;
}

async function startable(db: Db, userId: string, mediaId: string): Promise<StartableMedium> {
  if (!UUID.test(mediaId)) throw badUserInput('mediaId', `mediaId "${mediaId}" is not a valid id.`);
  const [row] = await db
    .select({
      id: media.id,
      type: media.type,
      published: media.published,
      archivedAt: media.archivedAt,
      unitId: media.unitId,
      member: userUnits.unitId,
      enrolled: enrolments.mediaId,
    })
    .from(media)
    .leftJoin(userUnits, and(eq(userUnits.unitId, media.unitId), eq(userUnits.userId, userId)))
    .leftJoin(enrolments, and(eq(enrolments.mediaId, media.id), eq(enrolments.userId, userId)))
    .where(eq(media.id, mediaId))
    .limit(1);
  if (!row) throw badUserInput('mediaId', `There is no medium with id ${mediaId}.`);
  // Assigned media count as allowed even if the learner has since left the unit.
  if (row.enrolled) return { id: row.id, type: row.type, enrolled: true };
  // Archived: gone from the catalogue; only those who had it before keep it (the enrolment above) and
  // those who still have to do it.
  if (row.archivedAt && !(await isGiven(db, userId, mediaId)))
    throw badUserInput('mediaId', 'This medium has been archived, so it takes no new enrolments.');
  if (!row.published)
    throw badUserInput('mediaId', 'This medium is not published, so nobody can enrol in it yet.');
  if (row.unitId !== null && row.member === null && !(await isGiven(db, userId, mediaId)))
    throw forbidden('This medium is only available to members of its unit.');
  return { id: row.id, type: row.type, enrolled: false };
}

/** Assigned to the learner (itself or in an assigned path), or an item of a path the learner follows. */
export async function isGiven(db: Db, userId: string, mediaId: string): Promise<boolean> {
  const result = await db.execute(sql`select
    exists (select 1 from ${assignmentLearners({ userId })} l join assignments a on a.id = l.assignment_id
      where a.media_id = ${mediaId}::uuid
        or a.path_id in (select i.path_id from learning_path_items i where i.media_id = ${mediaId}::uuid))
    or exists (select 1 from learning_path_enrolments e join learning_path_items i on i.path_id = e.path_id
      where e.user_id = ${userId}::uuid and i.media_id = ${mediaId}::uuid) as given`);
  return (result as unknown as { rows: Array<{ given: boolean }> }).rows[0]?.given === true;
}
