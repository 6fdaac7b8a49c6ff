// A path's cover: an uploaded IMAGE re-encoded like media covers (server/files/covers.ts), prepared before
// the save's transaction (image work must not hold locked rows) and removed again when the save is refused.
// A cover the path no longer uses is deleted once no other path (a duplicate shares its cover) and no
// medium refers to it; the upload it was made from goes once the save is stored (its raw bytes keep the
// camera's metadata).
import { eq, or } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { CoverError, coverFromImage, coverStorage } from '../../files/covers';
import { FileInUseError, removeStoredFile } from '../../files/store';
import { badUserInput } from '../errors';
import { requireUsableFile } from '../unitScope';

export interface PreparedPathCover {
  coverFileId: string;
  /** The save was refused or failed: the prepared cover goes. */
  discard(): Promise<void>;
  /** The save was stored: the upload it was made from goes. */
  kept(): Promise<void>;
}

/** Deletes files nothing refers to any more; a failure is logged and the upload sweep takes what is left. */
export async function removeUnusedPathFiles(
  context: ApiContext,
  fileIds: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const storage = await coverStorage(context.config);
  for (const fileId of new Set(fileIds)) {
    if (!fileId) continue;
    const [path] = await context.db
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(eq(learningPaths.coverFileId, fileId))
      .limit(1);
    const [medium] = await context.db
      .select({ id: media.id })
      .from(media)
      .where(or(eq(media.coverFileId, fileId), eq(media.fileId, fileId)))
      .limit(1);
    if (path || medium) continue;
    await removeStoredFile(context.db, storage, fileId).catch((error: Error) => {
      if (!(error instanceof FileInUseError))
        console.warn(`paths: could not remove the unused file ${fileId} (${error.message})`);
    });
  }
}

/** BAD_USER_INPUT on coverFileId when the upload cannot be a cover; FORBIDDEN when it is not the caller's. */
export async function preparePathCover(context: ApiContext, imageFileId: string): Promise<PreparedPathCover> {
  await requireUsableFile(context.db, context.viewer, imageFileId, 'coverFileId');
  const storage = await coverStorage(context.config);
  try {
    const id = await coverFromImage(context.db, storage, imageFileId, context.viewer.userId);
    return {
      coverFileId: id,
      discard: () => removeUnusedPathFiles(context, [id]),
      kept: () => removeUnusedPathFiles(context, [imageFileId]),
    };
  } catch (error) {
    if (error instanceof CoverError) throw badUserInput('coverFileId', error.message);
    throw error;
  }
}
