// The checks that read the database: the category, the unit (and whether the caller may target it) and
// the uploaded file behind a medium.
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { categories, files, scormPackages, type MediaType } from '../../db/schema/media';
import { units, userUnits } from '../../db/schema/units';
import { fileUrl, scormLaunchUrl } from '../../files/store';
import { badUserInput, forbidden } from '../errors';
import { isAdmin } from '../unitScope';

export async function checkCategory(db: Db, categoryId: string | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw badUserInput('categoryId', `There is no category with id ${categoryId}.`);
}

/**
 * An ADMIN may give a medium to any unit; an EDUCATION_MANAGER only to a unit they belong to, so a
 * manager cannot publish into departments they do not look after. null (every unit) is open to both.
 */
export async function checkUnit(db: Db, viewer: Viewer, unitId: number | null): Promise<void> {
  if (unitId === null) return;
  const [row] = await db
    .select({ id: units.id, member: userUnits.userId })
    .from(units)
    .leftJoin(userUnits, and(eq(userUnits.unitId, units.id), eq(userUnits.userId, viewer.userId)))
    .where(eq(units.id, unitId));
  if (!row) throw badUserInput('unitId', `There is no unit with id ${unitId}.`);
  if (!isAdmin(viewer) && row.member === null)
    throw forbidden('Education managers can only give media to units they belong to.');
}

/** The medium's columns that come from its upload. */
export interface FileColumns {
  fileId: string | null;
  scormPackageId: string | null;
  launchUrl: string | null;
  masteryScore: number | null;
}

const NO_FILE: FileColumns = { fileId: null, scormPackageId: null, launchUrl: null, masteryScore: null };

/** The upload must exist and be of the medium's type; a SCORM medium takes its launch data from the package. */
export async function fileColumns(db: Db, type: MediaType, fileId: string | null): Promise<FileColumns> {
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
    masteryScore: pkg.masteryScore,
  };
}
