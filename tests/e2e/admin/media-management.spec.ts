// Media management in Chromium against the real stack (a stack of its own, so its data folder can be
// looked at): the manager uploads a video on a throttled connection and sees the progress bar move,
// cancels (nothing stays on the server: no medium in the API, no file in storage), retries, fills the
// form with a cover, creates, edits and publishes; the learner finds it in the catalogue with its
// cover. A SCORM package shows its import report; replaced by a new version while a learner is in the
// middle, the learner resumes the old version where they left it, and a new start gets the new one.
// The list: search, filters and sort in the URL (a reload shows the same list), bulk archive after a
// confirmation with an undo. Axe in light and dark, 1366/390 px, no sideways scroll at 320 px, German.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CDPSession } from '@playwright/test';
import { expect, test, type Browser, type FrameLocator, type Page } from '../support/test';
import { buildMultiScoPackage, MULTI_SCO } from '../../support/multiScoPackage';
import { accessToken, graphql, mainHeading, screenshot, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const tag = Date.now().toString(36).slice(-4);
const VIDEO = `Lifting safely ${tag}`;
const COURSE = `Fire drill ${tag}`;

async function openMediaManagement(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Media management' }).click();
  await expect(mainHeading(page)).toHaveText('Media management');
  await expect(
    page.getByRole('table', { name: 'Media' }).or(page.getByRole('list', { name: 'Media' })),
  ).toBeVisible();
}

/** Every file under the server's storage (stored files, unpacked packages, uploads in progress). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(stack.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Every medium the caller manages, archived too, as the API lists them. */
async function managedTitles(page: Page): Promise<string[]> {
  const result = await graphql<{ managedMedia: { items: Array<{ title: string }> } }>(
    stack.baseURL,
    await accessToken(page),
    'query { managedMedia(filter: { state: ALL }, first: 100) { items { title } } }',
  );
  return result.data!.managedMedia.items.map((m) => m.title);
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/** Limits the tab's upload speed (bytes per second), or lifts the limit (null). One session per tab:
 * conditions set through another session would stay in force. */
async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    cdpSessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** The test video with a `free` box after it: still a valid MP4, large enough to watch it upload. */
async function largeVideo(bytes: number): Promise<Buffer> {
  const video = await readFile(path.join(import.meta.dirname, '../../server/media/black-3s.mp4'));
  const free = Buffer.alloc(bytes);
  free.writeUInt32BE(bytes, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([video, free]);
}

const coverImage = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: '#b3471d' } })
    .png()
    .toBuffer();

/** Watches the upload's progress bar until it has shown at least two values between 0 and 100. */
async function seeProgressMoving(page: Page): Promise<number[]> {
  const bar = page.getByRole('progressbar', { name: /^Upload of / });
  await expect(bar).toBeVisible();
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const value = Number(await bar.getAttribute('aria-valuenow'));
        if (value > 0 && value < 100) seen.add(value);
        return seen.size;
      },
      { timeout: 30_000, intervals: [150] },
    )
    .toBeGreaterThanOrEqual(2);
  return [...seen];
}

async function signedIn(browser: Browser, username: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, '/', stack.baseURL);
  return page;
}

