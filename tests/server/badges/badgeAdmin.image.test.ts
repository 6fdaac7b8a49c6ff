// A badge's uploaded image: re-encoded by the server as a 512 × 512 PNG (not the upload itself), kept when
// the editor sends it back, refused with the field when the upload is no image, and never taken by the
// hourly sweep of unused uploads.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema/media';
import { coverStorage } from '../../../server/files/covers';
import { sweepAbandonedUploads } from '../../../server/files/sweep';
import { gql } from '../api/harness';
import { startMediaApi, type MediaApi } from '../api/mediaHarness';
import { B, systemBadge, type SavedBadge } from './badgeAdminOps';

let t: MediaApi;
beforeAll(async () => {
  t = await startMediaApi();
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#aa3366' } })
    .jpeg()
    .toBuffer();

const fileRow = async (id: string) => (await t.database.db.select().from(files).where(eq(files.id, id)))[0];

describe('badge images', () => {
  it('re-encodes an upload as a square PNG, keeps it on the next save, and the sweep leaves it', async () => {
    const upload = await t.upload(t.tokens.admin, 'photo.jpg', new Uint8Array(await png(900, 300)));
    expect(upload.status).toBe(201);
    const res = await gql<{ saveBadge: SavedBadge }>(t.api, B.save, {
      token: t.tokens.admin,
      variables: { input: systemBadge('Photo badge', { design: null, imageFileId: upload.body.id }) },
    });
    expect(res.body.errors).toBeUndefined();
    const badge = res.body.data!.saveBadge;
    expect(badge.imageFileId).not.toBe(upload.body.id);
    expect(badge.imageUrl).toBe(`/files/${badge.imageFileId}`);
    expect(badge.design).toBeNull();
    const row = await fileRow(badge.imageFileId!);
    expect(row).toMatchObject({ kind: 'IMAGE', contentType: 'image/png' });
    const storage = await coverStorage(t.config);
    const meta = await sharp(storage.absolute(row!.storagePath)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 512, hasAlpha: true });
    // The upload it was made from is gone (its bytes could keep a camera's metadata).
    expect(await fileRow(upload.body.id)).toBeUndefined();

    const again = await gql<{ saveBadge: SavedBadge }>(t.api, B.save, {
      token: t.tokens.admin,
      variables: {
        input: systemBadge('Photo badge', { id: badge.id, design: null, imageFileId: badge.imageFileId }),
      },
    });
    expect(again.body.data!.saveBadge.imageFileId).toBe(badge.imageFileId);

    await sweepAbandonedUploads(t.database.db, storage, { olderThanMs: -60_000 });
    expect(await fileRow(badge.imageFileId!)).toMatchObject({
      id: badge.imageFileId,
      kind: 'IMAGE',
      contentType: 'image/png',
      storagePath: row!.storagePath,
    });

    // Back to the designer: the image is no longer used and goes.
    const designed = await gql<{ saveBadge: SavedBadge }>(t.api, B.save, {
      token: t.tokens.admin,
      variables: { input: systemBadge('Photo badge', { id: badge.id }) },
    });
    expect(designed.body.data!.saveBadge).toMatchObject({ imageFileId: null, design: { shape: 'shield' } });
    expect(await fileRow(badge.imageFileId!)).toBeUndefined();
  });

  it('refuses a file that is not an image on imageFileId and stores nothing', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Notes');
    const upload = await t.upload(t.tokens.admin, 'notes.pdf', await doc.save());
    expect(upload.body.kind).toBe('PDF');
    const res = await gql(t.api, B.save, {
      token: t.tokens.admin,
      variables: { input: systemBadge('PDF badge', { design: null, imageFileId: upload.body.id }) },
    });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageFileId' });
    const list = await gql<{ badges: { total: number } }>(t.api, B.list, {
      token: t.tokens.admin,
      variables: { kind: 'SYSTEM', search: 'PDF badge' },
    });
    expect(list.body.data!.badges.total).toBe(0);
  });
});
