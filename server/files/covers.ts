// Cover images for media: taken from a video at 10 % of its length (ffmpeg in a child process) or from a
// PDF's first page (mupdf in a worker thread), or an uploaded image re-encoded. Every cover is made by the
// server: sharp decodes the source with a pixel limit, crops it to 16:9 and writes a fresh WebP, so no
// camera metadata (location, owner) and no crafted bytes of an upload reach learners. Covers are stored
// as IMAGE files like uploads and served by /files/:id.
import { execFile } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { files } from '../db/schema/media';
import { createSlots } from './slots';
import { openStorage, receiveBytes, resolveStorageRoot, type Storage } from './storage';
import { storeReceived } from './store';

export const COVER = { width: 640, height: 360, quality: 80 } as const;
/** Larger images are refused: decoding them costs memory out of proportion to a card picture. */
export const MAX_COVER_PIXELS = 40_000_000;
/** ffmpeg or mupdf taking longer than this gives no cover rather than a stuck request. */
export const COVER_TIMEOUT_MS = 20_000;
// mupdf reads the whole document into memory; a PDF past this gets no cover (the app shows its illustration).
const MAX_PDF_BYTES = 200 * 1024 * 1024;

/** Covers being made at once (decoding, ffmpeg, mupdf); more saves wait their turn. */
export const COVER_SLOTS = 2;
export const coverSlots = createSlots(COVER_SLOTS);

/** Why an uploaded image cannot be a cover, in words for the person who chose it. */
export class CoverError extends Error {}

const storages = new Map<string, Promise<Storage>>();

/** The file storage the upload route uses (same root from the same configuration), opened once. */
export function coverStorage(config: ServerConfig): Promise<Storage> {
  const root = resolveStorageRoot(config);
  let storage = storages.get(root);
  if (!storage) {
    storage = openStorage(root);
    storages.set(root, storage);
  }
  return storage;
}

async function encodeCover(source: Buffer | string, position: string): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_COVER_PIXELS, failOn: 'error' })
    .rotate()
    .resize(COVER.width, COVER.height, { fit: 'cover', position })
    .webp({ quality: COVER.quality })
    .toBuffer();
}

async function storeCover(db: Db, storage: Storage, bytes: Buffer, name: string, by: string | null) {
  const received = await receiveBytes(storage, bytes);
  const stored = await storeReceived(db, storage, {
    received,
    kind: 'IMAGE',
    contentType: 'image/webp',
    originalName: name,
    uploadedBy: by,
  });
  return stored.id;
}

const coverName = (name: string) => `${name.replace(/\.[^.]{1,8}$/, '')}-cover.webp`;

async function fileRow(db: Db, fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

/**
 * Re-encodes an uploaded IMAGE as a cover and stores it; returns the cover's file id. CoverError when the
 * file is not an image, cannot be decoded or is too large.
 */
export async function coverFromImage(
  db: Db,
  storage: Storage,
  fileId: string,
  by: string | null,
): Promise<string> {
  const row = await fileRow(db, fileId);
  if (!row) throw new CoverError(`There is no uploaded file with id ${fileId}.`);
  if (row.kind !== 'IMAGE')
    throw new CoverError(
      `The file "${row.originalName}" is ${row.kind}, not an image. Choose a PNG, JPEG or WebP image.`,
    );
  const path = storage.absolute(row.storagePath);
  const bytes = await coverSlots.run(() => reencodeImage(path, row.originalName));
  return storeCover(db, storage, bytes, coverName(row.originalName), by);
}

async function reencodeImage(path: string, name: string): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(path).metadata();
  } catch {
    throw new CoverError(`The image "${name}" could not be read. Choose another PNG, JPEG or WebP image.`);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > MAX_COVER_PIXELS)
    throw new CoverError(
      `The image "${name}" has ${Math.round(pixels / 1e6)} megapixels; a cover may have at most ${MAX_COVER_PIXELS / 1e6}. Make it smaller.`,
    );
  try {
    return await encodeCover(path, 'attention');
  } catch {
    throw new CoverError(`The image "${name}" could not be read. Choose another PNG, JPEG or WebP image.`);
  }
}

function run(file: string, args: string[]): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { encoding: 'buffer', timeout: COVER_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message} ${stderr.toString().slice(-500)}`));
        else resolve({ stdout, stderr: stderr.toString() });
      },
    );
  });
}

/** A length ffmpeg reads from the container when the upload's measure had none (MediaRecorder WebM). */
async function probeSeconds(path: string): Promise<number | null> {
  // ffmpeg without an output exits with an error after printing what it found; the header is enough.
  const stderr = await run(ffmpeg.path, ['-hide_banner', '-i', path]).then(
    (r) => r.stderr,
    (error: Error) => error.message,
  );
  const match = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  if (!match) return null;
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** One frame at 10 % of the video's length, as PNG. */
export async function videoFrame(path: string, durationSeconds: number | null): Promise<Buffer> {
  const length = durationSeconds ?? (await probeSeconds(path)) ?? 0;
  const at = (length * 0.1).toFixed(3);
  const { stdout } = await run(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    at,
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    'pipe:1',
  ]);
  if (stdout.length === 0) throw new Error(`ffmpeg gave no frame at ${at} s`);
  return stdout;
}

/** The first page of a PDF as PNG, rendered in a worker thread that is ended after COVER_TIMEOUT_MS. */
export function pdfFirstPage(path: string, maxWidth = COVER.width * 2): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdfCover.worker.mjs', import.meta.url), {
      workerData: { path, maxWidth },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`rendering the PDF took longer than ${COVER_TIMEOUT_MS} ms`));
    }, COVER_TIMEOUT_MS);
    const settle = () => clearTimeout(timer);
    worker.once('message', (message: { png?: Uint8Array; error?: string }) => {
      settle();
      void worker.terminate();
      if (message.png) resolve(Buffer.from(message.png));
      else reject(new Error(message.error ?? 'mupdf gave no page'));
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`the PDF worker ended (${code}) without a page`));
    });
  });
}

/**
 * A cover taken from a VIDEO or PDF file; null when none can be made (another kind, an unreadable file, a
 * timeout). Failures are logged and never reach the person saving the medium: the app shows an
 * illustration instead.
 */
export async function coverFromFile(
  db: Db,
  storage: Storage,
  fileId: string,
  by: string | null,
): Promise<string | null> {
  try {
    const row = await fileRow(db, fileId);
    if (!row || (row.kind !== 'VIDEO' && row.kind !== 'PDF')) return null;
    if (row.kind === 'PDF' && row.size > MAX_PDF_BYTES) return null;
    const path = storage.absolute(row.storagePath);
    const bytes = await coverSlots.run(async () => {
      const frame =
        row.kind === 'VIDEO' ? await videoFrame(path, row.durationSeconds) : await pdfFirstPage(path);
      // A page's title is at its top; a video frame's subject is wherever sharp finds the most detail.
      return encodeCover(frame, row.kind === 'PDF' ? 'top' : 'attention');
    });
    return await storeCover(db, storage, bytes, coverName(row.originalName), by);
  } catch (error) {
    console.warn(`covers: no cover from file ${fileId} (${(error as Error).message})`);
    return null;
  }
}