test('the manager uploads a video (progress, cancel, retry), edits and publishes it; the learner sees it with its cover', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, 'manager');
  await openMediaManagement(page);
  await noSeriousViolations(page, 'media list (dark)');
  await screenshot(page, 'media-list-1366-dark');
  const before = await storedFiles();
  const titlesBefore = await managedTitles(page);

  // Upload on a slow connection: the bar moves, and cancelling keeps nothing on the server.
  await page.getByRole('link', { name: 'Add medium' }).click();
  await expect(mainHeading(page)).toHaveText('Add a medium');
  await page.getByRole('button', { name: 'Upload a file' }).click();
  await throttleUploads(page, 150_000);
  const video = {
    name: `lifting-safely-${tag}.mp4`,
    mimeType: 'video/mp4',
    buffer: await largeVideo(3_000_000),
  };
  await page.getByLabel('File', { exact: true }).setInputFiles(video);
  const values = await seeProgressMoving(page);
  expect(values.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(new RegExp(`^lifting-safely-${tag}\\.mp4: \\d+ % · `))).toBeVisible();
  await screenshot(page, 'media-upload-progress-dark');
  await page.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'was cancelled. Nothing was kept.' }),
  ).toBeVisible();
  await expect.poll(storedFiles, { timeout: 10_000 }).toEqual(before);
  expect(await managedTitles(page)).toEqual(titlesBefore);

  // Retried at full speed: the form starts with a title from the file name and checks as one types.
  await throttleUploads(page, null);
  await page.getByRole('button', { name: 'Try again' }).click();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(`lifting safely ${tag}`);
  await title.fill('');
  await title.blur();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.fill(VIDEO);
  await expect(page.getByText('Enter a title.')).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('How to lift boxes without hurting your back.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Safety' });
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverImage() });
  await expect(page.locator('form img[src^="/files/"]')).toBeVisible();
  await noSeriousViolations(page, 'new medium form (dark)');
  await screenshot(page, 'media-new-form-1366-dark');
  await page.getByRole('button', { name: 'Create medium' }).click();

  // The edit page: change, save, then publish (only once nothing is unsaved).
  await expect(page).toHaveURL(/[?&]edit=/);
  await expect(mainHeading(page)).toHaveText(VIDEO);
  await expect(page.getByText('Not published', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(VIDEO);
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('How to lift boxes and bags without hurting your back.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Learners see it in the catalogue.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw from the catalogue' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview as learners see it' });
  await expect(preview.getByRole('heading', { name: VIDEO }).first()).toBeVisible();
  await expect(preview.locator('img[src^="/files/"]').first()).toBeVisible();
  await noSeriousViolations(page, 'medium edit page (dark)');
  await screenshot(page, 'media-edit-1366-dark');

  // The learner finds it in the catalogue with its cover (the image really loads).
  const learner = await signedIn(browser, 'learner');
  await learner.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await learner.getByRole('searchbox', { name: 'Search the catalogue' }).fill(VIDEO);
  const card = learner.getByRole('listitem').filter({ has: learner.getByRole('heading', { name: VIDEO }) });
  const cover = card.locator('img');
  await expect(cover).toHaveAttribute('src', /^\/files\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(learner, 'media-learner-catalogue-cover');
  await learner.context().close();
  await page.context().close();
});

/** The SCO's own page, in the frame the host page puts below it. */
const scoFrame = (page: Page, part: string): FrameLocator =>
  page.frameLocator(`iframe[title="Course: ${COURSE}, part: ${part}"]`).frameLocator('iframe[name="sco"]');
const partHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

async function connected(page: Page, part: string): Promise<FrameLocator> {
  await expect(partHeading(page)).toHaveText(part);
  const frame = scoFrame(page, part);
  await expect(frame.locator('#lms-status')).toHaveText('Connected');
  return frame;
}

/** The address of the SCO page the learner's tab plays now. */
const scoUrl = (page: Page) =>
  page
    .frames()
    .find((f) => f.name() === 'sco')
    ?.url() ?? '';

test('a SCORM package shows its import report; a new version leaves the learner in the middle of the old one', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await signedIn(browser, 'admin');
  await openMediaManagement(admin);
  await noSeriousViolations(admin, 'media list (light)');
  await screenshot(admin, 'media-list-1366-light');

  // Upload version 1: the report says what the importer found.
  await admin.getByRole('link', { name: 'Add medium' }).click();
  await admin.getByRole('button', { name: 'Upload a file' }).click();
  const v1Answer = admin.waitForResponse((r) => r.url().endsWith('/api/upload') && r.status() === 201);
  await admin.getByLabel('File', { exact: true }).setInputFiles({
    name: 'fire-drill.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(buildMultiScoPackage({ title: `${COURSE} (v1)` })),
  });
  const v1 = ((await (await v1Answer).json()) as { scorm: { packageId: string } }).scorm.packageId;
  const report = admin.getByRole('region', { name: 'What the import found' });
  await expect(report).toContainText(
    `${MULTI_SCO.items.length} items, ${MULTI_SCO.scos.length} SCOs, ${MULTI_SCO.assets.length} asset`,
  );
  await expect(report).toContainText('Imported organisation: org_main');
  await expect(report.getByRole('listitem').filter({ hasText: '(org_short):' })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: /^Title/ })).toHaveValue(`${COURSE} (v1)`);
  await admin.getByRole('textbox', { name: /^Title/ }).fill(COURSE);
  await admin.getByRole('checkbox', { name: /^Published/ }).check();
  await noSeriousViolations(admin, 'new SCORM medium with its report (light)');
  await screenshot(admin, 'media-new-scorm-report-1366-light');
  await admin.getByRole('button', { name: 'Create medium' }).click();
  await expect(mainHeading(admin)).toHaveText(COURSE);
  const mediaId = new URL(admin.url()).searchParams.get('edit')!;

  // The learner starts, completes the introduction and leaves the lesson in the middle.
  const learner = await signedIn(browser, 'learner');
  await learner.goto(`${stack.baseURL}/catalogue?item=${mediaId}`);
  await learner.getByRole('button', { name: 'Enrol' }).click();
  await learner.getByRole('link', { name: 'Start' }).click();
  const intro = await connected(learner, 'Introduction');
  await intro.getByRole('button', { name: 'Complete' }).click();
  await learner.getByRole('button', { name: 'Next: Lesson 1' }).click();
  const lesson = await connected(learner, 'Lesson 1');
  expect(scoUrl(learner)).toContain(v1);
  await lesson.getByRole('textbox', { name: 'Bookmark' }).fill('page 2');
  await lesson.getByRole('button', { name: 'Save bookmark' }).click();
  await expect(lesson.locator('#location')).toHaveText('page 2');
  await learner.getByRole('link', { name: 'Back to my media' }).click();
  await expect(
    learner.getByRole('article', { name: COURSE, exact: true }).getByText('In progress'),
  ).toBeVisible();

  // Version 2 replaces the package; the old one keeps its learner.
  await admin.reload();
  await expect(mainHeading(admin)).toHaveText(COURSE);
  await admin.getByRole('button', { name: 'Replace with a new version' }).click();
  const v2Answer = admin.waitForResponse((r) => r.url().endsWith('/api/upload') && r.status() === 201);
  await admin.getByLabel('New version', { exact: true }).setInputFiles({
    name: 'fire-drill-v2.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(buildMultiScoPackage({ title: `${COURSE} (v2)` })),
  });
  const v2 = ((await (await v2Answer).json()) as { scorm: { packageId: string } }).scorm.packageId;
  await expect(admin.getByText(/^New version in place./).first()).toBeVisible();
  const versions = admin.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row', { name: /Version 2 \(current\)/ })).toContainText('No learners');
  await expect(versions.getByRole('row', { name: /^Version 1 / })).toContainText('1 learner');
  await screenshot(admin, 'media-edit-versions-1366-light');

  // The learner resumes the old version at the bookmark.
  await learner
    .getByRole('article', { name: COURSE, exact: true })
    .getByRole('link', { name: 'Continue' })
    .click();
  const resumed = await connected(learner, 'Lesson 1');
  await expect(resumed.locator('#entry')).toHaveText('resume');
  await expect(resumed.locator('#location')).toHaveText('page 2');
  expect(scoUrl(learner)).toContain(v1);
  await learner.context().close();

  // Someone starting now gets the new version.
  const coach = await signedIn(browser, 'coach');
  const token = await accessToken(coach);
  const started = await graphql<{ enrol: { launch: { url: string } } }>(
    stack.baseURL,
    token,
    'mutation($id: ID!) { enrol(mediaId: $id) { launch { url } } }',
    { id: mediaId },
  );
  expect(started.errors).toBeUndefined();
  expect(started.data!.enrol.launch.url).toContain(v2);
  await coach.context().close();
  await admin.context().close();
});

