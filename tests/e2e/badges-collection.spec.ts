// The badge collection in the real app: badges are written into the stack's database while it is stopped
// (badge administration is tested on its own), then a learner signs in, earns "first sign-in" with the
// sign-in the app counts (the live notice shows it), finds it earned in the collection with its downloads,
// sees the open badges' progress, and earns another badge live (a sign-in in a second browser) without a
// reload; keyboard, axe light and dark, 390 px, German.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema/core';
import { badges } from '../../server/db/schema/credentials';
import { expect, test, type Page } from './support/test';
import { accessToken, graphql, screenshot, signIn, watchNavigations } from './support/app';
import { startStack, type Stack } from './support/stack';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

let stack: Stack;
let logins = 0;

const badge = (name: string, rule: 'LOGIN_COUNT' | 'COMPLETIONS', threshold: number, de: string) => ({
  kind: 'SYSTEM' as const,
  rule,
  threshold,
  name,
  description: `${name}: a badge of the browser test.`,
  criteria: `Earned by ${rule === 'LOGIN_COUNT' ? `signing in ${threshold} times` : `completing ${threshold} media`}.`,
  translations: { de: { name: de } },
  design: { shape: 'circle', colour: '#5761ee', icon: 'star', text: String(threshold) },
});

test.beforeAll(async () => {
  stack = await startStack();
  await stack.stop();
  const database = await openDatabase({ dataDir: stack.dataDir });
  try {
    const [learner] = await database.db
      .select({ loginCount: users.loginCount })
      .from(users)
      .where(eq(users.username, 'learner'));
    logins = learner!.loginCount;
    await database.db
      .insert(badges)
      .values([
        badge('Browser first sign-in', 'LOGIN_COUNT', logins + 1, 'Browser: erste Anmeldung'),
        badge('Browser second visit', 'LOGIN_COUNT', logins + 2, 'Browser: zweiter Besuch'),
        badge('Browser regular', 'LOGIN_COUNT', logins + 10, 'Browser: Stammgast'),
        badge('Browser fifty completions', 'COMPLETIONS', 50, 'Browser: fünfzig Abschlüsse'),
      ]);
  } finally {
    await database.close();
  }
  await stack.start();
});
test.afterAll(async () => {
  await stack?.dispose();
});

/** Dismisses other badges' toasts (a demo seed may award its own) until this one shows. */
async function expectToastFor(page: Page, name: string) {
  const toast = page.getByRole('status').filter({ hasText: /Badge earned|Abzeichen erhalten/ });
  for (let i = 0; i < 10; i += 1) {
    await expect(toast).toBeVisible({ timeout: 30_000 });
    if ((await toast.textContent())?.includes(name)) return toast;
    await toast.getByRole('button', { name: /Dismiss|Schließen/ }).click();
  }
  throw new Error(`no toast for ${name}`);
}

