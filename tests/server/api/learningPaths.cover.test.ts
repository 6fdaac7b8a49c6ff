// A path's cover: an uploaded image re-encoded like media covers (not the upload itself), kept when the
// editor sends the current cover back, and refused (nothing stored) when the upload is not an image.
import { count } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPaths } from '../../../server/db/schema/paths';
import { addMedium } from '../learning/fixtures';
import { gql } from './harness';
import { LP, pathInput, section, type SavedPath } from './learningPathsOps';
import { startMediaApi, type MediaApi } from './mediaHarness';

let t: MediaApi;
let medium: string;
beforeAll(async () => {
  t = await startMediaApi();
  medium = await addMedium(t.database, { title: 'Covered' });
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

describe('learning path covers', () => {
  it('re-encodes an uploaded image as the cover and keeps it on the next save', async () => {
    const upload = await t.upload(t.tokens.manager, 'cover.png', new Uint8Array(await png()));
    expect(upload.status).toBe(201);
    const saved = await gql<{ saveLearningPath: SavedPath }>(t.api, LP.save, {
      token: t.tokens.manager,
      variables: {
        input: pathInput('With cover', [section({ mediaIds: [medium] })], { coverFileId: upload.body.id }),
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const path = saved.body.data!.saveLearningPath;
    expect(path.coverFileId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(path.coverFileId).not.toBe(upload.body.id);
    expect(path.coverUrl).toBe(`/files/${path.coverFileId}`);
    const again = await gql<{ saveLearningPath: SavedPath }>(t.api, LP.save, {
      token: t.tokens.manager,
      variables: {
        input: pathInput('With cover', [section({ id: path.sections[0]!.id, mediaIds: [medium] })], {
          id: path.id,
          coverFileId: path.coverFileId,
        }),
      },
    });
    expect(again.body.data!.saveLearningPath.coverFileId).toBe(path.coverFileId);
  });

  it('refuses a file that is not an image on coverFileId and stores nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(learningPaths);
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Notes');
    const upload = await t.upload(t.tokens.manager, 'notes.pdf', await doc.save());
    expect(upload.body.kind).toBe('PDF');
    const id = upload.body.id;
    const saved = await gql(t.api, LP.save, {
      token: t.tokens.manager,
      variables: { input: pathInput('Bad cover', [section({ mediaIds: [medium] })], { coverFileId: id }) },
    });
    expect(saved.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'coverFileId',
    });
    const [after] = await t.database.db.select({ n: count() }).from(learningPaths);
    expect(after?.n).toBe(before?.n);
  });
});
