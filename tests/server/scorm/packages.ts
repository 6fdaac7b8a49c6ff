// Imports SCORM packages into a test database the way an upload does (storeReceived), and makes SCORM
// media that launch them; for the tests that play packages through the API.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { media } from '../../../server/db/schema/media';
import { openStorage, receiveBytes, type Storage } from '../../../server/files/storage';
import { storeReceived, type StoredScorm } from '../../../server/files/store';

export interface PackageStore {
  importPackage(zip: Uint8Array, name?: string): Promise<StoredScorm>;
  close(): Promise<void>;
}

export async function openPackageStore(database: Database): Promise<PackageStore> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lms-scorm-test-'));
  const storage: Storage = await openStorage(root);
  return {
    async importPackage(zip, name = 'course.zip') {
      const stored = await storeReceived(database.db, storage, {
        received: await receiveBytes(storage, zip),
        kind: 'SCORM',
        contentType: 'application/zip',
        originalName: name,
        uploadedBy: null,
      });
      if (!stored.scorm) throw new Error('the package was not imported');
      return stored.scorm;
    },
    close: () => rm(root, { recursive: true, force: true }),
  };
}

/** A published SCORM medium of no unit that launches the package, as createMedium makes it. */
export async function addScormMedium(
  database: Database,
  pkg: Pick<StoredScorm, 'packageId' | 'launchUrl' | 'title'>,
  title = pkg.title,
): Promise<string> {
  const [row] = await database.db
    .insert(media)
    .values({
      title,
      type: 'SCORM',
      published: true,
      scormPackageId: pkg.packageId,
      launchUrl: pkg.launchUrl,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('medium not created');
  return row.id;
}

/** What media management's replaceMediumFile does to the medium: the new package from now on. */
export async function switchPackage(database: Database, mediaId: string, pkg: StoredScorm): Promise<void> {
  await database.db
    .update(media)
    .set({ scormPackageId: pkg.packageId, launchUrl: pkg.launchUrl })
    .where(eq(media.id, mediaId));
}
