// The cover a change brings, prepared before the change's transaction (image work takes a moment and must
// not hold locked rows): an uploaded image re-encoded, or a cover taken from the medium's video or PDF.
// A cover made for a change that is then refused is removed again, so a refusal leaves no file behind.
import type { ApiContext } from '../context';
import type { MediaType } from '../../db/schema/media';
import { CoverError, coverFromFile, coverFromImage, coverStorage } from '../../files/covers';
import { removeStoredFile } from '../../files/store';
import { badUserInput } from '../errors';
import { requireUsableFile } from '../unitScope';

export interface PreparedCover {
  coverFileId: string | null;
  coverFromFile: boolean;
  /** Removes the prepared file (the change was refused or failed). */
  discard(): Promise<void>;
}

const discardFile = (context: ApiContext, fileId: string | null) => async () => {
  if (!fileId) return;
  const storage = await coverStorage(context.config);
  await removeStoredFile(context.db, storage, fileId).catch((error: Error) =>
    console.warn(`covers: could not remove the unused cover ${fileId} (${error.message})`),
  );
};

/**
 * An uploaded IMAGE as a cover; BAD_USER_INPUT on coverFileId when it cannot be one, FORBIDDEN (before any
 * work) when it is not the caller's to use.
 */
export async function uploadedCover(context: ApiContext, imageFileId: string): Promise<PreparedCover> {
  await requireUsableFile(context.db, context.viewer, imageFileId, 'coverFileId');
  const storage = await coverStorage(context.config);
  try {
    const id = await coverFromImage(context.db, storage, imageFileId, context.viewer.userId);
    return { coverFileId: id, coverFromFile: false, discard: discardFile(context, id) };
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
  const none: PreparedCover = { coverFileId: null, coverFromFile: false, discard: async () => {} };
  if (!fileId || (type !== 'VIDEO' && type !== 'PDF')) return none;
  const storage = await coverStorage(context.config);
  const id = await coverFromFile(context.db, storage, fileId, context.viewer.userId);
  if (!id) return none;
  return { coverFileId: id, coverFromFile: true, discard: discardFile(context, id) };
}

/** Runs the change; on any failure the prepared cover goes again. */
export async function withCover<T>(cover: PreparedCover | null, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await cover?.discard();
    throw error;
  }
}