test('a learner earns a badge by signing in, sees it live and in the collection, and the open ones with progress', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'learner', '/', stack.baseURL);
  const navigations = watchNavigations(page);
  const toast = await expectToastFor(page, 'Browser first sign-in');
  await expect(toast.getByText('You earned the badge “Browser first sign-in”.')).toBeVisible();
  await noSeriousViolations(page, 'the badge notice');
  await screenshot(page, 'badges-notice-1366');
  await toast.getByRole('link', { name: 'See your badges' }).click();
  await expect(page).toHaveURL(/\/badges-collection$/);
  // The collection shows every award: no toast is left over it.
  await expect(page.getByRole('status').filter({ hasText: 'Badge earned' })).toBeHidden();
  expect(navigations.loads()).toBe(0);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const earned = main.getByRole('region', { name: 'Earned' });
  const open = main.getByRole('region', { name: 'Still open' });
  await expect(earned.getByRole('heading', { name: 'Browser first sign-in' })).toBeVisible();
  await expect(earned.getByText(/^Earned on /).first()).toBeVisible();
  const card = (name: string) =>
    open.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card('Browser regular').getByText(`${logins + 1} of ${logins + 10} sign-ins`)).toBeVisible();
  await expect(card('Browser regular').getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(((logins + 1) / (logins + 10)) * 100)),
  );
  await expect(card('Browser fifty completions').getByText(/^\d+ of 50 completed media$/)).toBeVisible();
  await noSeriousViolations(page, 'the collection');
  await screenshot(page, 'badges-collection-1366');

  // Details and downloads by keyboard; Escape closes and focus returns.
  const details = earned.getByRole('button', { name: 'Details and downloads of Browser first sign-in' });
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Browser first sign-in' });
  await expect(dialog.getByText('Earned by signing in')).toBeVisible();
  const links = dialog.getByRole('link');
  await expect(links).toHaveCount(5);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    expect.stringMatching(/\/ob\/v3\/credentials\/[0-9a-f-]{36}\.json$/),
    expect.stringMatching(/\/ob\/v3\/credentials\/[0-9a-f-]{36}\.jwt$/),
    expect.stringMatching(/\/ob\/v3\/credentials\/[0-9a-f-]{36}\.png$/),
    expect.stringMatching(/\/ob\/v3\/credentials\/[0-9a-f-]{36}\.svg$/),
    expect.stringMatching(/\/ob\/v2\/assertions\/[0-9a-f-]{36}\.png$/),
  ]);
  await noSeriousViolations(page, 'the badge details');
  await screenshot(page, 'badges-details-1366');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // A sign-in in another browser counts once more: "second visit" arrives live, and the list moves it.
  const other = await browser.newContext();
  await signIn(await other.newPage(), 'learner', '/', stack.baseURL);
  await other.close();
  await expectToastFor(page, 'Browser second visit');
  await expect(earned.getByRole('heading', { name: 'Browser second visit' })).toBeVisible();
  await expect(open.getByRole('heading', { name: 'Browser second visit' })).toBeHidden();
  expect(navigations.loads()).toBe(0);

  await noSidewaysScroll(page, 390, earned.getByRole('heading', { name: 'Browser first sign-in' }));
  await screenshot(page, 'badges-collection-390');
  await noSidewaysScroll(page, 320, open.getByRole('heading', { name: 'Browser regular' }));
});

test('dark and in German', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'learner', '/', stack.baseURL);
  const saved = await graphql(
    stack.baseURL,
    await accessToken(page),
    'mutation { user { updateMyProfile(input: { theme: "dark", locale: "de" }) { theme } } }',
  );
  expect(saved.errors).toBeUndefined();
  await context.close();

  const dark = await browser.newContext();
  const darkPage = await dark.newPage();
  await signIn(darkPage, 'learner', '/', stack.baseURL);
  await darkPage.goto(`${stack.baseURL}/badges-collection`);
  const earned = darkPage.getByRole('main').getByRole('region', { name: 'Erhalten' });
  await expect(earned.getByRole('heading', { name: 'Browser: erste Anmeldung' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    darkPage
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Browser: fünfzig Abschlüsse' })
      .getByText(/^\d+ von 50 abgeschlossenen Medien$/),
  ).toBeVisible();
  await expect(darkPage.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await noSeriousViolations(darkPage, 'the collection, dark');
  await screenshot(darkPage, 'badges-collection-dark-de-1366');
  await earned.getByRole('button', { name: /^Details und Downloads zu Browser: erste Anmeldung$/ }).click();
  await expect(darkPage.getByRole('dialog')).toBeVisible();
  await noSeriousViolations(darkPage, 'the badge details, dark');
  await screenshot(darkPage, 'badges-details-dark-de-1366');
  await darkPage.keyboard.press('Escape');
  await noSidewaysScroll(darkPage, 390, earned);
  await screenshot(darkPage, 'badges-collection-dark-de-390');
  await dark.close();
});
