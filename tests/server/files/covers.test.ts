// Covers made on the server from real files: the demo video's frame at 10 % of its length, a PDF's first
// page, uploaded images re-encoded; what cannot be read gives no cover and leaves no file behind.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { eq } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { files, type FileKind } from '../../../server/db/schema/media';
import { openTestDatabase } from '../../../server/db/testing';
import {
  COVER,
  COVER_SLOTS,
  CoverError,
  coverFromFile,
  coverFromImage,
  coverSlots,
  videoFrame,
} from '../../../server/files/covers';
import { createSlots } from '../../../server/files/slots';
import { openStorage, receiveBytes, type Storage } from '../../../server/files/storage';
import { storeReceived } from '../../../server/files/store';

const demoVideo = path.resolve('server/media/demo/safe-lifting.webm');

let database: Database;
let storage: Storage;
let root: string;
beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'lms-covers-'));
  storage = await openStorage(root);
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

async function store(
  kind: FileKind,
  bytes: Uint8Array,
  name: string,
  contentType = 'application/octet-stream',
) {
  const received = await receiveBytes(storage, bytes);
  return (
    await storeReceived(database.db, storage, {
      received,
      kind,
      contentType,
      originalName: name,
      uploadedBy: null,
    })
  ).id;
}
const fileCount = async () => (await database.db.select({ id: files.id }).from(files)).length;
async function coverBytes(id: string) {
  const [row] = await database.db.select().from(files).where(eq(files.id, id));
  expect(row).toMatchObject({ kind: 'IMAGE', contentType: 'image/webp' });
  return readFile(storage.absolute(row!.storagePath));
}
/** The mean brightness (0-255) of a horizontal band of an image, top 0 to bottom 1. */
async function bandBrightness(image: Buffer, from: number, to: number) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  const start = Math.floor(info.height * from) * info.width;
  const end = Math.floor(info.height * to) * info.width;
  let sum = 0;
  for (let i = start; i < end; i++) sum += data[i]!;
  return sum / (end - start);
}
const ffmpegFrame = (seconds: string) =>
  execFileSync(ffmpeg.path, [
    '-loglevel',
    'error',
    '-ss',
    seconds,
    '-i',
    demoVideo,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    'pipe:1',
  ]);

describe('a cover from a video', () => {
  it('is the frame at 10 % of the measured length, 640x360 WebP, stored as an IMAGE file', async () => {
    const id = await store('VIDEO', await readFile(demoVideo), 'safe-lifting.webm', 'video/webm');
    const [video] = await database.db.select().from(files).where(eq(files.id, id));
    expect(video?.durationSeconds).toBeCloseTo(24, 0);
    const coverId = await coverFromFile(database.db, storage, id, null);
    expect(coverId).toEqual(expect.any(String));
    const cover = await coverBytes(coverId!);
    expect(await sharp(cover).metadata()).toMatchObject({
      format: 'webp',
      width: COVER.width,
      height: COVER.height,
    });
    const [row] = await database.db.select().from(files).where(eq(files.id, coverId!));
    expect(row?.originalName).toBe('safe-lifting-cover.webp');

    // 10 % of 24 s is 2.4 s: the same frame ffmpeg gives there, not the first one (the clock differs).
    expect(await videoFrame(demoVideo, 24)).toEqual(ffmpegFrame('2.400'));
    expect((await videoFrame(demoVideo, 24)).equals(ffmpegFrame('0'))).toBe(false);
    // Without a stored measure, ffmpeg reads the length itself.
    expect(await videoFrame(demoVideo, null)).toEqual(ffmpegFrame('2.400'));
  });

  it('gives no cover, no error and no file for a video that cannot be decoded', async () => {
    const bytes = new Uint8Array(4096).fill(7);
    bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
    const id = await store('VIDEO', bytes, 'broken.webm', 'video/webm');
    const before = await fileCount();
    expect(await coverFromFile(database.db, storage, id, null)).toBeNull();
    expect(await fileCount()).toBe(before);
  });
});

