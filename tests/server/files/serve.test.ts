import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodZip } from '../scorm/helpers';
import { createHarness, multipart, type Harness } from './harness';

let h: Harness;
let base: string;

beforeAll(async () => {
  h = await createHarness();
  // A secret beside the packages that no request may reach.
  await writeFile(path.join(h.root, 'secret.txt'), 'secret');
  const { payload, headers } = await multipart({
    name: 'course.zip',
    bytes: goodZip({ 'pages/a b.html': '<p>a</p>', 'pages/100%.html': 'full' }),
  });
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${await h.token(['ADMIN'])}` },
  });
  expect(response.statusCode).toBe(201);
  base = `/files/scorm/${response.json().scorm.packageId}`;
});
afterAll(() => h.close());

const get = (url: string) => h.app.inject({ method: 'GET', url });
const getContent = (url: string) => h.content.inject({ method: 'GET', url });

describe('GET /files/scorm/:packageId/* on the content origin', () => {
  it('is not served on the app origin, where a package could read the session', async () => {
    const page = await get(`${base}/index.html`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('<title>x</title>');
  });

  it('may be framed only by the host page (same origin), the app and its parents', async () => {
    const page = await getContent(`${base}/index.html`);
    expect(page.headers['content-security-policy']).toBe(
      `frame-ancestors 'self' ${new URL(h.config.publicUrl).origin}`,
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing else: no app, no API, no provider', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/graphql',
      '/oidc/.well-known/openid-configuration',
      '/config.json',
    ])
      expect((await getContent(url)).statusCode, url).toBe(404);
  });

  it('serves files of the package, including encoded names', async () => {
    const page = await getContent(`${base}/index.html`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>x</title>');
    expect((await getContent(`${base}/pages/a%20b.html`)).body).toBe('<p>a</p>');
    expect((await getContent(`${base}/pages/100%25.html`)).body).toBe('full');
  });

  it.each([
    '/../../secret.txt',
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/pages/..%5c..%5c..%5csecret.txt',
    '/pages//index.html',
    '/%00index.html',
  ])('refuses the traversal attempt %s', async (suffix) => {
    const response = await getContent(`${base}${suffix}`);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('secret');
  });

  it('lists no folders and knows no other package', async () => {
    expect((await getContent(`${base}/pages`)).statusCode).toBe(404);
    expect((await getContent(`${base}/pages/`)).statusCode).toBe(400);
    expect((await getContent(`${base}/`)).statusCode).toBe(400);
    expect(
      (await getContent('/files/scorm/00000000-0000-4000-8000-000000000000/index.html')).statusCode,
    ).toBe(404);
    expect((await getContent('/files/scorm/not-a-uuid/index.html')).statusCode).toBe(404);
  });

  it('serves uploaded videos with byte ranges for seeking', async () => {
    const video = new Uint8Array(4096);
    video.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]);
    const { payload, headers } = await multipart({ name: 'clip.mp4', bytes: video });
    const uploaded = await h.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${await h.token(['ADMIN'])}` },
    });
    const range = await h.app.inject({
      method: 'GET',
      url: uploaded.json().url,
      headers: { range: 'bytes=4-11' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.body).toBe('ftypisom');
  });

  it('answers 404 for unknown or malformed file ids', async () => {
    expect((await get('/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/files/..%2fsecret.txt')).statusCode).toBe(404);
  });
});
