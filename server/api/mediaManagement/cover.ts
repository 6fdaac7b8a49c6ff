// The cover a change brings, prepared before the change's transaction (image work takes a moment and must
// not hold locked rows): an uploaded image re-encoded, or a cover taken from the medium's video or PDF.
// A cover made for a change that is then refused is removed again, so a refusal leaves no file behind.
// Once the change is saved, the uploaded image it was made from goes (its raw bytes keep the camera's
// metadata, e.g. where the photo was taken, and /files/<id> would serve them), and so does a cover the
// change replaced or removed; each only when nothing else refers to it. A refused change keeps the upload,
// so saving again (after a conflict) still finds it.
import type { ApiContext } from '../context';
import type { MediaType } from '../../db/schema/media';
import { CoverError, coverFromFile, coverFromImage, coverStorage } from '../../files/covers';
import { FileInUseError, removeStoredFile } from '../../files/store';
import { badUserInput } from '../errors';
import { requireUsableFile } from '../unitScope';

export interface PreparedCover {
  coverFileId: string | null;
  coverFromFile: boolean;
  /** Removes the prepared file (the change was refused or failed). */
  discard(): Promise<void>;
  /** The change was saved: removes the upload the cover was made from, unless something refers to it. */
  kept(): Promise<void>;
}

const nothing = async () => {};

/**
 * Deletes files nothing refers to any more (an uploaded image made into a cover, a replaced cover). One
 * still in use (another medium's file or cover, a version) stays; a failure is logged, and the hourly
 * sweep of unreferenced uploads takes what is left.
 */
export async function removeUnusedFiles(
  context: ApiContext,
  fileIds: ReadonlyArray<string | null>,
): Promise<void> {
  const storage = await coverStorage(context.config);
  for (const fileId of new Set(fileIds)) {
    if (!fileId) continue;
    await removeStoredFile(context.db, storage, fileId).catch((error: Error) => {
      if (!(error instanceof FileInUseError))
        console.warn(`covers: could not remove the unused file ${fileId} (${error.message})`);
    });
  }
}

const discardFile = (context: ApiContext, fileId: string | null) => () =>
  removeUnusedFiles(context, [fileId]);

/**
 * An uploaded IMAGE as a cover; BAD_USER_INPUT on coverFileId when it cannot be one, FORBIDDEN (before any
 * work) when it is not the caller's to use.
 */
export async function uploadedCover(context: ApiContext, imageFileId: string): Promise<PreparedCover> {
  await requireUsableFile(context.db, context.viewer, imageFileId, 'coverFileId');
  const storage = await coverStorage(context.config);
  try {
    const id = await coverFromImage(context.db, storage, imageFileId, context.viewer.userId);
    return {
      coverFileId: id,
      coverFromFile: false,
      discard: discardFile(context, id),
      kept: () => removeUnusedFiles(context, [imageFileId]),
    };
  } catch (error) {
    if (error instanceof CoverError) throw badUserInput('coverFileId', error.message);
    throw error;
  }
}

/** A cover from a VIDEO's or PDF's file; no cover (and no error) when none can be made. */
export async function fileCover(
  context: ApiContext,
  type: MediaType,
  fileId: string | null,
): Promise<PreparedCover> {
  const none: PreparedCover = { coverFileId: null, coverFromFile: false, discard: nothing, kept: nothing };
  if (!fileId || (type !== 'VIDEO' && type !== 'PDF')) return none;
  const storage = await coverStorage(context.config);
  const id = await coverFromFile(context.db, storage, fileId, context.viewer.userId);
  if (!id) return none;
  return { coverFileId: id, coverFromFile: true, discard: discardFile(context, id), kept: nothing };
}

/** Runs the change; on any failure the prepared cover goes again, once saved its source upload goes. */
export async function withCover<T>(cover: PreparedCover | null, change: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await change();
  } catch (error) {
    await cover?.discard();
    throw error;
  }
  await cover?.kept();
  return result;
}
