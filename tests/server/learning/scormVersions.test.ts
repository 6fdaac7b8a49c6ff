// Package versions of a SCORM medium: a learner who started keeps their package when media management
// replaces it, a learner who finished or never started gets the new one; packages imported before
// multi-SCO support (no item rows, migration 0009) keep working as one SCO.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { migrationsFolder } from '../../../server/db/client';
import { scorm12Attempts, scorm12AttemptStates } from '../../../server/db/schema/attempts';
import { enrolments } from '../../../server/db/schema/learning';
import { files, media, mediaVersions, scormPackages } from '../../../server/db/schema/media';
import { scormItems, scormScoStates } from '../../../server/db/schema/scorm';
import type { StoredScorm } from '../../../server/files/store';
import { gql, startTestApi, type TestApi } from '../api/harness';
import { commitScoAs, itemsOf, launchOf, type CommitArgs } from '../scorm/launch';
import { addScormMedium, openPackageStore, switchPackage, type PackageStore } from '../scorm/packages';
import { buildMultiScoPackage } from '../../support/multiScoPackage';
import { addLearner } from './fixtures';

let t: TestApi;
let store: PackageStore;
let v1: StoredScorm;
let v2: StoredScorm;
beforeAll(async () => {
  t = await startTestApi();
  store = await openPackageStore(t.database);
  v1 = await store.importPackage(buildMultiScoPackage());
  v2 = await store.importPackage(
    buildMultiScoPackage({ defaultOrganization: 'org_short', title: 'Version 2' }),
  );
});
afterAll(async () => {
  await t.close();
  await store.close();
});

const launch = (token: string, mediaId: string) => launchOf(t, token, mediaId);
const commit = (...args: CommitArgs) => commitScoAs(t, ...args);
async function commitOk(...args: CommitArgs) {
  const res = await commit(...args);
  expect(res.body.errors).toBeUndefined();
}
const pinOf = async (userId: string, mediaId: string) =>
  (
    await t.database.db
      .select({ pin: enrolments.scormPackageId })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.mediaId, mediaId)))
  )[0]?.pin;
async function enrol(token: string, mediaId: string) {
  const res = await gql(t.api, 'mutation ($id: ID!) { enrol(mediaId: $id) { status } }', {
    token,
    variables: { id: mediaId },
  });
  expect(res.body.errors).toBeUndefined();
}
const finishV1 = async (token: string, mediaId: string) => {
  for (const sco of ['intro', 'lesson1', 'survey'])
    await commitOk(token, mediaId, sco, { lesson_status: 'completed' });
  await commitOk(token, mediaId, 'quiz1', { lesson_status: 'passed', score: { raw: '100' } });
  await commitOk(token, mediaId, 'quiz2', { lesson_status: 'passed', score: { raw: '100' } });
};

