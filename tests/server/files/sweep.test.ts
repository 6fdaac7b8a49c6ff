// The sweep of abandoned uploads: files older than a day that nothing refers to go, with their bytes;
// anything a medium, a version, a medium's or a path's cover holds stays, and so does a fresh upload someone is still using.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { files, media, mediaVersions, scormPackages, type FileKind } from '../../../server/db/schema/media';
import { openTestDatabase } from '../../../server/db/testing';
import { learningPaths } from '../../../server/db/schema/paths';
import { registerFiles } from '../../../server/files/index';
import { openStorage, receiveBytes, type Storage } from '../../../server/files/storage';
import { FileInUseError, removeStoredFile, storeReceived } from '../../../server/files/store';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from '../../../server/files/sweep';

let database: Database;
let storage: Storage;
let root: string;
beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'lms-sweep-'));
  storage = await openStorage(root);
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const DAY = ABANDONED_AFTER_MS;

/** A stored file (bytes on disk) made `ageMs` ago. */
async function stored(name: string, ageMs: number, kind: FileKind = 'PDF') {
  const received = await receiveBytes(storage, new TextEncoder().encode(`%PDF-1.4 ${name}`));
  const { id } = await storeReceived(database.db, storage, {
    received,
    kind,
    contentType: 'application/pdf',
    originalName: name,
    uploadedBy: null,
  });
  await database.db
    .update(files)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(files.id, id));
  return id;
}
const exists = async (id: string) =>
  (await database.db.select().from(files).where(eq(files.id, id))).length > 0;
const bytesOf = async (id: string) => {
  const [row] = await database.db.select().from(files).where(eq(files.id, id));
  return row ? storage.absolute(row.storagePath) : null;
};

describe('sweepAbandonedUploads', () => {
  it('removes unreferenced uploads older than a day, and only those', async () => {
    const abandoned = await stored('abandoned.pdf', DAY + 60_000);
    const abandonedPath = (await bytesOf(abandoned))!;
    const fresh = await stored('fresh.pdf', DAY - 60_000);
    const mediumFile = await stored('medium.pdf', 3 * DAY);
    const cover = await stored('cover.webp', 3 * DAY, 'IMAGE');
    const oldVersion = await stored('v1.pdf', 3 * DAY);
    const pathCover = await stored('path-cover.webp', 3 * DAY, 'IMAGE');
    await database.db.insert(learningPaths).values({ title: 'Onboarding', coverFileId: pathCover });
    const pkgFile = await stored('course.zip', 3 * DAY);
    const [pkg] = await database.db
      .insert(scormPackages)
      .values({ fileId: pkgFile, title: 'c', launchPath: 'index.html', manifest: {} })
      .returning({ id: scormPackages.id });
    const [medium] = await database.db
      .insert(media)
      .values({ title: 'Held', type: 'PDF', fileId: mediumFile, coverFileId: cover })
      .returning({ id: media.id });
    await database.db.insert(mediaVersions).values([
      { mediaId: medium!.id, version: 1, fileId: oldVersion },
      // A version that names only the package (its file row's link was cleared) still holds the file.
      { mediaId: medium!.id, version: 2, fileId: null, scormPackageId: pkg!.id },
    ]);

    expect(await sweepAbandonedUploads(database.db, storage)).toBe(1);
    expect(await exists(abandoned)).toBe(false);
    await expect(stat(abandonedPath)).rejects.toThrow();
    for (const kept of [fresh, mediumFile, cover, oldVersion, pkgFile, pathCover])
      expect(await exists(kept)).toBe(true);
    // Nor does anything else delete a path's cover.
    await expect(removeStoredFile(database.db, storage, pathCover)).rejects.toBeInstanceOf(FileInUseError);
    // A day later the fresh one is abandoned too.
    expect(await sweepAbandonedUploads(database.db, storage, { now: new Date(Date.now() + DAY) })).toBe(1);
    expect(await exists(fresh)).toBe(false);
  });

  it('runs when the file routes start (and stops with them)', async () => {
    const abandoned = await stored('left-behind.pdf', 2 * DAY);
    const app = fastify();
    const config = testConfig();
    await registerFiles(app, {
      config,
      db: database.db,
      verifier: { verify: async () => null } as never,
      storageRoot: root,
    });
    await app.ready();
    await app.close();
    expect(await exists(abandoned)).toBe(false);
    const kept = await stored('not-swept.pdf', 2 * DAY);
    const quiet = fastify();
    await registerFiles(quiet, {
      config,
      db: database.db,
      verifier: { verify: async () => null } as never,
      storageRoot: root,
      sweepUploads: false,
    });
    await quiet.ready();
    await quiet.close();
    expect(await exists(kept)).toBe(true);
  });
});
