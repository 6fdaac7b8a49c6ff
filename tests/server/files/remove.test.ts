import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, scormPackages } from '../../../server/db/schema/media';
import { openStorage } from '../../../server/files/storage';
import { removeStoredFile } from '../../../server/files/store';
import { fixture, fixturesPresent } from '../scorm/helpers';
import { createHarness, multipart, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe.skipIf(!fixturesPresent)('removeStoredFile', () => {
  it('removes the rows, the stored zip and the extracted package', async () => {
    const { payload, headers } = await multipart({ name: 'golf.zip', bytes: fixture('singlescobasic.zip') });
    const uploaded = await h.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${await h.token(['ADMIN'])}` },
    });
    const { id, scorm } = uploaded.json();
    expect((await h.storedFiles()).length).toBeGreaterThan(40);
    expect((await h.content.inject({ method: 'GET', url: scorm.launchUrl })).statusCode).toBe(200);

    const storage = await openStorage(h.root);
    expect(await removeStoredFile(h.database.db, storage, id)).toBe(true);
    expect(await h.database.db.select().from(files)).toEqual([]);
    expect(await h.database.db.select().from(scormPackages)).toEqual([]);
    expect(await h.storedFiles()).toEqual([]);
    expect((await h.content.inject({ method: 'GET', url: scorm.launchUrl })).statusCode).toBe(404);
    expect(await removeStoredFile(h.database.db, storage, id)).toBe(false);
  });
});