describe('a cover from a PDF', () => {
  it("is the first page's top, rendered by mupdf", async () => {
    const doc = await PDFDocument.create();
    const first = doc.addPage([600, 800]);
    // The page's top third dark, the rest white; the second page all dark (must not be used).
    first.drawRectangle({ x: 0, y: 540, width: 600, height: 260, color: rgb(0.05, 0.05, 0.2) });
    doc.addPage([600, 800]).drawRectangle({ x: 0, y: 0, width: 600, height: 800, color: rgb(0, 0, 0) });
    const id = await store('PDF', await doc.save(), 'handout.pdf', 'application/pdf');
    const coverId = await coverFromFile(database.db, storage, id, null);
    const cover = await coverBytes(coverId!);
    expect(await sharp(cover).metadata()).toMatchObject({ width: 640, height: 360 });
    // A 640-wide crop of the page's top: 360/853 of the page, of which 260/800 is dark.
    expect(await bandBrightness(cover, 0, 0.6)).toBeLessThan(40);
    expect(await bandBrightness(cover, 0.85, 1)).toBeGreaterThan(230);
  });

  it('gives no cover and no file for a PDF mupdf cannot open', async () => {
    const id = await store('PDF', new TextEncoder().encode('%PDF-1.7\nthis is not a document'), 'bad.pdf');
    const before = await fileCount();
    expect(await coverFromFile(database.db, storage, id, null)).toBeNull();
    expect(await fileCount()).toBe(before);
  });

  it('gives no cover for kinds that have none', async () => {
    const id = await store(
      'IMAGE',
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      'x.png',
    );
    expect(await coverFromFile(database.db, storage, id, null)).toBeNull();
  });
});

describe('an uploaded cover', () => {
  it('is re-encoded: orientation applied, cropped to 640x360, metadata gone', async () => {
    // A portrait photo stored landscape with an EXIF rotation, as phones write them.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Camera Owner' } } })
      .toBuffer();
    const id = await store('IMAGE', photo, 'photo.jpg', 'image/jpeg');
    const cover = await coverBytes(await coverFromImage(database.db, storage, id, null));
    const meta = await sharp(cover).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(cover.includes(Buffer.from('Camera Owner'))).toBe(false);
  });

  it('refuses another kind of file and an image it cannot decode, storing nothing', async () => {
    const pdf = await store('PDF', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'a.pdf');
    const broken = await store('IMAGE', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'b.jpg');
    const before = await fileCount();
    await expect(coverFromImage(database.db, storage, pdf, null)).rejects.toThrow(/is PDF, not an image/);
    await expect(coverFromImage(database.db, storage, broken, null)).rejects.toBeInstanceOf(CoverError);
    expect(await fileCount()).toBe(before);
  });
});

describe('cover work at once', () => {
  it('a semaphore runs at most its size, in order, and frees the slot when a task fails', async () => {
    const slots = createSlots(2);
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const tasks = [0, 1, 2, 3].map((n) =>
      slots.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.push(resolve));
        if (n === 0) throw new Error('task 0 failed');
        return n;
      }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    finish[0]!();
    await expect(tasks[0]).rejects.toThrow('task 0 failed');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    finish[1]!();
    finish[2]!();
    await new Promise((r) => setTimeout(r, 0));
    finish[3]!();
    expect(await Promise.all(tasks.slice(1))).toEqual([1, 2, 3]);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it(`makes at most ${COVER_SLOTS} covers at once inside requests; the next waits for a free slot`, async () => {
    expect(COVER_SLOTS).toBe(2);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    const id = await store('IMAGE', photo, 'queued.png', 'image/png');
    const release: Array<() => void> = [];
    const holders = [0, 1].map(() =>
      coverSlots.run(() => new Promise<void>((resolve) => release.push(resolve))),
    );
    let done = false;
    const waiting = coverFromImage(database.db, storage, id, null).then((cover) => {
      done = true;
      return cover;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    expect(coverSlots.waiting).toBe(1);
    release.forEach((free) => free());
    await Promise.all(holders);
    await coverBytes(await waiting);
    expect(coverSlots.active).toBe(0);
  });
});
