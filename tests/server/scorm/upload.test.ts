// POST /api/upload with a multi-SCO package: the answer carries the import report, the package keeps it
// with its items, and the content origin serves every item's launch address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { files, scormPackages } from '../../../server/db/schema/media';
import { scormItems } from '../../../server/db/schema/scorm';
import { createHarness, multipart, type Harness } from '../files/harness';
import { buildMultiScoPackage, MULTI_SCO } from '../../support/multiScoPackage';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function upload(bytes: Uint8Array) {
  const { payload, headers } = await multipart({ name: 'multi.zip', bytes });
  return h.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${await h.token(['EDUCATION_MANAGER'])}` },
  });
}

describe('uploading a package with several SCOs', () => {
  it('answers the import report, stores it with the items and serves every launch address', async () => {
    const response = await upload(
      buildMultiScoPackage({ defaultOrganization: 'none', omitFiles: ['survey.html'] }),
    );
    expect(response.statusCode).toBe(201);
    const { scorm } = response.json();
    expect(scorm.report).toMatchObject({
      importedOrganisation: 'org_main',
      itemCount: 9,
      scoCount: 6,
      assetCount: 1,
      missingFiles: ['survey.html'],
    });
    expect(scorm.report.warnings[0]).toBe(
      'The default organisation "none" does not exist; the first, "org_main", is imported.',
    );
    expect(scorm.launchUrl).toBe(`/files/scorm/${scorm.packageId}/intro/index.html`);

    const [stored] = await h.database.db
      .select({ report: scormPackages.report })
      .from(scormPackages)
      .where(eq(scormPackages.id, scorm.packageId));
    expect(stored?.report).toEqual(scorm.report);
    const items = await h.database.db
      .select()
      .from(scormItems)
      .where(eq(scormItems.packageId, scorm.packageId))
      .orderBy(asc(scormItems.position));
    expect(items.map((i) => i.identifier)).toEqual(MULTI_SCO.items);
    for (const item of items.filter((i) => i.href !== null && i.identifier !== 'survey')) {
      const served = await h.content.inject({
        method: 'GET',
        url: `/files/scorm/${scorm.packageId}/${item.href}`,
      });
      expect(served.statusCode, item.href ?? '').toBe(200);
    }
  });

  it('refuses a package whose first launch file is missing, leaving no rows and no files', async () => {
    const before = (await h.database.db.select().from(files)).length;
    const response = await upload(buildMultiScoPackage({ omitFiles: ['intro/index.html'] }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SCORM_LAUNCH_MISSING' });
    expect((await h.database.db.select().from(files)).length).toBe(before);
  });
});
