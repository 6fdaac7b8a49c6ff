// The journey across the areas, in the real app and only through its screens: a manager builds a
// path of two sections, the second requiring the first (/learning-path), and assigns it to their unit with
// a due day (/assignments). The unit's learner, signed in meanwhile on My media in another browser, sees it
// arrive without a reload, opens it, finds the second section locked with the reason, completes the first
// section's link and the second opens. A person the manager adds to the unit afterwards (/user-management)
// has the assignment at their first sign-in. axe on the learner's screens; 390 px without sideways scroll.
import { expect, test, type Browser, type Page } from './support/test';
import {
  LOGIN_PATH,
  expectDashboard,
  mainHeading,
  screenshot,
  signIn,
  watchNavigations,
} from './support/app';
import { startStack, type Stack } from './support/stack';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const tag = Date.now().toString(36).slice(-5);
const PATH = `Warehouse onboarding ${tag}`;
const LINK = 'Top tips for staff (NCSC)';
const VIDEO = 'Safe lifting at work';
const UNIT = 'Customer Service';
const NEWCOMER = { username: `nina.${tag}`, name: `Nina Neu ${tag}`, password: 'ninas-own-password' };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Within a week, so My media counts the days down.
const DUE_IN = 5;

async function signedIn(browser: Browser, username: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, '/', stack.baseURL);
  return page;
}

