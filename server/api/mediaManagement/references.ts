// The checks that read the database: the category and the uploaded file behind a medium. (Which units a
// caller may give media to and which files they may use are the unit scope's rules: unitScope.ts,
// requireTargetUnit and requireUsableFile.)
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { categories, files, scormPackages, type MediaType } from '../../db/schema/media';
import { fileUrl, scormLaunchUrl } from '../../files/store';
import { badUserInput } from '../errors';
import { requireUsableFile } from '../unitScope';

export async function checkCategory(db: Db, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw badUserInput('categoryId', `There is no category with id ${categoryId}.`);
}

/** The medium's columns that come from its upload. */
export interface FileColumns {
  fileId: string | null;
  scormPackageId: string | null;
  launchUrl: string | null;
  /** The package's adlcp:masteryscore; the medium keeps only its own (media.mastery_score). */
  packageMasteryScore: number | null;
}

const NO_FILE: FileColumns = {
  fileId: null,
  scormPackageId: null,
  launchUrl: null,
  packageMasteryScore: null,
};

/**
 * The upload must exist, be the caller's to use (requireUsableFile) and be of the medium's type; a SCORM
 * medium takes its launch data from the package.
 */
export async function fileColumns(
  db: Db,
  viewer: Viewer,
  type: MediaType,
  fileId: string | null,
): Promise<FileColumns> {
  if (type === 'LINK') {
    if (fileId !== null)
      throw badUserInput('fileId', 'A link has no file. Leave fileId empty or choose another type.');
    return NO_FILE;
  }
  if (fileId === null)
    throw badUserInput('fileId', `A ${type} medium needs an uploaded file: upload it first and pass its id.`);
  const [file] = await db
    .select({ kind: files.kind, originalName: files.originalName })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file) throw badUserInput('fileId', `There is no uploaded file with id ${fileId}.`);
  await requireUsableFile(db, viewer, fileId, 'fileId');
  if (file.kind !== type)
    throw badUserInput(
      'fileId',
      `The file "${file.originalName}" is ${file.kind}, not ${type}. Choose a ${type} file or the type ${file.kind}.`,
    );
  if (type !== 'SCORM') return { ...NO_FILE, fileId, launchUrl: fileUrl(fileId) };
  const [pkg] = await db
    .select({
      id: scormPackages.id,
      launchPath: scormPackages.launchPath,
      masteryScore: scormPackages.masteryScore,
    })
    .from(scormPackages)
    .where(eq(scormPackages.fileId, fileId))
    .limit(1);
  if (!pkg)
    throw badUserInput(
      'fileId',
      `The file "${file.originalName}" has no imported SCORM package. Upload it again.`,
    );
  return {
    fileId,
    scormPackageId: pkg.id,
    launchUrl: scormLaunchUrl(pkg.id, pkg.launchPath),
    packageMasteryScore: pkg.masteryScore,
  };
}
