// Changing media: optimistic concurrency, mastery scores, covers, publishing one or many, archiving and
// restoring; every change with its audit entry, every refusal with nothing written.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, media } from '../../../server/db/schema/media';
import { addUnit, Q, unitId } from '../learning/fixtures';
import { buildZip, manifestXml } from '../scorm/helpers';
import { gql } from './harness';
import { startMediaApi, type MediaApi } from './mediaHarness';
import { auditOf, dataOf, errorOf, MM, snapshot, type Managed } from './mediaManagementOps';

let t: MediaApi;
let service: number;
let club: number;

const zip = (mastery: string) =>
  buildZip({ 'imsmanifest.xml': manifestXml({ mastery }), 'index.html': '<!doctype html><title>x</title>' });
const jpegWithOwner = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c03020' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Owner', Artist: 'Secret Owner' } } })
    .toBuffer();

async function create(input: Record<string, unknown>, token = t.tokens.admin): Promise<Managed> {
  return dataOf(await gql<{ createMedium: Managed }>(t.api, MM.create, { token, variables: { input } }))
    .createMedium;
}
const link = (title: string, extra: Record<string, unknown> = {}) =>
  create({ title, type: 'LINK', externalUrl: 'https://example.org/golf', ...extra });
const update = (
  id: string,
  input: Record<string, unknown>,
  expectedUpdatedAt?: string,
  token = t.tokens.admin,
) => gql<{ updateMedium: Managed }>(t.api, MM.update, { token, variables: { id, input, expectedUpdatedAt } });

beforeAll(async () => {
  t = await startMediaApi();
  service = await unitId(t.database, 'customer-service');
  club = await addUnit(t.database, 'golf-club');
});
afterAll(() => t.close());

