// Replacing a medium's file: a new version, learners mid-way stay on theirs, the old file stays, the
// mastery score and the cover follow the rules, the import report of the current package; refusals
// write nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../../server/db/schema/learning';
import { mediaVersions, scormPackages } from '../../../server/db/schema/media';
import { coverStorage } from '../../../server/files/covers';
import { FileInUseError, removeStoredFile } from '../../../server/files/store';
import { addLearner, Q } from '../learning/fixtures';
import { buildZip, manifestXml } from '../scorm/helpers';
import { gql, OPERATIONS } from './harness';
import { startMediaApi, type MediaApi } from './mediaHarness';
import { auditOf, dataOf, errorOf, MM, snapshot, type Managed } from './mediaManagementOps';

type Version = {
  version: number;
  fileId: string;
  fileName: string;
  createdByName: string | null;
  activeLearners: number;
};
type WithVersions = Managed & {
  versions: Version[];
  scormPackageId: string;
  launchUrl: string;
  masteryScore: number | null;
};

let t: MediaApi;
const video = readFileSync(path.resolve('server/media/demo/safe-lifting.webm'));
const zip = (mastery: string, page = 'index.html') =>
  buildZip({
    'imsmanifest.xml': manifestXml({ mastery, href: page }),
    [page]: '<!doctype html><title>x</title>',
  });

const upload = async (name: string, bytes: Uint8Array) => {
  const uploaded = await t.upload(t.tokens.manager, name, bytes);
  expect(uploaded.status).toBe(201);
  return uploaded.body;
};
const create = async (input: Record<string, unknown>) =>
  dataOf(
    await gql<{ createMedium: WithVersions }>(t.api, MM.create, {
      token: t.tokens.manager,
      variables: { input },
    }),
  ).createMedium;
const replace = (id: string, fileId: string, expectedUpdatedAt?: string, token = t.tokens.manager) =>
  gql<{ replaceMediumFile: WithVersions }>(t.api, MM.replace, {
    token,
    variables: { id, fileId, expectedUpdatedAt },
  });
const detail = async (id: string) =>
  dataOf(
    await gql<{ managedMedium: WithVersions & { importReport: unknown } }>(t.api, MM.one, {
      token: t.tokens.manager,
      variables: { id },
    }),
  ).managedMedium;

beforeAll(async () => {
  t = await startMediaApi();
});
afterAll(() => t.close());

