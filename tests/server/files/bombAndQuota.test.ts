// Zip bombs over HTTP and the per-uploader quota: refused with a message, nothing stored.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, scormPackages } from '../../../server/db/schema/media';
import { buildZipBomb } from '../../../scripts/bench/zipBomb';
import { buildZip, manifestXml } from '../scorm/helpers';
import { createHarness, multipart, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  // A quota of 3 MB: a 1 MB package that unpacks to 1 MB more fits once, not twice.
  h = await createHarness({ uploadMaxBytes: 5 * 1024 * 1024, uploadQuotaBytes: 3 * 1024 * 1024 });
});
afterAll(() => h.close());

async function upload(name: string, bytes: Uint8Array) {
  const { payload, headers } = await multipart({ name, bytes }, { kind: 'SCORM' });
  return h.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${await h.token(['EDUCATION_MANAGER'])}` },
  });
}

const stored = async () => ({
  files: (await h.database.db.select().from(files)).length,
  packages: (await h.database.db.select().from(scormPackages)).length,
  bytes: (await h.storedFiles()).length,
});

describe('POST /api/upload: zip bombs and quota', () => {
  it('refuses a 100 KB package that would unpack to 100 MB at once, leaving nothing', async () => {
    const bomb = buildZipBomb(100);
    expect(bomb.length).toBeLessThan(110 * 1024);
    const response = await upload('bomb.zip', bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SCORM_ZIP_BOMB' });
    expect(response.json().message).toMatch(/"zeros\.bin" would unpack .* zip bomb/);
    expect(await stored()).toEqual({ files: 0, packages: 0, bytes: 0 });
  }, 120_000);

  it('refuses what would take the uploader past their quota, with what they use and what it needs', async () => {
    // Random bytes do not compress, so 2 MB packed stays 2 MB unpacked (and passes the ratio).
    const noise = new Uint8Array(randomBytes(1024 * 1024));
    const course = () => buildZip({ 'imsmanifest.xml': manifestXml(), 'index.html': 'x', 'a.bin': noise });
    const first = await upload('one.zip', course());
    expect(first.statusCode).toBe(201);
    const before = await stored();
    const second = await upload('two.zip', course());
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(second.json().message).toMatch(
      /Storing "two\.zip" needs \d+ MB, but you already keep \d+ MB of your 3 MB/,
    );
    expect(await stored()).toEqual(before);
  });
});