describe('replacing the package while learners are on it', () => {
  it('keeps a learner mid-way on their package, and moves the others to the new one', async () => {
    const mediaId = await addScormMedium(t.database, v1);
    const midway = await addLearner(t, 'pin-midway');
    const fresh = await addLearner(t, 'pin-fresh');
    const done = await addLearner(t, 'pin-done');
    await enrol(fresh.token, mediaId);
    await commitOk(midway.token, mediaId, 'intro', {
      lesson_status: 'incomplete',
      lesson_location: 'p4',
      exit: 'suspend',
    });
    await finishV1(done.token, mediaId);
    expect(await pinOf(midway.id, mediaId)).toBe(v1.packageId);
    expect(await pinOf(fresh.id, mediaId)).toBeNull();

    await switchPackage(t.database, mediaId, v2);

    const resumed = await launch(midway.token, mediaId);
    expect(resumed.launch.scorm).toMatchObject({
      packageId: v1.packageId,
      startItem: 'intro',
      entry: 'resume',
      lessonLocation: 'p4',
    });
    expect(resumed.launch.scorm.items).toHaveLength(9);
    await commitOk(midway.token, mediaId, 'lesson1', { lesson_status: 'incomplete' });
    expect(itemsOf(await launch(midway.token, mediaId)).lesson1?.lessonStatus).toBe('incomplete');

    const started = await launch(fresh.token, mediaId);
    expect(started.launch.scorm).toMatchObject({ packageId: v2.packageId, startItem: 'short_intro' });
    expect(started.launch.url).toBe(`/files/scorm/${v2.packageId}/intro/index.html`);
    const refused = await commit(fresh.token, mediaId, 'lesson1', { lesson_status: 'completed' });
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'scoId' });
    await commitOk(fresh.token, mediaId, 'short_intro', { lesson_status: 'incomplete' });
    expect(await pinOf(fresh.id, mediaId)).toBe(v2.packageId);

    const again = await launch(done.token, mediaId);
    expect(again).toMatchObject({ status: 'PASSED' });
    expect(again.launch.scorm).toMatchObject({
      packageId: v2.packageId,
      entry: 'ab-initio',
      lessonStatus: 'not attempted',
    });
    await commitOk(done.token, mediaId, 'short_intro', { lesson_status: 'incomplete' });
    expect(await pinOf(done.id, mediaId)).toBe(v2.packageId);
    expect((await launch(done.token, mediaId)).status).toBe('PASSED');

    // The learner mid-way finishes version 1; their next launch opens version 2.
    await finishV1(midway.token, mediaId);
    expect(await launch(midway.token, mediaId)).toMatchObject({
      status: 'PASSED',
      launch: { scorm: { packageId: v2.packageId } },
    });
  });

  it("never lowers a finished learner's status or score by starting the new version", async () => {
    const mediaId = await addScormMedium(t.database, v1);
    const learner = await addLearner(t, 'keep-result');
    const result = async () => {
      const { status, score, progress } = await launch(learner.token, mediaId);
      return { status, score, progress };
    };
    await finishV1(learner.token, mediaId);
    expect(await result()).toEqual({ status: 'PASSED', score: 100, progress: 100 });

    await switchPackage(t.database, mediaId, v2);
    await commitOk(learner.token, mediaId, 'short_intro', { lesson_status: 'incomplete' });
    expect(await pinOf(learner.id, mediaId)).toBe(v2.packageId);
    expect(await result()).toEqual({ status: 'PASSED', score: 100, progress: 100 });
    // A score in the new attempt, still unfinished, does not replace the finished one either.
    await commitOk(learner.token, mediaId, 'short_intro', {
      lesson_status: 'incomplete',
      score: { raw: '20' },
    });
    expect(await result()).toEqual({ status: 'PASSED', score: 100, progress: 100 });
    // Failing the new version keeps the pass and its score.
    await commitOk(learner.token, mediaId, 'short_intro', { lesson_status: 'failed', score: { raw: '30' } });
    expect(await result()).toEqual({ status: 'PASSED', score: 100, progress: 100 });
    // Finishing it counts.
    await commitOk(learner.token, mediaId, 'short_intro', { lesson_status: 'passed', score: { raw: '85' } });
    expect(await result()).toEqual({ status: 'PASSED', score: 85, progress: 100 });
  });

  it('stores a commit that names an earlier version of the medium there, and refuses any other package', async () => {
    const mediaId = await addScormMedium(t.database, v1);
    await t.database.db.insert(mediaVersions).values([
      { mediaId, version: 1, scormPackageId: v1.packageId },
      { mediaId, version: 2, scormPackageId: v2.packageId },
    ]);
    await switchPackage(t.database, mediaId, v2);
    const learner = await addLearner(t, 'pin-named');
    // Launched version 1 before the switch; its first commit arrives afterwards.
    await commitOk(
      learner.token,
      mediaId,
      'quiz1',
      { lesson_status: 'incomplete' },
      { packageId: v1.packageId },
    );
    expect(await pinOf(learner.id, mediaId)).toBe(v1.packageId);
    expect((await launch(learner.token, mediaId)).launch.scorm.startItem).toBe('quiz1');

    const other = await store.importPackage(buildMultiScoPackage({ title: 'Somebody else' }));
    for (const packageId of [other.packageId, 'not-a-uuid']) {
      const res = await commit(learner.token, mediaId, 'intro', {}, { packageId });
      expect(res.body.errors?.[0]).toMatchObject({
        message: `packageId "${packageId}" is not a package of this medium.`,
        extensions: { code: 'BAD_USER_INPUT', field: 'packageId' },
      });
    }
  });
});

describe('packages without item rows', () => {
  it('play as one SCO that launches the package launch path, judged by the package mastery score', async () => {
    const [file] = await t.database.db
      .insert(files)
      .values({
        kind: 'SCORM',
        originalName: 'old.zip',
        contentType: 'application/zip',
        size: 1,
        sha256: 'x',
        storagePath: 'blobs/old',
      })
      .returning({ id: files.id });
    const [old] = await t.database.db
      .insert(scormPackages)
      .values({
        fileId: file?.id ?? '',
        title: 'Old course',
        launchPath: 'start.html?x=1',
        masteryScore: 70,
        manifest: {},
      })
      .returning({ id: scormPackages.id });
    const packageId = old?.id ?? '';
    const mediaId = await addScormMedium(t.database, {
      packageId,
      title: 'Old',
      launchUrl: `/files/scorm/${packageId}/start.html?x=1`,
    });
    const learner = await addLearner(t, 'legacy-package');
    await commitOk(learner.token, mediaId, undefined, { lesson_status: 'completed', score: { raw: '65' } });
    const mine = await launch(learner.token, mediaId);
    expect(mine.launch.scorm.items).toEqual([
      expect.objectContaining({
        identifier: 'sco',
        kind: 'SCO',
        url: `/files/scorm/${packageId}/start.html?x=1`,
        masteryScore: 70,
        lessonStatus: 'failed',
      }),
    ]);
    expect(mine).toMatchObject({ status: 'FAILED', score: 65 });
    await commitOk(learner.token, mediaId, 'sco', { lesson_status: 'completed', score: { raw: '75' } });
    expect((await launch(learner.token, mediaId)).status).toBe('PASSED');
    expect((await commit(learner.token, mediaId, 'item_1', {})).body.errors?.[0]?.extensions).toMatchObject({
      field: 'scoId',
    });
  });
});

