// Reading an import's file back: only the uploader's own file (any for an ADMIN), parsed as a user list.
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { userImportFiles } from '../../db/schema/userImport';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { badUserInput, forbidden } from '../errors';
import { isAdmin } from '../unitScope';
import { ImportFileError, parseImportFile, type ParsedImportFile } from './parseFile';

export interface ImportFile extends ParsedImportFile {
  fileId: string;
  fileName: string;
}

export async function loadImportFile(
  db: Db,
  viewer: Viewer,
  fileId: string,
  field: string,
): Promise<ImportFile> {
  if (!UUID_PATTERN.test(fileId)) throw badUserInput(field, `There is no uploaded file with id ${fileId}.`);
  const [file] = await db.select().from(userImportFiles).where(eq(userImportFiles.id, fileId));
  if (!file) throw badUserInput(field, `There is no uploaded file with id ${fileId}.`);
  if (!isAdmin(viewer) && file.uploadedBy !== viewer.userId)
    throw forbidden('You can only import files you uploaded yourself.');
  try {
    const parsed = await parseImportFile(file.bytes);
    return { ...parsed, fileId, fileName: file.originalName };
  } catch (error) {
    if (error instanceof ImportFileError) throw badUserInput(field, error.message);
    throw error;
  }
}