describe('replacing a SCORM package', () => {
  it('makes a new version; a learner mid-way keeps the old one, everyone else launches the new one', async () => {
    const v1 = await upload('golf-v1.zip', zip('80'));
    const medium = await create({ title: 'Golf', type: 'SCORM', fileId: v1.id, published: true });
    const midway = await addLearner(t, 'midway');
    const finished = await addLearner(t, 'finished');
    const later = await addLearner(t, 'later');
    for (const [who, status] of [
      [midway, 'incomplete'],
      [finished, 'passed'],
    ] as const) {
      await gql(t.api, Q.enrol, { token: who.token, variables: { mediaId: medium.id } });
      const committed = await gql(t.api, OPERATIONS.commitSco, {
        token: who.token,
        variables: {
          input: {
            hash: `h-${status}`,
            mediaId: medium.id,
            committedAt: '2026-03-01T10:00:00Z',
            cmi: {
              core: { lesson_status: status, lesson_location: '3', score: { raw: '90' } },
              suspend_data: 'p3',
            },
          },
        },
      });
      expect(committed.body.errors).toBeUndefined();
    }
    expect((await detail(medium.id)).versions).toEqual([
      expect.objectContaining({ version: 1, fileName: 'golf-v1.zip', activeLearners: 1 }),
    ]);

    const v2 = await upload('golf-v2.zip', zip('60', 'start.html'));
    const replaced = dataOf(await replace(medium.id, v2.id, medium.updatedAt)).replaceMediumFile;
    expect(replaced).toMatchObject({
      version: 2,
      fileId: v2.id,
      fileName: 'golf-v2.zip',
      scormPackageId: v2.scorm?.packageId,
      launchUrl: v2.scorm?.launchUrl,
      masteryScore: 60,
    });
    expect(replaced.versions).toEqual([
      {
        version: 2,
        fileId: v2.id,
        fileName: 'golf-v2.zip',
        createdByName: 'Maria Schneider',
        activeLearners: 0,
      },
      {
        version: 1,
        fileId: v1.id,
        fileName: 'golf-v1.zip',
        createdByName: 'Maria Schneider',
        activeLearners: 1,
      },
    ]);
    expect((await auditOf(t, medium.id))[0]).toMatchObject({
      action: 'medium.replaceFile',
      changes: {
        version: { before: 1, after: 2 },
        fileId: { before: v1.id, after: v2.id },
        scormPackageId: { before: v1.scorm?.packageId, after: v2.scorm?.packageId },
      },
    });

    // The launch side (enrolments/scormPackage.ts) reads the pin this relies on.
    const packageOf = async (token: string) => {
      await gql(t.api, Q.enrol, { token, variables: { mediaId: medium.id } });
      const mine = await gql<{
        myMedia: Array<{ medium: { id: string }; launch: { scorm: { packageId: string } } }>;
      }>(t.api, Q.myMedia, { token });
      return dataOf(mine).myMedia.find((m) => m.medium.id === medium.id)?.launch.scorm.packageId;
    };
    expect(await packageOf(midway.token)).toBe(v1.scorm?.packageId);
    expect(await packageOf(finished.token)).toBe(v2.scorm?.packageId);
    expect(await packageOf(later.token)).toBe(v2.scorm?.packageId);

    // Nothing removes the old version's file or its extracted package while the version exists.
    const storage = await coverStorage(t.config);
    expect(existsSync(storage.scormDir(v1.scorm!.packageId))).toBe(true);
    await expect(removeStoredFile(t.database.db, storage, v1.id)).rejects.toBeInstanceOf(FileInUseError);
    expect(
      await t.database.db.select().from(scormPackages).where(eq(scormPackages.id, v1.scorm!.packageId)),
    ).toHaveLength(1);

    // Once the last learner on version 1 finishes, nobody plays it any more.
    await t.database.db
      .update(enrolments)
      .set({ status: 'COMPLETED' })
      .where(and(eq(enrolments.userId, midway.id), eq(enrolments.mediaId, medium.id)));
    expect((await detail(medium.id)).versions.map((v) => v.activeLearners)).toEqual([0, 0]);
  });

  it("keeps the medium's own mastery score, also one set to the old package's value; none: the new package's", async () => {
    const own = await create({
      title: 'Own',
      type: 'SCORM',
      fileId: (await upload('a.zip', zip('80'))).id,
      masteryScore: 95,
    });
    const kept = dataOf(await replace(own.id, (await upload('b.zip', zip('60'))).id)).replaceMediumFile;
    expect(kept.masteryScore).toBe(95);
    // Set on purpose to what the package says: it is the medium's own and stays with the new package.
    const same = await create({
      title: 'Same as the package',
      type: 'SCORM',
      fileId: (await upload('c.zip', zip('80'))).id,
      masteryScore: 80,
    });
    const still = dataOf(await replace(same.id, (await upload('d.zip', zip('60'))).id)).replaceMediumFile;
    expect(still.masteryScore).toBe(80);
    const none = await create({
      title: 'None',
      type: 'SCORM',
      fileId: (await upload('e.zip', zip('80'))).id,
    });
    const followed = dataOf(await replace(none.id, (await upload('f.zip', zip('60'))).id)).replaceMediumFile;
    expect(followed.masteryScore).toBe(60);
  });

  it('shows the current package import report', async () => {
    const medium = await create({
      title: 'Report',
      type: 'SCORM',
      fileId: (await upload('r.zip', zip('80'))).id,
    });
    expect((await detail(medium.id)).importReport).toEqual({
      organisations: [{ identifier: 'org1', title: 'Test & course', itemCount: 1, isDefault: true }],
      importedOrganisation: 'org1',
      itemCount: 1,
      scoCount: 1,
      assetCount: 0,
      missingFiles: [],
      warnings: expect.any(Array),
    });
    const link = await gql<{ createMedium: Managed }>(t.api, MM.create, {
      token: t.tokens.manager,
      variables: { input: { title: 'L', type: 'LINK', externalUrl: 'https://x.org' } },
    });
    expect((await detail(dataOf(link).createMedium.id)).importReport).toBeNull();
  });

  it('lists the current file of a medium made before versions were kept, and keeps it when replaced', async () => {
    const medium = await create({
      title: 'Legacy',
      type: 'SCORM',
      fileId: (await upload('old.zip', zip('80'))).id,
    });
    await t.database.db.delete(mediaVersions).where(eq(mediaVersions.mediaId, medium.id));
    expect((await detail(medium.id)).versions).toEqual([
      expect.objectContaining({ version: 1, fileName: 'old.zip', createdByName: null, activeLearners: 0 }),
    ]);
    const replaced = dataOf(
      await replace(medium.id, (await upload('new.zip', zip('80'))).id),
    ).replaceMediumFile;
    expect(replaced.versions.map((v) => [v.version, v.fileName])).toEqual([
      [2, 'new.zip'],
      [1, 'old.zip'],
    ]);
  });
});

