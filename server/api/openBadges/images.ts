// The badge's image, 400 × 400, as PNG and SVG. A designed badge is drawn by badgeSvg (the designer's
// own preview); an uploaded image is rasterised by sharp and the SVG only wraps that PNG, so an uploaded
// SVG's scripts, links or external references never reach anybody (librsvg fetches nothing from a
// buffer). Made once per badge version and kept in memory (a few hundred KB at most).
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  badgeDesignSchema,
  badgeSvg,
  defaultBadgeDesign,
  type BadgeDesign,
} from '../../../src/schemas/badgeDesign';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/media';
import type { Storage } from '../../files/storage';
import type { BadgeRecord } from './store';

export const IMAGE_SIZE = 400;

export interface BadgeImage {
  png: Buffer;
  svg: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stored design as the designer would draw it; an unreadable one as the default design. */
function designOf(badge: BadgeRecord): BadgeDesign {
  const parsed = badgeDesignSchema.safeParse(badge.design ?? {});
  return parsed.success ? parsed.data : defaultBadgeDesign();
}

const toPng = (input: Buffer) =>
  sharp(input, { limitInputPixels: 64_000_000 })
    .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();

async function uploadedBytes(db: Db, storage: Storage, fileId: string): Promise<Buffer | undefined> {
  const [file] = await db
    .select({ storagePath: files.storagePath, kind: files.kind })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || file.kind !== 'IMAGE') return undefined;
  return readFile(storage.absolute(file.storagePath)).catch(() => undefined);
}

async function render(db: Db, storage: Storage, badge: BadgeRecord): Promise<BadgeImage> {
  const uploaded = badge.imageFileId ? await uploadedBytes(db, storage, badge.imageFileId) : undefined;
  if (uploaded) {
    // A broken upload falls through to the design rather than failing every credential of the badge.
    const png = await toPng(uploaded).catch(() => undefined);
    if (png) {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
        `width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img">` +
        `<title>${escapeXml(badge.name)}</title>` +
        `<image width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" href="data:image/png;base64,${png.toString('base64')}"/>` +
        `</svg>`;
      return { png, svg };
    }
  }
  const svg = badgeSvg(designOf(badge), { size: IMAGE_SIZE, title: badge.name });
  return { png: await toPng(Buffer.from(svg)), svg };
}

const cache = new Map<string, Promise<BadgeImage>>();
const CACHE_SIZE = 100;

export function badgeImage(db: Db, storage: Storage, badge: BadgeRecord): Promise<BadgeImage> {
  const key = `${badge.id}:${badge.updatedAt.getTime()}:${badge.imageFileId ?? ''}`;
  let image = cache.get(key);
  if (!image) {
    image = render(db, storage, badge);
    image.catch(() => cache.delete(key));
    cache.set(key, image);
    // Oldest first out: Map keeps insertion order.
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return image;
}

/**
 * The SVG with the credential baked in (OB 3.0 "SVG baking"): the openbadges namespace on the root
 * element and, directly after its start tag, one <openbadges:credential verify="<VC-JWT>"/>.
 */
export function bakeSvg(svg: string, jwt: string): string {
  const start = /<svg\b[^>]*>/.exec(svg);
  if (!start) throw new Error('Not an SVG document');
  const open = start[0].replace(/^<svg\b/, '<svg xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
  const credential = `<openbadges:credential verify="${escapeXml(jwt)}"></openbadges:credential>`;
  return svg.slice(0, start.index) + open + credential + svg.slice(start.index + start[0].length);
}
