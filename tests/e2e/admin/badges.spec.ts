// Badge administration in Chromium against the real stack: the administrator designs a system badge with
// the keyboard only (arrow keys in the shape, colour and icon radio groups), sees the live preview change,
// saves, finds it in the list with its rule in words, and revokes an award with a reason (refused without
// one). The course badges list with the demo course's badge. Axe in light and dark, 1366/390 px, no
// sideways scroll at 320 px, German.
import { expect, test, type Browser, type Page } from '../support/test';
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
const NAME = `Keyboard badge ${tag}`;

async function signedIn(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin', '/', stack.baseURL);
  return page;
}

const previewSrc = async (page: Page) =>
  decodeURIComponent(
    (await page.getByRole('img', { name: new RegExp(`^Preview of the badge`) }).getAttribute('src')) ?? '',
  );

test('the administrator designs a system badge by keyboard, saves it, finds it and revokes an award', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await page.getByRole('navigation').getByRole('link', { name: 'System badges' }).click();
  await expect(mainHeading(page)).toHaveText('System badges');
  const table = page.getByRole('table', { name: 'Badges' });
  await expect(table.getByRole('link', { name: 'Welcome aboard' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Regular/ })).toContainText('10th sign-in');
  await noSeriousViolations(page, 'system badge list (light)');
  await screenshot(page, 'badges-list-1366-light');

  await page.getByRole('link', { name: 'New badge' }).first().click();
  await expect(mainHeading(page)).toHaveText('New system badge');
  // Saving an empty badge names the field and calls nothing.
  await page.getByRole('button', { name: 'Save badge' }).click();
  await expect(page.getByText('Give the badge a name.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await page.getByRole('textbox', { name: /^Criteria/ }).fill('Sign in once.');
  await page.getByRole('spinbutton', { name: /^How many/ }).fill('1');

  const before = await previewSrc(page);
  // Shape: Tab into the group lands on the chosen radio; the arrow keys choose.
  await page.getByRole('radio', { name: 'Circle' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Shield' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Indigo' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await page.getByRole('radio', { name: 'Star', exact: true }).last().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Trophy' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Text on the badge/ }).fill('x'.repeat(17));
  await expect(page.getByText('At most 16 characters fit on the badge.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Text on the badge/ }).fill('1×');
  const after = await previewSrc(page);
  expect(after).not.toBe(before);
  expect(after).toContain('fill="#1d4ed8"');
  expect(after).toContain('>1×</text>');
  await noSeriousViolations(page, 'badge editor (light)');
  await screenshot(page, 'badges-editor-1366-light');

  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText(`Badge “${NAME}”`, { timeout: 15_000 });
  await expect(page.getByText('Badge saved', { exact: true })).toBeVisible();

  // Everyone who signed in once already has it: revoke one award, which asks for a reason first.
  const awards = page.getByRole('main').getByRole('list').filter({ hasText: 'awarded' });
  const row = awards.getByRole('listitem').filter({ hasText: 'admin' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: /^Revoke the badge of/ }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Revoke the badge of/ });
  await expect(dialog).toBeVisible();
  await noSeriousViolations(page, 'revoke dialog (light)');
  await dialog.getByRole('button', { name: 'Revoke badge' }).click();
  await expect(dialog.getByText(/^Say why/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Test account');
  await dialog.getByRole('button', { name: 'Revoke badge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Badge revoked', { exact: true })).toBeVisible();
  await expect(awards.getByText(/Revoked .*: Test account/)).toBeVisible();
  await screenshot(page, 'badges-editor-awards-1366-light');

  await page.getByRole('link', { name: 'Back to the badges' }).click();
  await page.getByRole('searchbox', { name: /Search badges/ }).fill(tag);
  const found = page.getByRole('table', { name: 'Badges' }).getByRole('row', { name: new RegExp(NAME) });
  await expect(found).toContainText('1st sign-in');
  await expect(found).toContainText('In use');

  await noSidewaysScroll(page, 390, mainHeading(page));
  await noSeriousViolations(page, 'badge list at 390 px (light)');
  await screenshot(page, 'badges-list-390-light');
  await noSidewaysScroll(page, 320, mainHeading(page));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('navigation').getByRole('link', { name: 'Course badges' }).click();
  await expect(mainHeading(page)).toHaveText('Course badges');
  await expect(page.getByRole('table', { name: 'Badges' })).toContainText('Completes “');
  await screenshot(page, 'badges-course-list-1366-light');
  await page.getByRole('table', { name: 'Badges' }).getByRole('link').first().click();
  await expect(page.getByText(/^Chosen: /)).toBeVisible();
  await noSidewaysScroll(page, 390, mainHeading(page));
  await noSeriousViolations(page, 'course badge editor at 390 px (light)');
  await screenshot(page, 'badges-course-editor-390-light');
  await noSidewaysScroll(page, 320, mainHeading(page));
});

test('dark and in German', async ({ browser }) => {
  test.setTimeout(120_000);
  const setup = await signedIn(browser);
  const profile = (theme: string, locale: string) =>
    accessToken(setup).then((token) =>
      graphql(
        stack.baseURL,
        token,
        `mutation { user { updateMyProfile(input: { theme: "${theme}", locale: "${locale}" }) { theme } } }`,
      ),
    );
  expect((await profile('dark', 'de')).errors).toBeUndefined();
  try {
    const page = await signedIn(browser);
    await page.goto(`${stack.baseURL}/system-badges`);
    await expect(mainHeading(page)).toHaveText('Systemabzeichen');
    await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('table', { name: 'Abzeichen' })).toContainText('10. Anmeldung');
    await noSeriousViolations(page, 'system badge list (dark)');
    await screenshot(page, 'badges-list-1366-dark-de');
    await page.getByRole('table', { name: 'Abzeichen' }).getByRole('link', { name: 'Regular' }).click();
    await expect(mainHeading(page)).toHaveText('Abzeichen „Regular“');
    await expect(page.getByRole('radio', { name: 'Schild' })).toBeChecked();
    await noSeriousViolations(page, 'badge editor (dark)');
    await screenshot(page, 'badges-editor-1366-dark-de');
    await noSidewaysScroll(page, 390, mainHeading(page));
    await noSeriousViolations(page, 'badge editor at 390 px (dark)');
    await screenshot(page, 'badges-editor-390-dark-de');
    await noSidewaysScroll(page, 320, mainHeading(page));
  } finally {
    await profile('default', 'en');
  }
});
