// The seeded demo video through the real upload and file routes: the sniffer takes it for WebM, and
// /files/<id> answers byte ranges, which a <video> element needs to seek and to resume mid-file.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEO_FILE } from '../../../server/media/seed';
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
