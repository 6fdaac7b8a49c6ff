import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/auth/verify';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { categories, files, media, scormPackages } from '../../../server/db/schema/media';
import { openTestDatabase } from '../../../server/db/testing';
import { registerFiles } from '../../../server/files/index';
import { createSecurityHandoutPdf } from '../../../server/media/handout';
import { seedDemoMedia } from '../../../server/media/seed';

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

describe('seedDemoMedia', () => {
  it('seeds categories, the demo course, the handout and a link, all published for every unit', async () => {
    await seedDemoMedia(database.db, config, { storageRoot: root });
    const rows = await database.db.select().from(media);
    expect(rows.map((m) => m.type).sort()).toEqual(['LINK', 'PDF', 'SCORM']);
    expect(rows.every((m) => m.published && m.unitId === null)).toBe(true);
    const names = (await database.db.select().from(categories)).map((c) => c.name).sort();
    expect(names).toEqual(['Compliance', 'IT', 'Information security', 'Leadership', 'Safety']);

    const course = rows.find((m) => m.type === 'SCORM');
    const [pkg] = await database.db.select().from(scormPackages);
    expect(course).toMatchObject({
      masteryScore: 80,
      scormPackageId: pkg?.id,
      launchUrl: `/files/scorm/${pkg?.id}/index.html`,
    });
    expect(pkg).toMatchObject({
      title: 'Information security basics',
      launchPath: 'index.html',
      masteryScore: 80,
    });
    expect(rows.find((m) => m.type === 'LINK')?.externalUrl).toMatch(/^https:\/\//);
  });

  it('is idempotent', async () => {
    await seedDemoMedia(database.db, config, { storageRoot: root });
    expect(await database.db.select().from(media)).toHaveLength(3);
    expect(await database.db.select().from(files)).toHaveLength(2);
    expect(await database.db.select().from(categories)).toHaveLength(5);
  });

  it('stores files that the file routes serve', async () => {
    const { publicKey } = await generateKeyPair('RS256');
    const verifier = createTokenVerifier(config, createLocalJWKSet({ keys: [await exportJWK(publicKey)] }));
    const app = fastify();
    await registerFiles(app, { config, db: database.db, verifier, storageRoot: root });
    try {
      const rows = await database.db.select().from(media);
      for (const medium of rows.filter((m) => m.launchUrl)) {
        const response = await app.inject({ method: 'GET', url: medium.launchUrl ?? '' });
        expect(response.statusCode).toBe(200);
      }
      const handout = rows.find((m) => m.type === 'PDF');
      const pdf = await app.inject({ method: 'GET', url: handout?.launchUrl ?? '' });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('writes a real two-page handout', async () => {
    const doc = await PDFDocument.load(await createSecurityHandoutPdf());
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getTitle()).toBe('Information security basics - handout');
  });
});
