// Certificate templates in Chromium against the real stack: the administrator creates a template, moves
// the learner's name on the live preview with the keyboard (1 mm, Shift: 10 mm) and sees the preview and
// the field's inputs follow, saves (version 1), changes the design and saves again (version 2), attaches
// it to a medium for 24 months. Axe light and dark, 1366/390 px, no sideways scroll at 320 px, German.
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
const NAME = `Safety certificate ${tag}`;
const MEDIUM = 'Information security basics';

async function signedIn(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin', '/', stack.baseURL);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^(Certificates|Zertifikate)$/ })
    .click();
  return page;
}

const nameOnPreview = (page: Page) =>
  page.getByTestId('certificate-preview').getByRole('button', { name: /^Learner.s name at / });

test('the administrator designs a template, moves a field by keyboard, saves two versions and attaches it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser);
  await expect(mainHeading(page)).toHaveText('Certificates');
  await expect(
    page.getByRole('navigation', { name: 'Certificates' }).getByRole('link', { name: 'Templates' }),
  ).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Certificate templates' });
  await expect(table.getByRole('link', { name: 'Course certificate' })).toBeVisible();
  await noSeriousViolations(page, 'template list (light)');
  await screenshot(page, 'certificate-templates-list-1366-light');

  await page.getByRole('link', { name: 'New template' }).first().click();
  await expect(mainHeading(page)).toHaveText('New certificate template');
  await expect(page.getByText('Save the template before attaching it.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(NAME);
  await expect(nameOnPreview(page)).toHaveAccessibleName("Learner's name at 20 mm, 75 mm");
  const preview = page.getByTestId('certificate-preview');
  await expect(preview.getByText('Jordan Smith')).toBeVisible();
  const yBefore = await preview.getByText('Jordan Smith').getAttribute('y');

  await nameOnPreview(page).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(nameOnPreview(page)).toHaveAccessibleName("Learner's name at 20 mm, 86 mm");
  expect(Number(await preview.getByText('Jordan Smith').getAttribute('y'))).toBeCloseTo(
    Number(yBefore) + 11,
    5,
  );
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  // Kept on the page: the field stops at the left edge.
  await expect(nameOnPreview(page)).toHaveAccessibleName("Learner's name at 0 mm, 86 mm");
  await expect(page.getByRole('spinbutton', { name: 'From the top (mm)' }).nth(2)).toHaveValue('86');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Template saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/certificates\?edit=/);
  await expect(page.getByText('Version 1', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Editing never changes certificates already issued', { exact: false }),
  ).toBeVisible();

  // A design change is a new version; the list of versions shows both.
  await nameOnPreview(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Version 2, / })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Version 1, / })).toBeVisible();

  // Attached to a medium, valid for 24 months.
  await page.getByRole('button', { name: 'Attach to a medium or path' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Valid for/ }).fill('700');
  await expect(dialog.getByText('Enter 1 to 600 months, or leave it empty.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Valid for/ }).fill('24');
  await dialog.getByRole('searchbox', { name: 'Search media and paths' }).fill(MEDIUM);
  await dialog.getByRole('button', { name: `Attach to ${MEDIUM}`, exact: true }).click();
  await expect(dialog).toBeHidden();
  const links = page.getByRole('listitem').filter({ hasText: MEDIUM }).filter({ hasText: 'Medium' });
  await expect(links).toContainText('Valid for 24 months');
  await expect(page.getByText('Template attached').first()).toBeVisible();
  await noSeriousViolations(page, 'template editor (light)');
  await screenshot(page, 'certificate-templates-editor-1366-light');
  await noSidewaysScroll(page, 390, mainHeading(page));
  await noSeriousViolations(page, 'template editor at 390 px (light)');
  await screenshot(page, 'certificate-templates-editor-390-light');
  await noSidewaysScroll(page, 320, mainHeading(page));

  // Leaving with unsaved changes asks.
  await page.setViewportSize({ width: 1366, height: 900 });
  await nameOnPreview(page).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('link', { name: /Back to templates/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Leave without saving?');
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(table.getByRole('link', { name: NAME })).toBeVisible();
  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'certificate-templates-list-390-light');
  await page.context().close();
});

test('dark and in German', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await signedIn(browser);
  const saved = await graphql(
    stack.baseURL,
    await accessToken(first),
    'mutation { user { updateMyProfile(input: { theme: "dark", locale: "de" }) { theme } } }',
  );
  expect(saved.errors).toBeUndefined();
  await first.context().close();
  const page = await signedIn(browser);
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await expect(mainHeading(page)).toHaveText('Zertifikate');
  const table = page.getByRole('table', { name: 'Zertifikatsvorlagen' });
  await expect(table.getByRole('link', { name: 'Course certificate' })).toBeVisible();
  await noSeriousViolations(page, 'template list (dark, German)');
  await screenshot(page, 'certificate-templates-list-1366-dark-de');
  await table.getByRole('link', { name: 'Course certificate' }).click();
  await expect(mainHeading(page)).toHaveText('Course certificate');
  await page.getByRole('combobox', { name: 'Vorschau auf' }).selectOption('de');
  await expect(
    page.getByTestId('certificate-preview').getByText('Hiermit wird bestätigt, dass'),
  ).toBeVisible();
  await noSeriousViolations(page, 'template editor (dark, German)');
  await screenshot(page, 'certificate-templates-editor-1366-dark-de');
  await noSidewaysScroll(page, 390, mainHeading(page));
  await noSeriousViolations(page, 'template editor at 390 px (dark, German)');
  await screenshot(page, 'certificate-templates-editor-390-dark-de');
  await noSidewaysScroll(page, 320, mainHeading(page));
  await page.context().close();
});