test('the list: search, filters and sort live in the address; archive asks, then offers an undo; small screens and German', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');
  await openMediaManagement(admin);

  // Nothing found: the list says so and clears.
  const search = admin.getByRole('searchbox', { name: 'Search media' });
  await search.fill('zzzzqqq');
  await expect(admin.getByText(/Nothing matches|No media match/)).toBeVisible();
  await admin.getByRole('button', { name: /Clear/ }).click();
  await expect(search).toHaveValue('');

  // A filter and a sort go into the address; a reload shows the same list.
  await admin.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'SCORM course' });
  await expect(admin).toHaveURL(/[?&]type=SCORM/);
  await admin.getByRole('button', { name: /^Title/ }).click();
  await expect(admin).toHaveURL(/[?&]sort=title/);
  await admin.reload();
  await expect(admin.getByRole('combobox', { name: 'Type' })).toHaveValue('SCORM');
  const table = admin.getByRole('table', { name: 'Media' });
  await expect(table.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
  const types = await table.getByRole('row').locator('td:nth-child(3)').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['SCORM course']));

  // Archive asks first; the toast's undo restores.
  await admin.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Any' });
  await search.fill('Safe lifting');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('checkbox', { name: 'Select Safe lifting at work' }).check();
  await admin
    .getByRole('region', { name: 'Actions for the selected rows' })
    .getByRole('button', { name: 'Archive' })
    .click();
  const dialog = admin.getByRole('alertdialog', { name: 'Archive 1 medium?' });
  await expect(dialog).toBeVisible();
  await noSeriousViolations(admin, 'archive confirmation (light)');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(admin.getByText('1 medium archived.').first()).toBeVisible();
  await expect(admin.getByText(/Nothing matches|No media match/)).toBeVisible();
  await admin.getByRole('button', { name: 'Undo' }).click();
  await expect(admin.getByText('1 medium is back as it was.').first()).toBeVisible();
  await expect(table.getByRole('row', { name: /Safe lifting at work/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Safe lifting at work/ })).toContainText('Published');

  // Small screens: cards instead of the table, nothing to scroll sideways.
  await search.fill('');
  await noSidewaysScroll(admin, 390, mainHeading(admin));
  await expect(admin.getByRole('list', { name: 'Media' })).toBeVisible();
  await noSeriousViolations(admin, 'media list at 390 px (light)');
  await screenshot(admin, 'media-list-390-light');
  await noSidewaysScroll(admin, 320, mainHeading(admin));
  await admin
    .getByRole('list', { name: 'Media' })
    .getByRole('button', { name: 'Information security basics', exact: true })
    .click();
  await expect(mainHeading(admin)).toHaveText('Information security basics');
  await noSidewaysScroll(admin, 390, mainHeading(admin));
  await screenshot(admin, 'media-edit-390-light');
  await noSidewaysScroll(admin, 320, mainHeading(admin));
  await admin.context().close();

  // Dark at 390 px, and German at both widths.
  const manager = await signedIn(browser, 'manager', 390);
  await manager.goto(`${stack.baseURL}/media-management`);
  await expect(manager.getByRole('list', { name: 'Media' })).toBeVisible();
  await noSeriousViolations(manager, 'media list at 390 px (dark)');
  await screenshot(manager, 'media-list-390-dark');
  await manager.context().close();
  const coach = await signedIn(browser, 'coach');
  await coach.goto(`${stack.baseURL}/media-management`);
  await expect(mainHeading(coach)).toHaveText('Medienverwaltung');
  await expect(coach.getByRole('table', { name: 'Medien' })).toBeVisible();
  await screenshot(coach, 'media-list-1366-de');
  await coach.getByRole('link', { name: 'Medium hinzufügen' }).click();
  await coach.getByRole('button', { name: 'Einen Link eingeben' }).click();
  await expect(coach.getByRole('textbox', { name: /^Webadresse/ })).toBeVisible();
  await screenshot(coach, 'media-new-link-1366-de');
  await coach.setViewportSize({ width: 390, height: 900 });
  await screenshot(coach, 'media-new-link-390-de');
  await coach.context().close();
});