describe('migration 0009 on data stored before multi-SCO support', () => {
  it('turns the package into its launch item, the saved state into that SCO state, and pins the learner', async () => {
    const db = t.database.db;
    const [file] = await db
      .insert(files)
      .values({
        kind: 'SCORM',
        originalName: 'golf.zip',
        contentType: 'application/zip',
        size: 1,
        sha256: 'y',
        storagePath: 'blobs/golf',
      })
      .returning({ id: files.id });
    const [golf] = await db
      .insert(scormPackages)
      .values({
        fileId: file?.id ?? '',
        title: 'Golf',
        launchPath: 'shared/launchpage.html',
        masteryScore: null,
        manifest: {
          items: [
            { identifier: 'org_title', title: 'Chapter', href: null },
            { identifier: 'item_1', title: 'Golf Explained', href: 'shared/launchpage.html' },
          ],
        },
      })
      .returning({ id: scormPackages.id });
    const packageId = golf?.id ?? '';
    const [medium] = await db
      .insert(media)
      .values({
        title: 'Golf',
        type: 'SCORM',
        published: true,
        scormPackageId: packageId,
        launchUrl: `/files/scorm/${packageId}/shared/launchpage.html`,
      })
      .returning({ id: media.id });
    const mediaId = medium?.id ?? '';
    const learner = await addLearner(t, 'legacy-state');
    await db.insert(enrolments).values({
      userId: learner.id,
      mediaId,
      status: 'INCOMPLETE',
      progress: 50,
      scormClosedSeconds: 600,
      scormSessionId: 'old',
      scormSessionSeconds: 60,
    });
    const [attempt] = await db
      .insert(scorm12Attempts)
      .values({
        userId: learner.id,
        mediaId,
        hash: 'legacy-1',
        cmi: { core: { exit: 'suspend' } },
        committedAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning({ id: scorm12Attempts.id });
    await db.insert(scorm12AttemptStates).values({
      userId: learner.id,
      mediaId,
      lastAttemptId: attempt?.id ?? '',
      lessonStatus: 'incomplete',
      lessonLocation: 'hole-7',
      suspendData: 'legacy',
      totalTime: '0000:11:00.00',
      committedAt: new Date('2025-01-01T00:00:00Z'),
    });

    const migration = await readFile(path.join(migrationsFolder, '0009_multi_sco_existing.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await db.select().from(scormItems).where(eq(scormItems.packageId, packageId))).toEqual([
      expect.objectContaining({
        identifier: 'item_1',
        title: 'Golf Explained',
        kind: 'SCO',
        href: 'shared/launchpage.html',
        position: 0,
      }),
    ]);
    expect(await db.select().from(scormScoStates).where(eq(scormScoStates.userId, learner.id))).toEqual([
      expect.objectContaining({
        packageId,
        scoId: 'item_1',
        exit: 'suspend',
        closedSeconds: 600,
        sessionId: 'old',
        sessionSeconds: 60,
        lessonLocation: 'hole-7',
      }),
    ]);
    expect(await pinOf(learner.id, mediaId)).toBe(packageId);
    const mine = await launch(learner.token, mediaId);
    expect(mine.launch.scorm).toMatchObject({
      startItem: 'item_1',
      entry: 'resume',
      lessonLocation: 'hole-7',
      suspendData: 'legacy',
      totalTime: '0000:11:00.00',
    });
    // The running session goes on being counted once, then a new one adds to it.
    await commitOk(learner.token, mediaId, undefined, { session_time: '0000:02:00' }, { sessionId: 'old' });
    await commitOk(learner.token, mediaId, undefined, { session_time: '0000:01:00' }, { sessionId: 'new' });
    expect((await launch(learner.token, mediaId)).launch.scorm.totalTime).toBe('0000:13:00.00');
  });
});
