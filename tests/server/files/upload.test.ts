import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, scormPackages } from '../../../server/db/schema/media';
import { fixture, fixturesPresent } from '../scorm/helpers';
import { createHarness, multipart, type Harness } from './harness';

const LIMIT = 600 * 1024;
let h: Harness;
let pdf: Uint8Array;

beforeAll(async () => {
  h = await createHarness({ uploadMaxBytes: LIMIT });
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Handout');
  pdf = await doc.save();
});
afterAll(() => h.close());

async function upload(token: string | undefined, ...args: Parameters<typeof multipart>) {
  const { payload, headers } = await multipart(...args);
  return h.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const rowCounts = async () => ({
  files: (await h.database.db.select().from(files)).length,
  packages: (await h.database.db.select().from(scormPackages)).length,
});

describe('POST /api/upload: who may upload', () => {
  it('answers 401 with a JSON message without a token, and with a bad one', async () => {
    const missing = await upload(undefined, { name: 'a.pdf', bytes: pdf });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({
      error: 'Unauthorized',
      message: expect.stringContaining('Sign in'),
    });
    const forged = await upload('not.a.token', { name: 'a.pdf', bytes: pdf });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 403 for a learner', async () => {
    const response = await upload(await h.token(['LEARNER']), { name: 'a.pdf', bytes: pdf });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only administrators and education managers can upload files.');
  });
});

describe('POST /api/upload: what may be uploaded', () => {
  it('stores a PDF for an education manager, hashed, under a generated name, and serves it back', async () => {
    const response = await upload(await h.token(['EDUCATION_MANAGER']), {
      name: 'hand out.pdf',
      bytes: pdf,
      type: 'text/plain',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'PDF',
      originalName: 'hand out.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(body.url).toBe(`/files/${body.id}`);
    const [row] = await h.database.db.select().from(files).where(eq(files.id, body.id));
    expect(row).toMatchObject({ storagePath: `blobs/${body.id}`, uploadedBy: h.userId });
    const { createHash } = await import('node:crypto');
    expect(row?.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(new Uint8Array(await readFile(path.join(h.root, 'blobs', body.id)))).toEqual(pdf);
    expect((await h.storedFiles()).some((f) => f.includes('hand out'))).toBe(false);

    const served = await h.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain('inline; filename="hand out.pdf"');
    expect(served.rawPayload.equals(Buffer.from(pdf))).toBe(true);
  });

  it.each([
    ['clip.mp4', [0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0], 'VIDEO', 'video/mp4'],
    [
      'clip.webm',
      [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')],
      'VIDEO',
      'video/webm',
    ],
    ['pic.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IMAGE', 'image/png'],
    ['pic.jpg', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'IMAGE', 'image/jpeg'],
    ['pic.webp', [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'IMAGE', 'image/webp'],
  ])('recognises %s by its content', async (name, bytes, kind, contentType) => {
    const response = await upload(await h.token(['ADMIN']), {
      name,
      bytes: new Uint8Array([...bytes, ...new Uint8Array(64)]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind, contentType });
  });

  it.each([
    ['setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'a Windows program'],
    [
      'logo.png',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'an SVG image',
    ],
    ['page.pdf', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'an HTML page'],
  ])('refuses the disguised file %s with 415 and stores nothing', async (name, bytes, label) => {
    const before = await rowCounts();
    const storedBefore = await h.storedFiles();
    const response = await upload(await h.token(['ADMIN']), {
      name,
      bytes: new Uint8Array(bytes),
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_TYPE_NOT_ALLOWED' });
    expect(response.json().message).toBe(
      `The file "${name}" is ${label}, which cannot be uploaded. Allowed are SCORM 1.2 packages (.zip), MP4 and WebM videos, PDF documents and PNG, JPEG or WebP images.`,
    );
    expect(await rowCounts()).toEqual(before);
    expect(await h.storedFiles()).toEqual(storedBefore);
  });

  it('answers 413 over the size limit and removes the partial file', async () => {
    const storedBefore = await h.storedFiles();
    const big = new Uint8Array(LIMIT + 1);
    big.set(pdf.subarray(0, 8));
    const response = await upload(await h.token(['ADMIN']), { name: 'big.pdf', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(response.json().message).toContain('larger than the upload limit of 600 KB');
    expect(await h.storedFiles()).toEqual(storedBefore);
  });

  it('refuses a declared kind that does not match the content, an empty file, no file and two files', async () => {
    const token = await h.token(['ADMIN']);
    const mismatch = await upload(token, { name: 'a.pdf', bytes: pdf }, { kind: 'VIDEO' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toContain('was sent as VIDEO, but its content is a PDF document');
    expect((await upload(token, { name: 'a.pdf', bytes: new Uint8Array() })).json().code).toBe(
      'UPLOAD_EMPTY',
    );
    expect((await upload(token, undefined, { kind: 'PDF' })).json().code).toBe('UPLOAD_NO_FILE');
    const two = await upload(token, { name: 'a.pdf', bytes: pdf }, {}, [{ name: 'b.pdf', bytes: pdf }]);
    expect(two.statusCode).toBe(422);
    expect(two.json().code).toBe('UPLOAD_TOO_MANY_FILES');
    const plain = await h.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { a: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(plain.statusCode).toBe(415);
  });
});

describe.skipIf(!fixturesPresent)('POST /api/upload: SCORM packages', () => {
  it('imports singlescobasic.zip, extracts it and serves the launch page', async () => {
    const response = await upload(
      await h.token(['ADMIN']),
      { name: 'singlescobasic.zip', bytes: fixture('singlescobasic.zip') },
      { kind: 'SCORM' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'SCORM',
      contentType: 'application/zip',
      originalName: 'singlescobasic.zip',
    });
    expect(body.scorm).toMatchObject({ title: 'Golf Explained - Run-time Basic Calls', masteryScore: null });
    expect(body.scorm.launchUrl).toBe(`/files/scorm/${body.scorm.packageId}/shared/launchpage.html`);
    const [row] = await h.database.db
      .select()
      .from(scormPackages)
      .where(eq(scormPackages.id, body.scorm.packageId));
    expect(row).toMatchObject({ fileId: body.id, version: '1.2', launchPath: 'shared/launchpage.html' });

    // Served on the content origin only (server/content).
    const page = await h.content.inject({ method: 'GET', url: body.scorm.launchUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toBe(
      `frame-ancestors 'self' ${new URL(h.config.publicUrl).origin}`,
    );
    expect((await h.app.inject({ method: 'GET', url: body.scorm.launchUrl })).statusCode).toBe(404);
    const css = await h.content.inject({
      method: 'GET',
      url: `/files/scorm/${body.scorm.packageId}/shared/style.css`,
    });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const zip = await h.app.inject({ method: 'GET', url: body.url });
    expect(zip.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('imports singlesco_scorm12.zip without a declared kind', async () => {
    const response = await upload(await h.token(['EDUCATION_MANAGER']), {
      name: 'golf.zip',
      bytes: fixture('singlesco_scorm12.zip'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().scorm.title).toBe('Golf Explained - CP Single SCO');
  });

  it.each([
    ['validscorm.zip', 'SCORM_MANIFEST_INVALID', 'not a usable SCORM 1.2 manifest'],
    [
      'badscorm.zip',
      'SCORM_MANIFEST_NOT_AT_ROOT',
      'inside the folder "badscorm"; it must be at the root of the zip',
    ],
    ['invalid.zip', 'SCORM_NO_MANIFEST', 'no imsmanifest.xml'],
  ])('refuses %s with its message and stores nothing', async (name, code, text) => {
    const before = await rowCounts();
    const storedBefore = await h.storedFiles();
    const response = await upload(
      await h.token(['ADMIN']),
      { name, bytes: fixture(name) },
      { kind: 'SCORM' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'Unprocessable Entity', code });
    expect(response.json().message).toContain(text);
    expect(await rowCounts()).toEqual(before);
    expect(await h.storedFiles()).toEqual(storedBefore);
  });
});

describe('POST /api/upload: malformed bodies', () => {
  it('answers 400 for a multipart body that cannot be parsed', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${await h.token(['ADMIN'])}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_MALFORMED' });
  });
});
