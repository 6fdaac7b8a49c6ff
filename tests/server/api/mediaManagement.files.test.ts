// Whose uploads a medium may be made of: the caller's own, any for an ADMIN, or files already belonging to
// a medium the caller manages. Two managers: one cannot build on the other's upload, and a refusal writes
// nothing (no medium, no version, no cover file, no audit entry).
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema/media';
import { userUnits } from '../../../server/db/schema/units';
import { addUnit } from '../learning/fixtures';
import { gql } from './harness';
import { startMediaApi, type MediaApi } from './mediaHarness';
import { dataOf, errorOf, MM, snapshot, type Managed } from './mediaManagementOps';

let t: MediaApi;
let pdf: Uint8Array;
let ownUnit: number;

beforeAll(async () => {
  t = await startMediaApi();
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Handout');
  pdf = await doc.save();
  // A unit only the first manager belongs to.
  ownUnit = await addUnit(t.database, 'first-managers-unit');
  await t.database.db.insert(userUnits).values({ userId: t.userIds.manager, unitId: ownUnit });
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: '#2060c0' } })
    .png()
    .toBuffer();
const upload = async (token: string, name: string, bytes: Uint8Array) => {
  const uploaded = await t.upload(token, name, bytes);
  expect(uploaded.status).toBe(201);
  return uploaded.body.id;
};
const create = (token: string, input: Record<string, unknown>) =>
  gql<{ createMedium: Managed }>(t.api, MM.create, { token, variables: { input } });
const fileCount = async () => (await t.database.db.select({ id: files.id }).from(files)).length;
const forbidden = { code: 'FORBIDDEN' };

describe('using uploaded files', () => {
  it("refuses a second manager the first manager's upload as a file, a new version or a cover, writing nothing", async () => {
    const first = t.tokens.manager;
    const second = t.tokens.coach;
    const theirPdf = await upload(first, 'handout.pdf', pdf);
    const theirImage = await upload(first, 'cover.png', await png());
    const mine = dataOf(
      await create(second, { title: 'Mine', type: 'PDF', fileId: await upload(second, 'mine.pdf', pdf) }),
    ).createMedium;
    const before = await snapshot(t.database, [mine.id]);
    const filesBefore = await fileCount();
    const mediaBefore = await t.mediaCount();

    const made = await create(second, { title: 'Taken', type: 'PDF', fileId: theirPdf });
    expect(errorOf(made)?.extensions).toMatchObject(forbidden);
    expect(errorOf(made)?.message).toMatch(/files you uploaded yourself/);
    const covered = await create(second, {
      title: 'Taken cover',
      type: 'LINK',
      externalUrl: 'https://example.org',
      coverFileId: theirImage,
    });
    expect(errorOf(covered)?.extensions).toMatchObject(forbidden);
    const replaced = await gql(t.api, MM.replace, {
      token: second,
      variables: { id: mine.id, fileId: theirPdf },
    });
    expect(errorOf(replaced)?.extensions).toMatchObject(forbidden);
    const recovered = await gql(t.api, MM.update, {
      token: second,
      variables: { id: mine.id, input: { coverFileId: theirImage } },
    });
    expect(errorOf(recovered)?.extensions).toMatchObject(forbidden);

    expect(await t.mediaCount()).toBe(mediaBefore);
    expect(await fileCount()).toBe(filesBefore);
    expect(await snapshot(t.database, [mine.id])).toEqual(before);
  });

  it('lets the uploader and an ADMIN use it, and a manager a file of a medium they manage', async () => {
    const first = t.tokens.manager;
    const second = t.tokens.coach;
    const shared = await upload(first, 'shared.pdf', pdf);
    const ownUnitFile = await upload(first, 'own-unit.pdf', pdf);
    expect(
      (await create(first, { title: 'For everyone', type: 'PDF', fileId: shared })).body.errors,
    ).toBeUndefined();
    const inOwnUnit = await create(first, {
      title: 'For my unit',
      type: 'PDF',
      fileId: ownUnitFile,
      unitId: String(ownUnit),
    });
    expect(inOwnUnit.body.errors).toBeUndefined();
    // The medium for every unit is the second manager's to manage too, so is its file.
    const again = await create(second, { title: 'Same handout', type: 'PDF', fileId: shared });
    expect(again.body.errors).toBeUndefined();
    // Not a file of a medium of a unit they do not belong to.
    const foreign = await create(second, { title: 'Other unit', type: 'PDF', fileId: ownUnitFile });
    expect(errorOf(foreign)?.extensions).toMatchObject(forbidden);
    const byAdmin = await create(t.tokens.admin, {
      title: 'Admin copy',
      type: 'PDF',
      fileId: await upload(first, 'for-admin.pdf', pdf),
    });
    expect(byAdmin.body.errors).toBeUndefined();
  });

  it('still says BAD_USER_INPUT for a file that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const made = await create(t.tokens.coach, { title: 'x', type: 'PDF', fileId: missing });
    expect(errorOf(made)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fileId' });
    const covered = await create(t.tokens.coach, {
      title: 'x',
      type: 'LINK',
      externalUrl: 'https://example.org',
      coverFileId: missing,
    });
    expect(errorOf(covered)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'coverFileId' });
  });
});
