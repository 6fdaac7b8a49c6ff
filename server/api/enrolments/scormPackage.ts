// Which package version of a SCORM medium a learner plays. A learner who started and has not finished
// keeps the package they started on (enrolments.scorm_package_id), even after media management replaced
// the medium's package; a learner who finished, or never started, gets the medium's current package.
// The pin is written with the first commit on a package, the moment there is progress to keep; the
// launch reports the package, and the player names it in every commit, so a replacement between launch
// and first commit cannot move a learner off the package they are playing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrolments, type LearningStatus } from '../../db/schema/learning';
import { media, mediaVersions } from '../../db/schema/media';
import { badUserInput } from '../errors';
import { UUID } from '../catalogue/items';
import { loadPackageItems, singleSco, type PlayableItem } from '../scorm/items';

/** The package a launch opens. */
export function launchPackage(pinned: string | null, status: LearningStatus, current: string | null) {
  return pinned !== null && status === 'INCOMPLETE' ? pinned : current;
}

export interface CommitTarget {
  packageId: string | null;
  items: PlayableItem[];
  mediumMastery: number | null;
}

/**
 * The package a commit belongs to: the one it names (the medium's current one, the learner's pinned one
 * or an earlier version of the medium), else the one a launch would open now. Pins the learner to it
 * unless they are mid-way through another. Call in the commit's transaction after ensureEnrolment.
 */
export async function commitTarget(
  db: Db,
  userId: string,
  mediaId: string,
  requested: string | null | undefined,
): Promise<CommitTarget> {
  const where = and(eq(enrolments.userId, userId), eq(enrolments.mediaId, mediaId));
  const [row] = await db
    .select({
      pinned: enrolments.scormPackageId,
      status: enrolments.status,
      current: media.scormPackageId,
      mediumMastery: media.masteryScore,
      title: media.title,
      launchUrl: media.launchUrl,
    })
    .from(enrolments)
    .innerJoin(media, eq(media.id, enrolments.mediaId))
    .where(where)
    .for('update', { of: enrolments });
  if (!row) throw new Error(`No enrolment of ${userId} in ${mediaId} to commit to.`);

  let packageId = launchPackage(row.pinned, row.status, row.current);
  if (requested) {
    if (!UUID.test(requested) || !(await isVersionOf(db, mediaId, requested, row)))
      throw badUserInput('packageId', `packageId "${requested}" is not a package of this medium.`);
    packageId = requested;
  }
  if (packageId !== null && packageId !== row.pinned && (row.pinned === null || row.status !== 'INCOMPLETE'))
    await db.update(enrolments).set({ scormPackageId: packageId }).where(where);

  const items =
    packageId === null
      ? [singleSco(row.title, row.launchUrl, null)]
      : ((await loadPackageItems(db, [packageId])).get(packageId) ?? []);
  return { packageId, items, mediumMastery: row.mediumMastery };
}

async function isVersionOf(
  db: Db,
  mediaId: string,
  packageId: string,
  row: { pinned: string | null; current: string | null },
): Promise<boolean> {
  if (packageId === row.current || packageId === row.pinned) return true;
  const [version] = await db
    .select({ version: mediaVersions.version })
    .from(mediaVersions)
    .where(and(eq(mediaVersions.mediaId, mediaId), eq(mediaVersions.scormPackageId, packageId)))
    .limit(1);
  return version !== undefined;
}
