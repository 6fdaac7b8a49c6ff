// A new version of a medium's file. The old file and package stay (media_versions keeps them, and nothing
// deletes a file a version holds): a learner whose enrolment is pinned to the old package
// (enrolments.scorm_package_id, set at their first launch) finishes on it; new launches read the
// medium's new package. The mastery score: a medium's own score stays as it is (null: the new package's
// adlcp:masteryscore applies; copies of a package's score were cleared once by migration 0012).
import type { Db } from '../../db/client';
import { mediaVersions } from '../../db/schema/media';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import type { MediumRow } from '../unitScope';
import { requireManagedMedium } from '../unitScope';
import { changeMedia, type MediumChange } from './change';
import { fileCover, removeUnusedFiles, withCover } from './cover';
import { fileColumns } from './references';
import { checkId } from './rules';

/** Media created before versions were kept (or seeded) have no row for their current file yet. */
async function keepCurrentVersion(tx: Db, row: MediumRow): Promise<void> {
  if (!row.fileId) return;
  await tx
    .insert(mediaVersions)
    .values({
      mediaId: row.id,
      version: row.version,
      fileId: row.fileId,
      scormPackageId: row.scormPackageId,
      launchUrl: row.launchUrl,
      createdBy: row.createdBy,
      createdAt: row.createdAt,
    })
    .onConflictDoNothing();
}

export const replaceMediumFile: MutationResolvers['replaceMediumFile'] = async (
  _parent,
  { id, fileId, expectedUpdatedAt },
  context,
) => {
  const { db, viewer } = context;
  const mediaId = checkId('id', id)!;
  const newFileId = checkId('fileId', fileId)!;
  const current = await requireManagedMedium(db, viewer, mediaId, { field: 'id', doing: 'change' });
  if (current.type === 'LINK')
    throw badUserInput('id', 'A link has no file to replace; change its address (externalUrl) instead.');
  const file = await fileColumns(db, viewer, current.type, newFileId);
  if (newFileId === current.fileId)
    throw badUserInput(
      'fileId',
      'This file is already the current version. Upload the new file and pass its id.',
    );
  // An uploaded cover stays; a cover taken from the old file is taken again from the new one.
  const renewCover = current.coverFileId === null || current.coverFromFile;
  const cover = renewCover ? await fileCover(context, current.type, file.fileId) : null;
  // The cover of the old file, deleted once the new version is saved and nothing else uses it.
  let replacedCover: string | null = null;
  const [changed] = await withCover(cover, () =>
    changeMedia(
      context,
      [mediaId],
      { action: 'medium.replaceFile', doing: 'change', field: 'id', expectedUpdatedAt },
      async (row, tx) => {
        await keepCurrentVersion(tx, row);
        const version = row.version + 1;
        await tx.insert(mediaVersions).values({
          mediaId: row.id,
          version,
          fileId: file.fileId,
          scormPackageId: file.scormPackageId,
          launchUrl: file.launchUrl,
          createdBy: viewer.userId,
        });
        const change: MediumChange = {
          version,
          fileId: file.fileId,
          scormPackageId: file.scormPackageId,
          launchUrl: file.launchUrl,
        };
        if (cover) {
          Object.assign(change, { coverFileId: cover.coverFileId, coverFromFile: cover.coverFromFile });
          if (row.coverFileId !== cover.coverFileId) replacedCover = row.coverFileId;
        }
        return change;
      },
    ),
  );
  await removeUnusedFiles(context, [replacedCover]);
  return changed!;
};
