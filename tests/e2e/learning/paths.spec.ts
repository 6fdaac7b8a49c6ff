// A learner and a learning path in the real app: found in the catalogue, enrolled in, the second section
// locked with its reason, the first section's link completed in the player, and back on the path the
// second section is open. axe in light and dark, 390 px wide, no sideways scroll at 320 px; screenshots at
// 1366 and 390 px, light and dark, English and German.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '../support/test';
import { accessToken, graphql, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

let stack: Stack;
let pathId = '';

test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const PATH = 'Safety essentials path';
const LINK = 'Top tips for staff (NCSC)';
const VIDEO = 'Safe lifting at work';

async function mediaIds(page: Page): Promise<Record<string, string>> {
  const found = await graphql<{ catalogue: { items: Array<{ id: string; title: string }> } }>(
    stack.baseURL,
    await accessToken(page),
    'query { catalogue(first: 50) { items { id title } } }',
  );
  return Object.fromEntries((found.data?.catalogue.items ?? []).map((i) => [i.title, i.id]));
}

/** The manager builds and publishes a path of two sections, the second requiring the first. */
async function publishPath(browser: Browser, ids: Record<string, string>): Promise<string> {
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signIn(manager, 'manager', '/', stack.baseURL);
  const token = await accessToken(manager);
  const [basics, practice] = [randomUUID(), randomUUID()];
  const saved = await graphql<{ saveLearningPath: { id: string } }>(
    stack.baseURL,
    token,
    `
      mutation s($input: LearningPathInput!) {
        saveLearningPath(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        title: PATH,
        description: 'Read the tips first, then practise safe lifting.',
        sections: [
          { id: basics, title: 'Basics', rule: 'ALL_IN_ORDER', requires: [], mediaIds: [ids[LINK]] },
          {
            id: practice,
            title: 'Practice',
            rule: 'ALL_ANY_ORDER',
            requires: [basics],
            mediaIds: [ids[VIDEO]],
          },
        ],
      },
    },
  );
  expect(saved.errors).toBeUndefined();
  const id = saved.data!.saveLearningPath.id;
  const published = await graphql(
    stack.baseURL,
    token,
    'mutation p($id: ID!) { publishLearningPath(id: $id) { id } }',
    {
      id,
    },
  );
  expect(published.errors).toBeUndefined();
  await context.close();
  return id;
}

const themeRoot = (page: Page) => page.locator('[data-is-root-theme="true"]');

/**
 * Chooses the theme on My profile, as a learner does (the app takes the appearance from the account,
 * not from the browser's colour scheme), then returns to the page it came from. Saving fetches a new
 * token carrying the theme; the page is reloaded only once it is there, so the theme outlives the load.
 * Labels in English or German, the languages these tests use.
 */
async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const back = page.url();
  const before = await accessToken(page);
  await page.goto(`${stack.baseURL}/my-profile`);
  await page
    .getByRole('radiogroup', { name: /^(Theme|Erscheinungsbild)$/ })
    .getByRole('radio', { name: theme === 'dark' ? /^(Dark|Dunkel)$/ : /^(Light|Hell)$/ })
    .check();
  await page.getByRole('button', { name: /^(Save changes|Änderungen speichern)$/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^(Your profile has been saved|Ihr Profil wurde gespeichert)\.$/ }),
  ).toBeVisible();
  await expect.poll(() => accessToken(page)).not.toBe(before);
  await page.goto(back);
  await expect(themeRoot(page)).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An administrator assigns an item (over the API; the assignment screens are tested on their own). */
async function assign(browser: Browser, input: Record<string, unknown>): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'admin', '/', stack.baseURL);
  const made = await graphql(
    stack.baseURL,
    await accessToken(admin),
    'mutation a($input: CreateAssignmentInput!) { createAssignment(input: $input) { id } }',
    { input },
  );
  expect(made.errors).toBeUndefined();
  await context.close();
}

test('a learner enrols in a path from the catalogue and unlocks its second section', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'learner', '/', stack.baseURL);
  const ids = await mediaIds(page);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  expect(ids[LINK]).toMatch(uuid);
  expect(ids[VIDEO]).toMatch(uuid);
  pathId = await publishPath(browser, ids);

  // The catalogue shows the path as a group of its own above the media.
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('safety essentials');
  const group = page.getByRole('region', { name: 'Learning paths' });
  await expect(group.getByText('Learning path · 2 sections · 2 media', { exact: false })).toBeVisible();
  await group.getByRole('link', { name: PATH }).click();

  // Its detail: enrol, then the sections with the second one locked and why.
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  await page.getByRole('button', { name: 'Enrol in path' }).click();
  const basics = page.getByRole('region', { name: 'Basics' });
  const practice = page.getByRole('region', { name: 'Practice' });
  await expect(basics.getByText('Open', { exact: true })).toBeVisible();
  await expect(practice.getByText('Locked', { exact: true }).first()).toBeVisible();
  await expect(practice.getByText('Opens when “Basics” is done')).toBeVisible();
  await expect(practice.getByRole('link')).toHaveCount(0);
  await expect(basics.getByText('Next', { exact: true })).toBeVisible();
  await expect(themeRoot(page)).toHaveClass(/\blight\b/);
  await noSeriousViolations(page, 'path view, light');
  await chooseTheme(page, 'dark');
  await expect(practice.getByText('Opens when “Basics” is done')).toBeVisible();
  await noSeriousViolations(page, 'path view, dark');
  await chooseTheme(page, 'light');

  // The first section's link, in the player; back on the path the second section is open.
  await basics.getByRole('link', { name: 'Start' }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open the link in a new tab' }).click();
  await (await opened).close();
  await page.getByRole('button', { name: 'Yes, mark it as done' }).click();
  await expect(page.getByText('Done. This medium counts as completed.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the learning path' }).click();
  await expect(basics.getByText('Done', { exact: true })).toBeVisible();
  await expect(practice.getByText('Open', { exact: true })).toBeVisible();
  await expect(practice.getByText(/Opens when/)).toHaveCount(0);
  await expect(practice.getByRole('link', { name: 'Start' })).toBeVisible();
  await expect(page.getByText('50% done')).toBeVisible();

  // My media lists the path with its progress and what is next; the dashboard continues it.
  await page.goto(`${stack.baseURL}/media`);
  const card = page.getByRole('region', { name: 'Learning paths' }).getByRole('article', { name: PATH });
  await expect(card.getByText(`Next: ${VIDEO}`)).toBeVisible();
  await noSeriousViolations(page, 'my media, light');
  await page.goto(`${stack.baseURL}/dashboard`);
  const continuing = page
    .getByRole('region', { name: 'Continue your paths' })
    .getByRole('article', { name: PATH });
  await expect(continuing).toBeVisible();
  await noSeriousViolations(page, 'dashboard, light');
  await chooseTheme(page, 'dark');
  await expect(continuing).toBeVisible();
  await noSeriousViolations(page, 'dashboard, dark');
  await page.goto(`${stack.baseURL}/media`);
  await expect(card.getByText(`Next: ${VIDEO}`)).toBeVisible();
  await expect(themeRoot(page)).toHaveClass(/\bdark\b/);
  await noSeriousViolations(page, 'my media, dark');
  await chooseTheme(page, 'light');

  // Live: an administrator assigns the video while My media is open; it arrives without a page load.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto(`${stack.baseURL}/media`);
  const assignedCard = page.getByRole('region', { name: 'Media' }).getByRole('article', { name: VIDEO });
  await expect(page.getByRole('region', { name: 'Media' })).toBeVisible();
  await expect(assignedCard).toHaveCount(0);
  const me = await graphql<{ me: { id: string } }>(
    stack.baseURL,
    await accessToken(page),
    'query { me { id } }',
  );
  const pageLoads = loads.length;
  await assign(browser, {
    itemType: 'MEDIUM',
    itemId: ids[VIDEO],
    userIds: [me.data!.me.id],
    dueOn: inDays(3),
  });
  await expect(assignedCard.getByText('Due in 3 days', { exact: false })).toBeVisible({ timeout: 15_000 });
  expect(loads.length).toBe(pageLoads);

  // 390 px: the path view fits; nothing scrolls sideways at 320 px either.
  await page.goto(`${stack.baseURL}/media?path=${pathId}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(practice.getByRole('link', { name: 'Start' })).toBeVisible();
  await noSidewaysScroll(page, 390, practice);
  await noSidewaysScroll(page, 320, practice);
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseTheme(page, 'dark');
  await expect(practice.getByRole('link', { name: 'Start' })).toBeVisible();
  await noSeriousViolations(page, 'path view at 390 px, dark');
  await chooseTheme(page, 'light');

  await screenshots(browser, 'en-GB');
  await screenshots(browser, 'de-DE');
});

/** Screenshots at 1366 and 390 px, light and dark, of the learner's path screens in one language. */
async function screenshots(browser: Browser, locale: 'en-GB' | 'de-DE') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await signIn(page, 'learner', '/', stack.baseURL);
  for (const colorScheme of ['light', 'dark'] as const) {
    await chooseTheme(page, colorScheme);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['path', `/media?path=${pathId}`],
        ['media', '/media'],
        ['dashboard', '/dashboard'],
        ['catalogue', `/catalogue?path=${pathId}`],
      ] as const) {
        await page.goto(`${stack.baseURL}${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(themeRoot(page)).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/paths-${name}-${locale}-${colorScheme}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
  // Light again for the next language's round.
  await chooseTheme(page, 'light');
  await context.close();
}
