// The learner watches the seeded demo video in the real app: it really plays in Chromium, the
// position is saved and a later visit resumes there, a few seconds or a skip to the end are not a
// completion, and watching the required share (90 %, counted from the ranges actually played) is.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, graphql, screenshot, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const VIDEO = 'Safe lifting at work';

interface Playback {
  currentTime: number;
  duration: number;
  paused: boolean;
  error: number | null;
  played: number;
}

const playback = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement): Playback => {
    let played = 0;
    for (let i = 0; i < v.played.length; i++) played += v.played.end(i) - v.played.start(i);
    return {
      currentTime: v.currentTime,
      duration: v.duration,
      paused: v.paused,
      error: v.error?.code ?? null,
      played,
    };
  });

async function saved(page: Page, mediaId: string) {
  const result = await graphql<{
    myMedium: { status: string; progress: number; launch: { videoPositionSeconds: number | null } } | null;
  }>(
    stack.baseURL,
    await accessToken(page),
    'query($id: ID!) { myMedium(mediaId: $id) { status progress launch { videoPositionSeconds } } }',
    { id: mediaId },
  );
  return result.data?.myMedium ?? null;
}

/** Plays with a click on the player itself: a user gesture, which Chromium wants before sound plays. */
async function play(video: Locator) {
  await video.click();
  await expect.poll(async () => (await playback(video)).paused).toBe(false);
}

test('the learner plays the video: it resumes where they left, skipping is not completion, watching is', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'learner', '/', stack.baseURL);
  // The player fetches the file in byte ranges (206), which is what lets it seek and resume.
  const fileResponses: Array<{ status: number; type: string | undefined }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/files/'))
      fileResponses.push({ status: response.status(), type: response.headers()['content-type'] });
  });

  // Catalogue: find it, enrol, start.
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('lifting');
  await page.getByRole('heading', { level: 2, name: VIDEO }).getByRole('link').click();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/media\?play=/);
  const mediaId = new URL(page.url()).searchParams.get('play')!;

  const video = page.locator('video');
  await expect(video).toHaveAttribute('aria-label', VIDEO);
  await expect.poll(async () => (await playback(video)).duration).toBeCloseTo(24, 0);
  await play(video);
  await expect.poll(async () => (await playback(video)).currentTime, { timeout: 15_000 }).toBeGreaterThan(3);
  expect((await playback(video)).error).toBeNull();
  // In progress at once, not only after the first save.
  const status = page.getByRole('main').locator('[aria-live="polite"]');
  await expect(status.getByText('In progress')).toBeVisible();
  // Hovering shows the player's controls for the screenshot.
  await video.hover({ position: { x: 200, y: 100 } });
  await screenshot(page, 'video-player');
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious).toEqual([]);

  // Pausing saves the position at once.
  await video.click();
  await expect.poll(async () => (await playback(video)).paused).toBe(true);
  const pausedAt = (await playback(video)).currentTime;
  await expect
    .poll(async () => (await saved(page, mediaId))?.launch.videoPositionSeconds)
    .toBeCloseTo(pausedAt, 0);
  const early = await saved(page, mediaId);
  expect(early?.status).toBe('INCOMPLETE');
  expect(early?.progress).toBeLessThan(90);

  // My media shows it in progress, not completed; continuing resumes near the saved position.
  await page.getByRole('link', { name: 'Back to my media' }).click();
  const card = page.getByRole('article', { name: VIDEO });
  await expect(card.getByText('In progress')).toBeVisible();
  await expect(card.getByText('Completed')).toHaveCount(0);
  await card.getByRole('link', { name: 'Continue' }).click();
  await expect.poll(async () => (await playback(video)).currentTime).toBeGreaterThan(pausedAt - 1);
  expect((await playback(video)).currentTime).toBeLessThan(pausedAt + 1);

  // Skipping to the last seconds and letting it end saves the position but does not complete it.
  // This time by keyboard: Tab from the back link reaches the player's controls, Space plays.
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 20;
  });
  await page.getByRole('link', { name: 'Back to my media' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await playback(video)).paused).toBe(false);
  await expect.poll(async () => (await playback(video)).paused, { timeout: 15_000 }).toBe(true);
  expect((await playback(video)).currentTime).toBeCloseTo(24, 0);
  await expect.poll(async () => (await saved(page, mediaId))?.launch.videoPositionSeconds).toBeCloseTo(24, 0);
  expect((await saved(page, mediaId))?.status).toBe('INCOMPLETE');
  await expect(status.getByText('In progress')).toBeVisible();
  expect(fileResponses).toContainEqual({ status: 206, type: 'video/webm' });
  expect(fileResponses.filter((r) => r.status >= 400)).toEqual([]);

  // Watched from the start (faster, but without skipping anything), it completes.
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 0;
    v.playbackRate = 4;
  });
  await play(video);
  await expect.poll(async () => (await playback(video)).paused, { timeout: 30_000 }).toBe(true);
  const watched = await playback(video);
  expect(watched.error).toBeNull();
  expect(watched.played).toBeGreaterThan(0.9 * watched.duration);
  await expect(status.getByText('Completed')).toBeVisible();
  await expect(status.getByText('100% watched')).toBeVisible();
  expect(await saved(page, mediaId)).toMatchObject({ status: 'COMPLETED', progress: 100 });
  await screenshot(page, 'video-player-completed');

  await page.getByRole('link', { name: 'Back to my media' }).click();
  await expect(card.getByText('Completed')).toBeVisible();
});