/** The path editor's media dialog, as a manager uses it. */
async function addMedium(page: Page, section: number, title: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Section ${section}\\b`) }) })
    .getByRole('button', { name: 'Add media' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `Add: ${title}`, exact: true }).click();
  await expect(dialog.getByRole('button', { name: `Added: ${title}`, exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

async function buildPath(manager: Page) {
  await manager.getByRole('navigation').getByRole('link', { name: 'Learning paths' }).click();
  await manager.getByRole('link', { name: 'New learning path' }).first().click();
  await expect(mainHeading(manager)).toHaveText('New learning path');
  await manager.getByRole('textbox', { name: /^Title/ }).fill(PATH);
  await manager.getByRole('textbox', { name: /^Section title/ }).fill('Basics');
  await addMedium(manager, 1, LINK);
  await manager.getByRole('button', { name: 'Add section' }).click();
  await manager
    .getByRole('textbox', { name: /^Section title/ })
    .nth(1)
    .fill('Practice');
  await addMedium(manager, 2, VIDEO);
  await manager
    .getByRole('listitem')
    .filter({ has: manager.getByRole('heading', { name: 'Section 2: Practice' }) })
    .getByRole('checkbox', { name: 'Basics' })
    .check();
  await manager.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(manager.getByText('Learning path saved').first()).toBeVisible();
  await manager.getByRole('button', { name: 'Publish' }).click();
  await expect(manager.getByText('Learning path published').first()).toBeVisible();
}

async function assignToUnit(manager: Page) {
  await manager.getByRole('navigation').getByRole('link', { name: 'Assignments' }).click();
  await manager.getByRole('link', { name: 'Assign training' }).first().click();
  await expect(mainHeading(manager)).toHaveText('Assign training');
  await manager.getByRole('radio', { name: 'Learning path', exact: true }).click();
  await manager.getByLabel('Search published items').fill(tag);
  await manager.getByRole('radio', { name: PATH }).check();
  await expect(manager.getByText(`Chosen: ${PATH}`)).toBeVisible();
  await manager.getByRole('checkbox', { name: UNIT }).check();
  await manager.getByRole('radio', { name: 'On a fixed day' }).click();
  await manager.getByLabel(/^Due on/).fill(inDays(DUE_IN));
  await manager.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(mainHeading(manager)).toHaveText(PATH);
  await expect(manager.getByText(`For: ${UNIT}`)).toBeVisible();
}

/** The manager adds a person to the unit; they sign in for the first time with a password of their own. */
async function addNewcomer(browser: Browser, manager: Page): Promise<Page> {
  await manager.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await manager.getByRole('link', { name: 'Add person' }).first().click();
  await expect(mainHeading(manager)).toHaveText('Add person');
  await manager.getByLabel(/^Name \(/).fill(NEWCOMER.name);
  await manager.getByLabel(/^Username \(/).fill(NEWCOMER.username);
  await manager.getByLabel(/^Email \(/).fill(`${NEWCOMER.username}@example.org`);
  await manager.getByRole('checkbox', { name: UNIT }).check();
  await manager.getByLabel(/^Initial password \(/).fill('given-by-manager-1');
  await manager.getByRole('button', { name: 'Create person' }).click();
  await expect(mainHeading(manager)).toHaveText(NEWCOMER.name);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(stack.baseURL);
  await page.waitForURL(LOGIN_PATH);
  await page.locator('input[name="username"]').fill(NEWCOMER.username);
  await page.locator('input[name="password"]').fill('given-by-manager-1');
  await page.locator('form button[type="submit"]').click();
  await page.getByLabel('New password', { exact: true }).fill(NEWCOMER.password);
  await page.getByLabel('Repeat the new password').fill(NEWCOMER.password);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectDashboard(page);
  return page;
}

const pathCard = (page: Page) =>
  page.getByRole('region', { name: 'Learning paths' }).getByRole('article', { name: PATH });

test('a path built and assigned to a unit reaches its learner live, unlocks section by section, and reaches a newcomer', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(300_000);
  // The learner is on My media before anything exists.
  await signIn(page, 'learner', '/', stack.baseURL);
  await page.getByRole('navigation').getByRole('link', { name: 'My media' }).click();
  await expect(page.getByRole('region', { name: 'Media' })).toBeVisible();
  await expect(pathCard(page)).toHaveCount(0);
  const learnerNavigations = watchNavigations(page);

  const manager = await signedIn(browser, 'manager');
  await buildPath(manager);
  await assignToUnit(manager);

  // It arrives on the learner's open My media, assigned, with its due day, without a page load.
  const card = pathCard(page);
  await expect(card.getByText(`Due in ${DUE_IN} days`, { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Assigned to you')).toBeVisible();
  await expect(card.getByText(`Next: ${LINK}`)).toBeVisible();
  expect(learnerNavigations.loads()).toBe(0);
  await noSeriousViolations(page, 'my media with the assigned path');
  await screenshot(page, 'journey-my-media-1366');

  // The path: the second section locked, and why; nothing in it to open yet.
  await card.getByRole('link', { name: PATH }).click();
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  const basics = page.getByRole('region', { name: 'Basics' });
  const practice = page.getByRole('region', { name: 'Practice' });
  await expect(basics.getByText('Open', { exact: true })).toBeVisible();
  await expect(practice.getByText('Locked', { exact: true }).first()).toBeVisible();
  await expect(practice.getByText('Opens when “Basics” is done')).toBeVisible();
  await expect(practice.getByRole('link')).toHaveCount(0);
  await noSeriousViolations(page, 'the assigned path, second section locked');
  await noSidewaysScroll(page, 390, practice);
  await screenshot(page, 'journey-path-locked-390');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The first section's link, really opened and marked done; back on the path the second section opens.
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
  await noSeriousViolations(page, 'the assigned path, second section open');
  await noSidewaysScroll(page, 390, practice);
  await screenshot(page, 'journey-path-open-390');
  expect(learnerNavigations.loads()).toBe(0);

  // Someone who joins the unit now is reached too: the path is on their My media, due the same day.
  const newcomer = await addNewcomer(browser, manager);
  await newcomer.goto(`${stack.baseURL}/media`);
  await expect(pathCard(newcomer).getByText(`Due in ${DUE_IN} days`, { exact: false })).toBeVisible();
  await noSidewaysScroll(newcomer, 390, pathCard(newcomer));
  await noSeriousViolations(newcomer, "the newcomer's my media at 390 px");
  await screenshot(newcomer, 'journey-newcomer-my-media-390');
});
