// The learner's assignment notices in the real app: the reminder job's notices for the demo assignments on
// the dashboard (it runs once at start), marking one read, and a new assignment a manager makes through the
// API arriving live as a toast with a link to My media, without a reload; axe, 390 px, dark and German.
import { expect, test, type Browser } from './support/test';
import { accessToken, graphql, screenshot, signIn, watchNavigations } from './support/app';
import { startStack, type Stack } from './support/stack';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

async function tokenOf(browser: Browser, username: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, '/', stack.baseURL);
  const token = await accessToken(page);
  await context.close();
  return token;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the learner sees the reminders, marks one read and gets a new assignment live', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'learner', '/', stack.baseURL);
  const navigations = watchNavigations(page);
  const notices = page.getByRole('region', { name: 'Notices' });
  // Raised by the assignment-reminders job for the demo assignments (the handout is done: nothing for it).
  await expect(notices.getByText(/^Overdue: Getting started, was due /)).toBeVisible({ timeout: 30_000 });
  await expect(notices.getByText(/^Due soon: Information security basics, due /)).toBeVisible();
  await expect(notices.getByText('New assignment: Getting started', { exact: false })).toBeVisible();
  await noSeriousViolations(page, 'the notices');
  await screenshot(page, 'notices-dashboard-1366');

  const overdue = notices.getByRole('button', { name: /^Mark as read: Overdue: Getting started/ });
  await overdue.focus();
  await page.keyboard.press('Enter');
  await expect(notices.getByText(/^Overdue: Getting started/)).toBeHidden();

  const learnerToken = await accessToken(page);
  const me = await graphql<{ me: { id: string } }>(stack.baseURL, learnerToken, 'query { me { id } }');
  const found = await graphql<{ catalogue: { items: Array<{ id: string; title: string }> } }>(
    stack.baseURL,
    learnerToken,
    'query { catalogue(search: "lifting") { items { id title } } }',
  );
  const lifting = found.data!.catalogue.items.find((item) => item.title === 'Safe lifting at work')!;
  const created = await graphql<{ createAssignment: { id: string } }>(
    stack.baseURL,
    await tokenOf(browser, 'manager'),
    'mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { id } }',
    { input: { itemType: 'MEDIUM', itemId: lifting.id, userIds: [me.data!.me.id], dueOn: inDays(10) } },
  );
  expect(created.errors).toBeUndefined();

  const toast = page.getByRole('status').filter({ hasText: 'New notice' });
  await expect(toast.getByText(/^New assignment: Safe lifting at work, due /)).toBeVisible();
  await expect(notices.getByText(/^New assignment: Safe lifting at work, due /)).toBeVisible();
  expect(navigations.loads()).toBe(0);
  await noSeriousViolations(page, 'the live notice');
  await screenshot(page, 'notices-live-1366');
  await noSidewaysScroll(page, 390, toast.getByText(/^New assignment: Safe lifting at work/));
  await noSidewaysScroll(page, 320, notices);
  await page.setViewportSize({ width: 390, height: 800 });
  await screenshot(page, 'notices-live-390');
  await toast.getByRole('link', { name: 'Open my media' }).click();
  await expect(page).toHaveURL(/\/media$/);
  expect(navigations.loads()).toBe(0);
});

test('dark and in German', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await tokenOf(browser, 'learner');
  const saved = await graphql(
    stack.baseURL,
    token,
    'mutation { user { updateMyProfile(input: { theme: "dark", locale: "de" }) { theme } } }',
  );
  expect(saved.errors).toBeUndefined();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'learner', '/', stack.baseURL);
  const notices = page.getByRole('region', { name: 'Hinweise' });
  await expect(notices.getByText(/^Bald fällig: Information security basics, fällig am /)).toBeVisible();
  // The account's theme, not the browser's colour scheme, makes the app dark: axe must see it dark.
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await noSeriousViolations(page, 'the notices, dark');
  await screenshot(page, 'notices-dashboard-dark-de-1366');
  await noSidewaysScroll(page, 390, notices);
  await screenshot(page, 'notices-dashboard-dark-de-390');
  await context.close();
});
