// A template's background is referred to only from inside a version's design: the hourly sweep of
// abandoned uploads must still see it as used (else certificates issued a day later fail to render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { files } from '../../../server/db/schema/media';
import { sweepAbandonedUploads } from '../../../server/files/sweep';
import { defaultDesign } from '../../../src/schemas/certificateDesign';
import { createMedium } from '../api/harness';
import {
  attachTemplate,
  newTemplateVersion,
  startCertificates,
  type CertificateHarness,
} from './certificatesHarness';

let h: CertificateHarness;
beforeAll(async () => {
  h = await startCertificates();
});
afterAll(() => h.close());

async function oldUpload(): Promise<string> {
  const id = randomUUID();
  await writeFile(h.storage.absolute(`blobs/${id}`), 'png');
  await h.t.database.db.insert(files).values({
    id,
    kind: 'IMAGE',
    originalName: 'background.png',
    contentType: 'image/png',
    size: 3,
    sha256: '0'.repeat(64),
    storagePath: `blobs/${id}`,
    createdAt: new Date(Date.now() - 3 * 86_400_000),
  });
  return id;
}

const exists = async (id: string) =>
  (await h.t.database.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;

describe('the upload sweep and certificate backgrounds', () => {
  it('keeps the background of every template version, removes an upload nothing uses', async () => {
    const first = await oldUpload();
    const second = await oldUpload();
    const unused = await oldUpload();
    const mediaId = await createMedium(h.t.database, 'Swept');
    const templateId = await attachTemplate(
      h.t,
      { mediaId },
      { design: { ...defaultDesign(), backgroundFileId: first } },
    );
    // Version 2 uses another background; version 1's stays needed by the certificates issued with it.
    await newTemplateVersion(h.t, templateId, { ...defaultDesign(), backgroundFileId: second });
    await sweepAbandonedUploads(h.t.database.db, h.storage);
    expect(await exists(first)).toBe(true);
    expect(await exists(second)).toBe(true);
    expect(await exists(unused)).toBe(false);
  });
});