describe('createMedium', () => {
  it('stores the medium with its own mastery score and an uploaded cover, and audits it', async () => {
    const pkg = await t.upload(t.tokens.manager, 'course.zip', zip('70'));
    const image = await t.upload(t.tokens.manager, 'cover.jpg', await jpegWithOwner());
    const created = await create(
      { title: 'Golf', type: 'SCORM', fileId: pkg.body.id, masteryScore: 90, coverFileId: image.body.id },
      t.tokens.manager,
    );
    expect(created).toMatchObject({ masteryScore: 90, version: 1, published: false });
    expect(created.coverUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(created.coverUrl).not.toBe(`/files/${image.body.id}`);
    const [entry] = await auditOf(t, created.id);
    expect(entry).toMatchObject({
      action: 'medium.create',
      actorName: 'Maria Schneider',
      entityType: 'medium',
    });
    expect(entry?.changes).toMatchObject({
      title: { before: null, after: 'Golf' },
      masteryScore: { after: 90 },
    });
  });

  it('re-encodes an uploaded cover: 640x360 WebP without the camera metadata', async () => {
    const image = await t.upload(t.tokens.admin, 'owner.jpg', await jpegWithOwner());
    const created = await link('With cover', { coverFileId: image.body.id });
    const served = await t.files.inject({ method: 'GET', url: created.coverUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it.each([
    ['a PDF as the cover', 'pdf'],
    ['an image that cannot be decoded', 'broken'],
    ['an image over 40 megapixels', 'huge'],
  ])('refuses %s naming coverFileId and stores nothing', async (_name, kind) => {
    const bytes =
      kind === 'pdf'
        ? new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
        : kind === 'broken'
          ? new Uint8Array([
              0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
            ])
          : await hugePng();
    const uploaded = await t.upload(t.tokens.admin, `cover-${kind}`, bytes);
    expect(uploaded.status).toBe(201);
    const filesBefore = await t.database.db.select({ id: files.id }).from(files);
    const before = await t.mediaCount();
    const response = await gql(t.api, MM.create, {
      token: t.tokens.admin,
      variables: {
        input: { title: 'x', type: 'LINK', externalUrl: 'https://x.org', coverFileId: uploaded.body.id },
      },
    });
    expect(errorOf(response)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'coverFileId' });
    if (kind === 'huge') expect(errorOf(response)?.message).toMatch(/at most 40/);
    expect(await t.mediaCount()).toBe(before);
    expect(await t.database.db.select({ id: files.id }).from(files)).toHaveLength(filesBefore.length);
  });

  it('refuses a mastery score for a link and out of range, naming masteryScore', async () => {
    const before = await t.mediaCount();
    for (const input of [
      { title: 'x', type: 'LINK', externalUrl: 'https://x.org', masteryScore: 50 },
      { title: 'x', type: 'SCORM', fileId: '00000000-0000-4000-8000-000000000000', masteryScore: 101 },
    ]) {
      const response = await gql(t.api, MM.create, { token: t.tokens.admin, variables: { input } });
      expect(errorOf(response)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'masteryScore' });
    }
    expect(await t.mediaCount()).toBe(before);
  });
});

describe("the learner's view of a cover", () => {
  it('shows coverUrl in the catalogue, the detail and My media, and serves the image without a token', async () => {
    const image = await t.upload(t.tokens.admin, 'cover.jpg', await jpegWithOwner());
    const medium = await link('Covered lesson', {
      published: true,
      coverFileId: image.body.id,
      description: 'covertest',
    });
    const uncovered = await link('Plain lesson', { published: true, description: 'covertest' });
    const catalogue = await gql<{ catalogue: { items: Array<{ id: string; coverUrl: string | null }> } }>(
      t.api,
      'query c($search: String) { catalogue(search: $search) { items { id coverUrl } } }',
      { token: t.tokens.learner, variables: { search: 'covertest' } },
    );
    expect(dataOf(catalogue).catalogue.items).toEqual(
      expect.arrayContaining([
        { id: medium.id, coverUrl: medium.coverUrl },
        { id: uncovered.id, coverUrl: null },
      ]),
    );
    const item = await gql<{ catalogueItem: { item: { coverUrl: string } } }>(
      t.api,
      'query i($id: ID!) { catalogueItem(id: $id) { item { coverUrl } } }',
      { token: t.tokens.learner, variables: { id: medium.id } },
    );
    expect(dataOf(item).catalogueItem.item.coverUrl).toBe(medium.coverUrl);
    await gql(t.api, Q.enrol, { token: t.tokens.learner, variables: { mediaId: medium.id } });
    const mine = await gql<{ myMedia: Array<{ medium: { id: string; coverUrl: string | null } }> }>(
      t.api,
      'query m { myMedia { medium { id coverUrl } } }',
      { token: t.tokens.learner },
    );
    expect(dataOf(mine).myMedia.find((m) => m.medium.id === medium.id)?.medium.coverUrl).toBe(
      medium.coverUrl,
    );
    // <img> cannot send a bearer token: covers are served like the media files, by their random id.
    const served = await t.files.inject({ method: 'GET', url: medium.coverUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});

describe('updateMedium', () => {
  it('answers CONFLICT with the medium as it is now when someone saved first, and writes nothing', async () => {
    const medium = await link('Shared');
    const first = dataOf(await update(medium.id, { title: 'Mine' }, medium.updatedAt)).updateMedium;
    expect(first.title).toBe('Mine');
    const before = await snapshot(t.database, [medium.id]);
    const stale = await update(medium.id, { title: 'Theirs' }, medium.updatedAt);
    expect(errorOf(stale)?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { id: medium.id, title: 'Mine', updatedAt: first.updatedAt },
    });
    expect(await snapshot(t.database, [medium.id])).toEqual(before);
    const fresh = await update(medium.id, { title: 'Theirs' }, first.updatedAt);
    expect(dataOf(fresh).updateMedium.title).toBe('Theirs');
    expect(new Date(dataOf(fresh).updateMedium.updatedAt) > new Date(first.updatedAt)).toBe(true);
  });

  it("sets and clears a SCORM medium's own mastery score (null: the package's)", async () => {
    const pkg = await t.upload(t.tokens.admin, 'course.zip', zip('60'));
    const medium = await create({ title: 'Course', type: 'SCORM', fileId: pkg.body.id });
    expect(medium.masteryScore).toBe(60);
    expect(dataOf(await update(medium.id, { masteryScore: 85 })).updateMedium.masteryScore).toBe(85);
    expect(dataOf(await update(medium.id, { masteryScore: null })).updateMedium.masteryScore).toBe(60);
    const entries = await auditOf(t, medium.id);
    expect(entries[0]).toMatchObject({
      action: 'medium.update',
      changes: { masteryScore: { before: 85, after: null } },
    });
  });

  it('sets, keeps and removes a cover', async () => {
    const medium = await link('Cover me');
    const image = await t.upload(t.tokens.admin, 'c.jpg', await jpegWithOwner());
    const covered = dataOf(await update(medium.id, { coverFileId: image.body.id })).updateMedium;
    expect(covered.coverUrl).toMatch(/^\/files\//);
    // Sending the current cover back (the form saves every field) makes no new file.
    const coverId = covered.coverUrl!.slice('/files/'.length);
    const count = (await t.database.db.select().from(files)).length;
    expect(
      dataOf(await update(medium.id, { coverFileId: coverId, title: 'Cover me too' })).updateMedium.coverUrl,
    ).toBe(covered.coverUrl);
    expect(await t.database.db.select().from(files)).toHaveLength(count);
    expect(dataOf(await update(medium.id, { coverFileId: null })).updateMedium.coverUrl).toBeNull();
  });

  it('refuses publishing an archived medium (restore first) and clearing a link address', async () => {
    const medium = await link('Old');
    await gql(t.api, MM.archive, { token: t.tokens.admin, variables: { ids: [medium.id] } });
    const before = await snapshot(t.database, [medium.id]);
    for (const [input, field, message] of [
      [{ published: true }, 'published', /Restore it first/],
      [{ externalUrl: null }, 'externalUrl', /needs an address/],
    ] as const) {
      const response = await update(medium.id, input);
      expect(errorOf(response)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(errorOf(response)?.message).toMatch(message);
    }
    expect(await snapshot(t.database, [medium.id])).toEqual(before);
  });
});

describe('another unit is out of reach', () => {
  it('answers FORBIDDEN to every change of another unit’s medium and writes nothing', async () => {
    const theirs = await link('Club rules', { unitId: String(club) });
    const image = await t.upload(t.tokens.manager, 'c.jpg', await jpegWithOwner());
    const pkg = await t.upload(t.tokens.manager, 'x.zip', zip('50'));
    const before = await snapshot(t.database, [theirs.id]);
    const calls: Array<[string, Record<string, unknown>]> = [
      [MM.update, { id: theirs.id, input: { title: 'Mine' } }],
      [MM.update, { id: theirs.id, input: { coverFileId: image.body.id } }],
      [MM.publish, { id: theirs.id, published: true }],
      [MM.publishMany, { ids: [theirs.id], published: true }],
      [MM.archive, { ids: [theirs.id] }],
      [MM.restore, { ids: [theirs.id] }],
      [MM.replace, { id: theirs.id, fileId: pkg.body.id }],
    ];
    for (const [query, variables] of calls) {
      const response = await gql(t.api, query, { token: t.tokens.manager, variables });
      expect(errorOf(response)?.extensions?.code, query.slice(0, 40)).toBe('FORBIDDEN');
      expect(response.body.data).toBeNull();
    }
    expect(await snapshot(t.database, [theirs.id])).toEqual(before);
    // A manager also cannot move their own medium into the club.
    const mine = await link('Mine', { unitId: String(service) });
    const move = await update(mine.id, { unitId: String(club) }, undefined, t.tokens.manager);
    expect(errorOf(move)?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('bulk publishing, archiving and restoring', () => {
  it('publishes several at once, each audited; all or nothing when one is another unit’s', async () => {
    const a = await link('A', { unitId: String(service) });
    const b = await link('B');
    const foreign = await link('C', { unitId: String(club) });
    const before = await snapshot(t.database, [a.id, b.id, foreign.id]);
    const refused = await gql(t.api, MM.publishMany, {
      token: t.tokens.manager,
      variables: { ids: [a.id, b.id, foreign.id], published: true },
    });
    expect(errorOf(refused)?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(t.database, [a.id, b.id, foreign.id])).toEqual(before);

    const done = await gql<{ setMediaPublished: Managed[] }>(t.api, MM.publishMany, {
      token: t.tokens.manager,
      variables: { ids: [b.id, a.id], published: true },
    });
    expect(dataOf(done).setMediaPublished.map((m) => [m.id, m.published])).toEqual([
      [b.id, true],
      [a.id, true],
    ]);
    expect((await auditOf(t, a.id))[0]).toMatchObject({ action: 'medium.publish', unitId: String(service) });
    expect((await auditOf(t, b.id))[0]).toMatchObject({
      action: 'medium.publish',
      changes: { published: { before: false, after: true } },
    });
  });

  it('names the list position of an unknown or archived medium and changes none', async () => {
    const a = await link('D');
    const archived = await link('E');
    await gql(t.api, MM.archive, { token: t.tokens.admin, variables: { ids: [archived.id] } });
    const before = await snapshot(t.database, [a.id, archived.id]);
    const unknown = await gql(t.api, MM.publishMany, {
      token: t.tokens.admin,
      variables: { ids: [a.id, '00000000-0000-4000-8000-000000000000'], published: true },
    });
    expect(errorOf(unknown)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids.1' });
    const withArchived = await gql(t.api, MM.publishMany, {
      token: t.tokens.admin,
      variables: { ids: [a.id, archived.id], published: true },
    });
    expect(errorOf(withArchived)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids.1' });
    const malformed = await gql(t.api, MM.archive, {
      token: t.tokens.admin,
      variables: { ids: [a.id, 'x'] },
    });
    expect(errorOf(malformed)?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids.1' });
    expect(await snapshot(t.database, [a.id, archived.id])).toEqual(before);
  });

  it('archives out of the catalogue and new enrolments; enrolled learners keep and open it; restore brings it back as it was', async () => {
    const medium = await link('Lifting basics', { published: true, description: 'archivetest' });
    const search = { search: 'archivetest' };
    const enrolled = await gql(t.api, Q.enrol, {
      token: t.tokens.learner,
      variables: { mediaId: medium.id },
    });
    expect(enrolled.body.errors).toBeUndefined();
    // Its one enrolment makes it the most popular medium: recommended to others until it is archived.
    const recommendedIds = async () =>
      dataOf(
        await gql<{ recommendations: Array<{ medium: { id: string } }> }>(t.api, Q.recommendations, {
          token: t.tokens.coach,
          variables: { count: 20 },
        }),
      ).recommendations.map((r) => r.medium.id);
    expect(await recommendedIds()).toContain(medium.id);

    const archived = await gql<{ archiveMedia: Managed[] }>(t.api, MM.archive, {
      token: t.tokens.manager,
      variables: { ids: [medium.id] },
    });
    expect(dataOf(archived).archiveMedia[0]).toMatchObject({
      published: true,
      archivedAt: expect.any(String),
    });
    expect((await auditOf(t, medium.id))[0]?.action).toBe('medium.archive');

    const catalogue = await gql<{ catalogue: { total: number } }>(t.api, Q.catalogue, {
      token: t.tokens.coach,
      variables: search,
    });
    expect(dataOf(catalogue).catalogue.total).toBe(0);
    const item = await gql<{ catalogueItem: null }>(t.api, Q.catalogueItem, {
      token: t.tokens.coach,
      variables: { id: medium.id },
    });
    expect(dataOf(item).catalogueItem).toBeNull();
    const newcomer = await gql(t.api, Q.enrol, { token: t.tokens.coach, variables: { mediaId: medium.id } });
    expect(errorOf(newcomer)).toMatchObject({
      message: 'This medium has been archived, so it takes no new enrolments.',
      extensions: { code: 'BAD_USER_INPUT', field: 'mediaId' },
    });
    expect(await recommendedIds()).not.toContain(medium.id);

    // The learner who had it keeps it in My media and can still finish it.
    const mine = await gql<{ myMedia: Array<{ medium: { id: string } }> }>(t.api, Q.myMedia, {
      token: t.tokens.learner,
    });
    expect(dataOf(mine).myMedia.map((m) => m.medium.id)).toContain(medium.id);
    const done = await gql(t.api, Q.done, { token: t.tokens.learner, variables: { mediaId: medium.id } });
    expect(done.body.errors).toBeUndefined();

    const restored = await gql<{ restoreMedia: Managed[] }>(t.api, MM.restore, {
      token: t.tokens.manager,
      variables: { ids: [medium.id] },
    });
    expect(dataOf(restored).restoreMedia[0]).toMatchObject({ published: true, archivedAt: null });
    const [restoreEntry] = await auditOf(t, medium.id);
    expect(restoreEntry).toMatchObject({ action: 'medium.restore' });
    expect(Object.keys((restoreEntry as { changes: object }).changes)).toEqual(['archivedAt']);
    const back = await gql<{ catalogue: { total: number } }>(t.api, Q.catalogue, {
      token: t.tokens.coach,
      variables: search,
    });
    expect(dataOf(back).catalogue.total).toBe(1);
  });

  it('answers only the media an archive archived, so its undo leaves ones archived earlier archived', async () => {
    const earlier = await link('Archived last year', { published: true });
    const active = await link('Still active', { published: true });
    const first = await gql<{ archiveMedia: Managed[] }>(t.api, MM.archive, {
      token: t.tokens.admin,
      variables: { ids: [earlier.id] },
    });
    const archivedAt = dataOf(first).archiveMedia[0]!.archivedAt;
    // The list filtered on "all": both picked, one of them archived before.
    const both = await gql<{ archiveMedia: Managed[] }>(t.api, MM.archive, {
      token: t.tokens.manager,
      variables: { ids: [earlier.id, active.id] },
    });
    expect(dataOf(both).archiveMedia.map((m) => m.id)).toEqual([active.id]);
    const none = await gql<{ archiveMedia: Managed[] }>(t.api, MM.archive, {
      token: t.tokens.manager,
      variables: { ids: [earlier.id] },
    });
    expect(dataOf(none).archiveMedia).toEqual([]);
    expect((await auditOf(t, earlier.id)).filter((e) => e.action === 'medium.archive')).toHaveLength(1);
    // The undo restores what the answer named.
    const undo = await gql<{ restoreMedia: Managed[] }>(t.api, MM.restore, {
      token: t.tokens.manager,
      variables: { ids: dataOf(both).archiveMedia.map((m) => m.id) },
    });
    expect(dataOf(undo).restoreMedia).toEqual([expect.objectContaining({ id: active.id, archivedAt: null })]);
    const [row] = await t.database.db
      .select({ archivedAt: media.archivedAt })
      .from(media)
      .where(eq(media.id, earlier.id));
    expect(row?.archivedAt?.toISOString()).toBe(archivedAt);
  });

  it('writes no audit entry and keeps updatedAt for a change that changes nothing', async () => {
    const medium = await link('Same', { published: true });
    const entries = (await auditOf(t, medium.id)).length;
    const again = await gql<{ setMediumPublished: Managed }>(t.api, MM.publish, {
      token: t.tokens.admin,
      variables: { id: medium.id, published: true },
    });
    expect(dataOf(again).setMediumPublished.updatedAt).toBe(medium.updatedAt);
    expect(await auditOf(t, medium.id)).toHaveLength(entries);
  });
});

/** A PNG whose header says 8000x6000 (48 megapixels); the pixel data never needs to be there. */
async function hugePng(): Promise<Uint8Array> {
  const { crc32 } = await import('node:zlib');
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(8000, 16);
  png.writeUInt32BE(6000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return new Uint8Array(png);
}