describe('refusals write nothing', () => {
  it.each([
    ['a file of another kind', 'pdf', 'fileId', /is PDF, not SCORM/],
    ['the current file again', 'same', 'fileId', /already the current version/],
    ['an unknown file', 'unknown', 'fileId', /no uploaded file/],
    ['a stale expectedUpdatedAt', 'stale', null, /Someone else changed/],
  ])('refuses %s', async (_name, kind, field, message) => {
    const first = await upload('x.zip', zip('80'));
    const medium = await create({ title: 'Stable', type: 'SCORM', fileId: first.id });
    const pdf = await upload('h.pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    const fresh = await upload('y.zip', zip('80'));
    const fileId =
      kind === 'pdf'
        ? pdf.id
        : kind === 'same'
          ? first.id
          : kind === 'unknown'
            ? '00000000-0000-4000-8000-000000000000'
            : fresh.id;
    if (kind === 'stale')
      await gql(t.api, MM.update, {
        token: t.tokens.manager,
        variables: { id: medium.id, input: { title: 'Moved on' } },
      });
    const before = await snapshot(t.database, [medium.id]);
    const response = await replace(medium.id, fileId, kind === 'stale' ? medium.updatedAt : undefined);
    const error = errorOf(response);
    expect(error?.message).toMatch(message);
    expect(error?.extensions).toMatchObject(field ? { code: 'BAD_USER_INPUT', field } : { code: 'CONFLICT' });
    expect(await snapshot(t.database, [medium.id])).toEqual(before);
  });

  it('refuses replacing a link and an unknown medium, naming id', async () => {
    const link = await gql<{ createMedium: Managed }>(t.api, MM.create, {
      token: t.tokens.manager,
      variables: { input: { title: 'L', type: 'LINK', externalUrl: 'https://x.org' } },
    });
    const file = await upload('z.zip', zip('80'));
    for (const id of [dataOf(link).createMedium.id, '00000000-0000-4000-8000-000000000000']) {
      expect(errorOf(await replace(id, file.id))?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'id',
      });
    }
  });
});

describe('covers from the file', () => {
  it('takes a cover from a new video when the old cover came from the old one; keeps an uploaded cover', async () => {
    const first = await upload('lifting.webm', video);
    const medium = await create({ title: 'Lifting', type: 'VIDEO', fileId: first.id });
    expect(medium.coverUrl).toMatch(/^\/files\//);
    const second = await upload('lifting-v2.webm', video);
    const replaced = dataOf(await replace(medium.id, second.id)).replaceMediumFile;
    expect(replaced.coverUrl).toMatch(/^\/files\//);
    expect(replaced.coverUrl).not.toBe(medium.coverUrl);

    const png = await upload(
      'cover.png',
      await (
        await import('sharp')
      )
        .default({
          create: { width: 320, height: 180, channels: 3, background: '#225' },
        })
        .png()
        .toBuffer(),
    );
    const covered = dataOf(
      await gql<{ updateMedium: Managed }>(t.api, MM.update, {
        token: t.tokens.manager,
        variables: { id: medium.id, input: { coverFileId: png.id } },
      }),
    ).updateMedium;
    const third = await upload('lifting-v3.webm', video);
    expect(dataOf(await replace(medium.id, third.id)).replaceMediumFile.coverUrl).toBe(covered.coverUrl);
  });
});
