import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/auth/verify';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { categories, files, media, scormPackages } from '../../../server/db/schema/media';
import { openTestDatabase } from '../../../server/db/testing';
import { buildContentServer } from '../../../server/content/index';
import { registerFiles } from '../../../server/files/index';
import { sniff } from '../../../server/files/sniff';
import { createSecurityHandoutPdf } from '../../../server/media/handout';
import { DEMO_VIDEO_FILE, DEMO_VIDEO_SECONDS, seedDemoMedia } from '../../../server/media/seed';
import { bytesSource, videoDurationSeconds } from '../../../server/media/videoDuration';

const config = testConfig();
let database: Database;
let root: string;

beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'lms-seed-test-'));
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

/** The file routes on the app origin and the content listener, over the seed's storage. */
async function withFileRoutes(use: (app: FastifyInstance, content: FastifyInstance) => Promise<void>) {
  const { publicKey } = await generateKeyPair('RS256');
  const verifier = createTokenVerifier(config, createLocalJWKSet({ keys: [await exportJWK(publicKey)] }));
  const app = fastify();
  const storage = await registerFiles(app, { config, db: database.db, verifier, storageRoot: root });
  const content = await buildContentServer({ config, storage });
  try {
    await use(app, content);
  } finally {
    await app.close();
    await content.close();
  }
}

describe('seedDemoMedia', () => {
  it('seeds categories, the demo course, the handout, the video and a link, all published for every unit', async () => {
    await seedDemoMedia(database.db, config, { storageRoot: root });
    const rows = await database.db.select().from(media);
    expect(rows.map((m) => m.type).sort()).toEqual(['LINK', 'PDF', 'SCORM', 'VIDEO']);
    expect(rows.every((m) => m.published && m.unitId === null)).toBe(true);
    const names = (await database.db.select().from(categories)).map((c) => c.name).sort();
    expect(names).toEqual(['Compliance', 'IT', 'Information security', 'Leadership', 'Safety']);

    const course = rows.find((m) => m.type === 'SCORM');
    const [pkg] = await database.db.select().from(scormPackages);
    // The medium has no mastery score of its own: the package's adlcp:masteryscore (80) applies.
    expect(course).toMatchObject({
      masteryScore: null,
      scormPackageId: pkg?.id,
      launchUrl: `/files/scorm/${pkg?.id}/index.html`,
    });
    expect(pkg).toMatchObject({
      title: 'Information security basics',
      launchPath: 'index.html',
      masteryScore: 80,
    });
    expect(rows.find((m) => m.type === 'LINK')?.externalUrl).toMatch(/^https:\/\//);

    const video = rows.find((m) => m.type === 'VIDEO');
    const [safety] = await database.db.select().from(categories).where(eq(categories.name, 'Safety'));
    const [file] = await database.db
      .select()
      .from(files)
      .where(eq(files.id, video?.fileId ?? ''));
    expect(video).toMatchObject({
      title: 'Safe lifting at work',
      categoryId: safety?.id,
      durationMinutes: 1,
      launchUrl: `/files/${file?.id}`,
    });
    expect(file).toMatchObject({
      kind: 'VIDEO',
      contentType: 'video/webm',
      originalName: 'safe-lifting.webm',
    });
    // Measured from the file when it was stored: what video progress is checked against.
    expect(file?.durationSeconds).toBeCloseTo(DEMO_VIDEO_SECONDS, 1);
  });

  it('seeds a video that the upload check itself takes for WebM', async () => {
    const bytes = new Uint8Array(await readFile(DEMO_VIDEO_FILE));
    expect(sniff(bytes.subarray(0, 4096))).toEqual({
      allowed: true,
      kind: 'VIDEO',
      contentType: 'video/webm',
      label: 'a WebM video',
    });
    // Small enough for the repository; its length is what the seed says.
    expect(bytes.length).toBeLessThan(600 * 1024);
    expect(await videoDurationSeconds(bytesSource(bytes))).toBeCloseTo(DEMO_VIDEO_SECONDS, 0);
  });

  it('is idempotent', async () => {
    await seedDemoMedia(database.db, config, { storageRoot: root });
    expect(await database.db.select().from(media)).toHaveLength(4);
    expect(await database.db.select().from(files)).toHaveLength(3);
    expect(await database.db.select().from(categories)).toHaveLength(5);
  });

  it('stores files that the file routes serve', async () => {
    await withFileRoutes(async (app, content) => {
      const rows = await database.db.select().from(media);
      for (const medium of rows.filter((m) => m.launchUrl)) {
        // SCORM packages only on the content origin, everything else on the app's.
        const server = medium.type === 'SCORM' ? content : app;
        const response = await server.inject({ method: 'GET', url: medium.launchUrl ?? '' });
        expect(response.statusCode).toBe(200);
      }
      const handout = rows.find((m) => m.type === 'PDF');
      const pdf = await app.inject({ method: 'GET', url: handout?.launchUrl ?? '' });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);
    });
  });

  it('serves the seeded video as WebM, byte for byte', async () => {
    await withFileRoutes(async (app) => {
      const [video] = await database.db.select().from(media).where(eq(media.type, 'VIDEO'));
      const served = await app.inject({ method: 'GET', url: video?.launchUrl ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('video/webm');
      expect(served.rawPayload.equals(await readFile(DEMO_VIDEO_FILE))).toBe(true);
    });
  });

  it('writes a real two-page handout', async () => {
    const doc = await PDFDocument.load(await createSecurityHandoutPdf());
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getTitle()).toBe('Information security basics - handout');
  });
});
