// The news editor in Chromium against the real stack: a manager writes a formatted item, schedules it a few
// seconds ahead, and a learner with the dashboard open (a second browser context) sees it appear at its
// time without a reload, formatted, with nothing of a pasted script. Axe in light and dark, 1366/390 px, no
// sideways scroll at 320 px, German.
import { expect, test, type Browser, type Page } from '../support/test';
import { mainHeading, screenshot, signIn, watchNavigations } from '../support/app';
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
const TITLE = `Fire drill on Friday ${tag}`;

async function signedIn(browser: Browser, username: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, '/', stack.baseURL);
  return page;
}

test('a manager schedules a formatted news item and the learner sees it appear at its time without a reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const learner = await signedIn(browser, 'learner');
  const navigations = watchNavigations(learner);
  const news = learner.getByRole('region', { name: 'Latest news' });
  await expect(news.getByRole('listitem').first()).toBeVisible();

  const page = await signedIn(browser, 'manager');
  await page.goto(`${stack.baseURL}/communication`);
  await expect(mainHeading(page)).toHaveText('News');
  await expect(page.getByRole('table', { name: 'News items' })).toBeVisible();
  await noSeriousViolations(page, 'news list (dark)');
  await screenshot(page, 'communication-list-1366-dark');

  await page.getByRole('link', { name: 'New news item' }).first().click();
  await expect(mainHeading(page)).toHaveText('New news item');
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('Meet at the ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('main entrance');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' at 10 am.');
  await page.keyboard.press('Enter');
  // Pasted markup arrives as text through the editor; the server would drop a script in any case.
  await page.keyboard.type('<script>alert(1)</script>');
  await expect(body.locator('strong')).toHaveText('main entrance');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mainHeading(page)).toHaveText(TITLE);
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('As readers in English see it')).toBeVisible();
  await noSeriousViolations(page, 'news preview (dark)');
  await screenshot(page, 'communication-preview-1366-dark');
  await page.getByRole('button', { name: 'Back to editing' }).click();

  // A few seconds ahead, in the browser's own time zone (datetime-local has no zone).
  const at = await page.evaluate(() => {
    const d = new Date(Date.now() + 8_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  });
  await page.getByLabel('Publish at').fill(at);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Goes live /)).toBeVisible();
  const headline = news.getByRole('button', { name: TITLE });
  await expect(headline).toHaveCount(0);
  await noSeriousViolations(page, 'news editor (dark)');
  await screenshot(page, 'communication-editor-1366-dark');

  // The learner's dashboard: nothing yet, then the item at its time, live.
  await expect(headline).toBeVisible({ timeout: 30_000 });
  expect(navigations.loads()).toBe(0);
  await headline.click();
  const article = learner.getByRole('dialog', { name: TITLE });
  await expect(article.locator('strong')).toHaveText('main entrance');
  await expect(article.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await noSeriousViolations(learner, 'the formatted article');
  await screenshot(learner, 'communication-learner-article');
  await learner.context().close();

  await expect(page.getByText('Published', { exact: true }).first())
    .toBeVisible({ timeout: 5_000 })
    .catch(() => undefined);
  await noSidewaysScroll(page, 390, mainHeading(page));
  await noSeriousViolations(page, 'news editor at 390 px (dark)');
  await screenshot(page, 'communication-editor-390-dark');
  await noSidewaysScroll(page, 320, mainHeading(page));
  await page.getByRole('link', { name: /Back to the news/ }).click();
  await expect(page.getByRole('list', { name: 'News items' })).toBeVisible();
  await noSidewaysScroll(page, 320, mainHeading(page));
  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'communication-list-390-dark');
  await page.context().close();

  // The administrator (light) finds it published in the list.
  const admin = await signedIn(browser, 'admin');
  await admin.goto(`${stack.baseURL}/communication?status=PUBLISHED`);
  const row = admin.getByRole('table', { name: 'News items' }).getByRole('row', { name: new RegExp(TITLE) });
  await expect(row).toContainText('Published');
  await noSeriousViolations(admin, 'news list (light)');
  await screenshot(admin, 'communication-list-1366-light');
  await row.getByRole('link', { name: TITLE }).click();
  await expect(mainHeading(admin)).toHaveText(TITLE);
  await noSeriousViolations(admin, 'news editor (light)');
  await screenshot(admin, 'communication-editor-1366-light');
  await noSidewaysScroll(admin, 390, mainHeading(admin));
  await screenshot(admin, 'communication-editor-390-light');
  await admin.context().close();

  // German.
  const coach = await signedIn(browser, 'coach');
  await coach.goto(`${stack.baseURL}/communication`);
  await expect(mainHeading(coach)).toHaveText('Neuigkeiten');
  await screenshot(coach, 'communication-list-1366-de');
  await coach.getByRole('link', { name: 'Neue Meldung' }).first().click();
  await expect(coach.getByRole('button', { name: 'Jetzt veröffentlichen' })).toBeDisabled();
  await screenshot(coach, 'communication-editor-1366-de');
  await noSidewaysScroll(coach, 390, mainHeading(coach));
  await screenshot(coach, 'communication-editor-390-de');
  await coach.context().close();
});
