// The seeded demo video through the real upload and file routes: the sniffer takes it for WebM, and
// /files/<id> answers byte ranges, which a <video> element needs to seek and to resume mid-file. A
// stored video's length is read from its container and kept with the file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema/media';
import { createSecurityHandoutPdf } from '../../../server/media/handout';
import { DEMO_VIDEO_FILE, DEMO_VIDEO_SECONDS } from '../../../server/media/seed';
import { createHarness, multipart, type Harness } from './harness';

let h: Harness;
let video: Buffer;
let url: string;

beforeAll(async () => {
  h = await createHarness();
  video = await readFile(DEMO_VIDEO_FILE);
  // The declared type is wrong on purpose: the content decides.
  const { payload, headers } = await multipart({ name: 'lifting.webm', bytes: video, type: 'video/mp4' });
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${await h.token(['EDUCATION_MANAGER'])}` },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ kind: 'VIDEO', contentType: 'video/webm', size: video.length });
  url = response.json().url;
});
afterAll(() => h.close());

async function upload(name: string, bytes: Uint8Array) {
  const { payload, headers } = await multipart({ name, bytes });
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${await h.token(['ADMIN'])}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ id: string; durationSeconds?: number | null }>();
  const [row] = await h.database.db.select().from(files).where(eq(files.id, body.id));
  return { body, stored: row?.durationSeconds };
}

describe('the length of an uploaded video', () => {
  it('is read from a WebM and an MP4 container, answered and stored with the file', async () => {
    const webm = await upload('lifting.webm', video);
    expect(webm.body.durationSeconds).toBeCloseTo(DEMO_VIDEO_SECONDS, 1);
    expect(webm.stored).toBeCloseTo(DEMO_VIDEO_SECONDS, 1);
    const mp4 = await upload(
      'black.mp4',
      await readFile(path.join(import.meta.dirname, '../media/black-3s.mp4')),
    );
    expect(mp4.body.durationSeconds).toBeCloseTo(3, 3);
    expect(mp4.stored).toBeCloseTo(3, 3);
  });

  it('is null for a video whose container states none: it is still accepted', async () => {
    // The head is enough for the sniffer to take it for WebM; the Segment Info is cut off.
    const cut = await upload('cut.webm', video.subarray(0, 200));
    expect(cut.body.durationSeconds).toBeNull();
    expect(cut.stored).toBeNull();
  });

  it('is not measured for other kinds', async () => {
    const pdf = await upload('handout.pdf', await createSecurityHandoutPdf());
    expect(pdf.body).not.toHaveProperty('durationSeconds');
    expect(pdf.stored).toBeNull();
  });
});

const get = (range?: string) => h.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

describe('GET /files/:id for a WebM video', () => {
  it('serves the whole file inline as video/webm and announces byte ranges', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/webm',
      'accept-ranges': 'bytes',
      'content-length': String(video.length),
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toContain('inline; filename="lifting.webm"');
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it('answers a range in the middle with 206 and exactly those bytes', async () => {
    const response = await get('bytes=100000-100999');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-range']).toBe(`bytes 100000-100999/${video.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(video.subarray(100000, 101000))).toBe(true);
  });

  it('answers the open range a browser asks for first, and a suffix range', async () => {
    const open = await get('bytes=0-');
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 0-${video.length - 1}/${video.length}`);
    expect(open.rawPayload.equals(video)).toBe(true);
    const tail = await get('bytes=-500');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 500))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await get(`bytes=${video.length + 10}-`);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
  });
});
