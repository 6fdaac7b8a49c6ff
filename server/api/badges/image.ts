// A badge's uploaded image: never served as uploaded. sharp decodes it (pixel limit, metadata dropped) and
// writes a fresh 512 × 512 PNG with the picture fitted inside on transparency, the square an Open Badges
// image is expected to be and a format the baked PNG (openBadges/) can carry. Made before the save's
// transaction (image work must not hold locked rows) and removed again when the save is refused; the
// upload it was made from goes once the save is stored. Files a badge no longer uses are deleted when
// nothing else refers to them (removeStoredFile refuses files in use).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { badges } from '../../db/schema/credentials';
import { files } from '../../db/schema/media';
import { coverSlots, coverStorage, MAX_COVER_PIXELS } from '../../files/covers';
import { receiveBytes } from '../../files/storage';
import { FileInUseError, removeStoredFile, storeReceived } from '../../files/store';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import { requireUsableFile } from '../unitScope';

export const BADGE_IMAGE_SIZE = 512;

export interface PreparedBadgeImage {
  imageFileId: string;
  discard(): Promise<void>;
  kept(): Promise<void>;
}

/** Deletes files no badge refers to any more (others' references stop removeStoredFile); failures are logged. */
export async function removeUnusedBadgeFiles(
  context: ApiContext,
  fileIds: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const storage = await coverStorage(context.config);
  for (const fileId of new Set(fileIds)) {
    if (!fileId) continue;
    const [used] = await context.db
      .select({ id: badges.id })
      .from(badges)
      .where(eq(badges.imageFileId, fileId))
      .limit(1);
    if (used) continue;
    await removeStoredFile(context.db, storage, fileId).catch((error: Error) => {
      if (!(error instanceof FileInUseError))
        console.warn(`badges: could not remove the unused file ${fileId} (${error.message})`);
    });
  }
}

async function encode(path: string, name: string): Promise<Buffer> {
  const unreadable = () =>
    badUserInput(
      'imageFileId',
      `The image "${name}" could not be read. Choose another PNG, JPEG or WebP image.`,
    );
  let pixels: number;
  try {
    const meta = await sharp(path).metadata();
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw unreadable();
  }
  if (pixels > MAX_COVER_PIXELS)
    throw badUserInput(
      'imageFileId',
      `The image "${name}" has ${Math.round(pixels / 1e6)} megapixels; a badge image may have at most ${MAX_COVER_PIXELS / 1e6}. Make it smaller.`,
    );
  try {
    return await sharp(path, { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error' })
      .rotate()
      .resize(BADGE_IMAGE_SIZE, BADGE_IMAGE_SIZE, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** BAD_USER_INPUT on imageFileId when the upload cannot be a badge image; FORBIDDEN when it is not the caller's. */
export async function prepareBadgeImage(context: ApiContext, uploadId: string): Promise<PreparedBadgeImage> {
  const { db, viewer } = context;
  await requireUsableFile(db, viewer, uploadId, 'imageFileId');
  const [row] = await db.select().from(files).where(eq(files.id, uploadId));
  if (!row) throw badUserInput('imageFileId', `There is no uploaded file with id ${uploadId}.`);
  if (row.kind !== 'IMAGE')
    throw badUserInput(
      'imageFileId',
      `The file "${row.originalName}" is ${row.kind}, not an image. Choose a PNG, JPEG or WebP image.`,
    );
  const storage = await coverStorage(context.config);
  const bytes = await coverSlots.run(() => encode(storage.absolute(row.storagePath), row.originalName));
  const stored = await storeReceived(db as Db, storage, {
    received: await receiveBytes(storage, bytes),
    kind: 'IMAGE',
    contentType: 'image/png',
    originalName: `${row.originalName.replace(/\.[^.]{1,8}$/, '')}-badge.png`,
    uploadedBy: viewer.userId,
  });
  return {
    imageFileId: stored.id,
    discard: () => removeUnusedBadgeFiles(context, [stored.id]),
    kept: () => removeUnusedBadgeFiles(context, [uploadId]),
  };
}
