// A unit's logo from an uploaded image: decoded by sharp with a pixel limit, scaled to fit 256 px and
// re-encoded as WebP, stored in the unit as a data: URL. The app shows it on every page from the default
// unit (as the demo's logo), no camera metadata or crafted bytes of the upload survive, and nothing points
// to a stored file that the hourly sweep of unused uploads could delete; the upload itself is removed once
// the change is saved.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { files } from '../../db/schema/media';
import { coverSlots, coverStorage, MAX_COVER_PIXELS } from '../../files/covers';
import { FileInUseError, removeStoredFile } from '../../files/store';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import { requireUsableFile } from '../unitScope';

export const LOGO_SIZE = 256;
const FIELD = 'input.logoFileId';

/** The logo as a data: URL; BAD_USER_INPUT when the file is no usable image, FORBIDDEN when not the caller's. */
export async function logoFromUpload(context: ApiContext, fileId: string): Promise<string> {
  const { db, viewer } = context;
  await requireUsableFile(db, viewer, fileId, FIELD);
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw badUserInput(FIELD, `There is no uploaded file with id ${fileId}.`);
  if (row.kind !== 'IMAGE')
    throw badUserInput(
      FIELD,
      `The file "${row.originalName}" is not an image. Choose a PNG, JPEG or WebP image.`,
    );
  const storage = await coverStorage(context.config);
  const path = storage.absolute(row.storagePath);
  try {
    const bytes = await coverSlots.run(() =>
      sharp(path, { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error' })
        .rotate()
        .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
    );
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  } catch {
    throw badUserInput(
      FIELD,
      `The image "${row.originalName}" could not be read or is too large. Choose another PNG, JPEG or WebP image.`,
    );
  }
}

/** Removes the upload a saved logo was made from (its raw bytes); one still used elsewhere stays. */
export async function removeLogoUpload(
  context: ApiContext,
  fileId: string | null | undefined,
): Promise<void> {
  if (!fileId) return;
  const storage = await coverStorage(context.config);
  await removeStoredFile(context.db, storage, fileId).catch((error: Error) => {
    if (!(error instanceof FileInUseError))
      console.warn(`units: could not remove the logo upload ${fileId} (${error.message})`);
  });
}
