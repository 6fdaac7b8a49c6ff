// Whose uploads a medium may be made of: the caller's own, any for an ADMIN, or files already belonging to
// a medium the caller manages. Two managers: one cannot build on the other's upload, and a refusal writes
// nothing (no medium, no version, no cover file, no audit entry).
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { files } from '../../../server/db/schema/media';
import { storedBytesOf } from '../../../server/files/store';
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

const served = async (url: string) => (await t.files.inject({ method: 'GET', url })).statusCode;
const idOf = (coverUrl: string | null) => coverUrl!.replace('/files/', '');
const update = (id: string, input: Record<string, unknown>, expectedUpdatedAt?: string) =>
  gql<{ updateMedium: Managed }>(t.api, MM.update, {
    token: t.tokens.admin,
    variables: { id, input, expectedUpdatedAt },
  });

describe('cover files', () => {
  it('deletes the uploaded image once its cover is saved: its raw bytes (and their metadata) are not served', async () => {
    const raw = await upload(t.tokens.admin, 'holiday.jpg', await png());
    expect(await served(`/files/${raw}`)).toBe(200);
    const created = dataOf(
      await create(t.tokens.admin, {
        title: 'Covered',
        type: 'LINK',
        externalUrl: 'https://example.org',
        coverFileId: raw,
      }),
    ).createMedium;
    expect(await served(created.coverUrl!)).toBe(200);
    expect(await served(`/files/${raw}`)).toBe(404);
    expect(await t.database.db.select().from(files).where(eq(files.id, raw))).toEqual([]);
  });

  it('keeps the upload when the change is refused, so saving again still finds it', async () => {
    const medium = dataOf(
      await create(t.tokens.admin, { title: 'Stale', type: 'LINK', externalUrl: 'https://example.org' }),
    ).createMedium;
    const raw = await upload(t.tokens.admin, 'again.png', await png());
    const stale = await update(medium.id, { coverFileId: raw }, '2020-01-01T00:00:00.000Z');
    expect(errorOf(stale)?.extensions?.code).toBe('CONFLICT');
    expect(await served(`/files/${raw}`)).toBe(200);
    const saved = dataOf(await update(medium.id, { coverFileId: raw }, medium.updatedAt)).updateMedium;
    expect(saved.coverUrl).not.toBeNull();
    expect(await served(`/files/${raw}`)).toBe(404);
  });

  it('deletes a replaced and a removed cover; one another medium still shows stays', async () => {
    const first = await upload(t.tokens.admin, 'first.png', await png());
    const medium = dataOf(
      await create(t.tokens.admin, {
        title: 'Twice covered',
        type: 'LINK',
        externalUrl: 'https://example.org',
        coverFileId: first,
      }),
    ).createMedium;
    const oldCover = medium.coverUrl!;
    // Another medium's cover made from this medium's cover: the source is in use and stays.
    const copy = dataOf(
      await create(t.tokens.admin, {
        title: 'Copied cover',
        type: 'LINK',
        externalUrl: 'https://example.org',
        coverFileId: idOf(oldCover),
      }),
    ).createMedium;
    expect(await served(oldCover)).toBe(200);
    const next = await upload(t.tokens.admin, 'second.png', await png());
    const replaced = dataOf(await update(medium.id, { coverFileId: next })).updateMedium;
    expect(await served(oldCover)).toBe(404);
    expect(await served(replaced.coverUrl!)).toBe(200);
    expect(await served(copy.coverUrl!)).toBe(200);
    const removed = dataOf(await update(medium.id, { coverFileId: null })).updateMedium;
    expect(removed.coverUrl).toBeNull();
    expect(await served(replaced.coverUrl!)).toBe(404);
  });

  it("deletes the old file's cover when a new version brings its own", async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Version two');
    const v1 = await upload(t.tokens.admin, 'v1.pdf', pdf);
    const medium = dataOf(
      await create(t.tokens.admin, { title: 'Versioned', type: 'PDF', fileId: v1 }),
    ).createMedium;
    expect(medium.coverUrl).not.toBeNull();
    const v2 = await upload(t.tokens.admin, 'v2.pdf', await doc.save());
    const replaced = await gql<{ replaceMediumFile: Managed }>(t.api, MM.replace, {
      token: t.tokens.admin,
      variables: { id: medium.id, fileId: v2 },
    });
    const after = dataOf(replaced).replaceMediumFile;
    expect(after.coverUrl).not.toBe(medium.coverUrl);
    expect(await served(after.coverUrl!)).toBe(200);
    expect(await served(medium.coverUrl!)).toBe(404);
    // The old file itself stays: its version keeps it.
    expect(await served(`/files/${v1}`)).toBe(200);
  });
});

const DISCARD = 'mutation discardUpload($fileId: ID!) { discardUpload(fileId: $fileId) }';
const discard = (token: string, fileId: string) =>
  gql<{ discardUpload: boolean }>(t.api, DISCARD, { token, variables: { fileId } });
const discards = async () =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.discard'))).length;

describe('discardUpload', () => {
  it("deletes the caller's own unused upload, frees their quota and audits it", async () => {
    const before = await storedBytesOf(t.database.db, t.userIds.manager);
    const id = await upload(t.tokens.manager, 'abandoned.pdf', pdf);
    expect(await storedBytesOf(t.database.db, t.userIds.manager)).toBe(before + pdf.length);
    const audits = await discards();
    expect(dataOf(await discard(t.tokens.manager, id)).discardUpload).toBe(true);
    expect(await served(`/files/${id}`)).toBe(404);
    expect(await t.database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
    expect(await storedBytesOf(t.database.db, t.userIds.manager)).toBe(before);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.discard'), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ entityType: 'file', actorId: t.userIds.manager });
    expect(await discards()).toBe(audits + 1);
  });

  it("refuses another person's upload (an ADMIN's too), a file in use and an unknown id, removing nothing", async () => {
    const theirs = await upload(t.tokens.manager, 'theirs.pdf', pdf);
    const used = await upload(t.tokens.coach, 'used.pdf', pdf);
    expect(
      (await create(t.tokens.coach, { title: 'Uses it', type: 'PDF', fileId: used })).body.errors,
    ).toBeUndefined();
    const audits = await discards();
    for (const token of [t.tokens.coach, t.tokens.admin])
      expect(errorOf(await discard(token, theirs))?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await discard(t.tokens.coach, used))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'fileId',
    });
    for (const fileId of ['00000000-0000-4000-8000-000000000000', 'not-an-id'])
      expect(errorOf(await discard(t.tokens.coach, fileId))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'fileId',
      });
    expect(errorOf(await discard(t.tokens.learner, theirs))?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await served(`/files/${theirs}`)).toBe(200);
    expect(await served(`/files/${used}`)).toBe(200);
    expect(await discards()).toBe(audits);
  });
});
