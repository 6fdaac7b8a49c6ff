// Relatives in Chromium against the real stack: an administrator makes a link for the demo learner; a
// fresh browser that never signed in opens it and sees the learner's progress (and nothing asks it to sign
// in); once withdrawn, the same link shows the plain message. The learner sees who follows them in their
// profile and withdraws a link. Axe and 390/320 px on each screen.
import { expect, test, type Browser, type Page } from './support/test';
import {
  accessToken,
  baseURL,
  graphql,
  isLoginPage,
  mainHeading,
  screenshot,
  signIn,
  watchNavigations,
} from './support/app';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

const tag = Date.now().toString(36).slice(-5);

async function makeLink(page: Page, label: string): Promise<string> {
  await page.getByRole('button', { name: 'New link' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New link for a relative' });
  await dialog.getByLabel(/^Find a learner/).fill('Liam');
  await dialog.getByRole('radio', { name: /Liam Otieno \(learner\)/ }).check();
  await dialog.getByLabel(/^Label/).fill(label);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const ready = page.getByRole('dialog', { name: 'The link is ready' });
  const url = await ready.getByLabel('Link for Liam Otieno').inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL()}/relatives#token=[A-Za-z0-9_-]{43}$`));
  return url;
}

/** A browser that never signed in: no cookies, no storage. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('an administrator makes a link, a relative opens it without signing in, a withdrawn link shows the plain message', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Relatives' }).click();
  await expect(mainHeading(page)).toHaveText('Relatives');
  const label = `mother ${tag}`;
  await page.getByRole('button', { name: 'New link' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New link for a relative' })).toBeVisible();
  await noSeriousViolations(page, 'new link dialog');
  await page.keyboard.press('Escape');
  const url = await makeLink(page, label);
  await noSeriousViolations(page, 'link shown once');
  await screenshot(page, 'relatives-link-created');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const row = page.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText('Active');
  await noSeriousViolations(page, 'relatives admin');
  await screenshot(page, 'relatives-admin');

  // A relative's browser: no session, no sign-in asked, the learner's progress.
  const relative = await freshPage(browser);
  const nav = watchNavigations(relative);
  await relative.goto(url);
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText(
    'Liam Otieno’s learning progress'.replace('’', "'"),
  );
  await expect(relative.getByRole('heading', { name: 'In progress and to do' })).toBeVisible();
  await expect(relative.getByRole('heading', { name: 'Completed', exact: true })).toBeVisible();
  expect(nav.urls.filter(isLoginPage)).toEqual([]);
  expect(nav.urls.some((u) => new URL(u).pathname.startsWith('/oidc'))).toBe(false);
  // Nothing of the shell: no menu, no other people.
  await expect(relative.getByRole('navigation')).toHaveCount(0);
  await noSeriousViolations(relative, 'relative view');
  await screenshot(relative, 'relatives-view-1366');
  await noSidewaysScroll(relative, 390, relative.getByRole('heading', { level: 1 }));
  await screenshot(relative, 'relatives-view-390');
  await noSidewaysScroll(relative, 320, relative.getByRole('heading', { level: 1 }));
  await relative.emulateMedia({ colorScheme: 'dark' });
  await noSeriousViolations(relative, 'relative view (dark preference)');

  // Withdrawn: the same address now shows the one plain message.
  await page.getByRole('button', { name: new RegExp(`Withdraw the link ${label} for Liam Otieno`) }).click();
  await page
    .getByRole('alertdialog', { name: 'Withdraw this link?' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(row).toContainText('Withdrawn');
  await relative.reload();
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(relative.getByText(/expired or withdrawn/)).toBeVisible();
  await noSeriousViolations(relative, 'invalid link');
  await screenshot(relative, 'relatives-invalid-390');
  await relative.context().close();

  // The admin list at phone widths.
  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'relatives-admin-390');
  await noSidewaysScroll(page, 320, mainHeading(page));
});

test('without a link the page explains itself, and nobody is sent to sign in', async ({ browser }) => {
  const visitor = await freshPage(browser);
  const nav = watchNavigations(visitor);
  await visitor.goto(`${baseURL()}/relatives`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Relatives');
  await expect(visitor.getByText(/opens through a personal link/)).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(nav.urls.filter(isLoginPage)).toEqual([]);
  await noSeriousViolations(visitor, 'relatives without a link');
  await noSidewaysScroll(visitor, 320, visitor.getByRole('heading', { level: 1 }));
  await visitor.context().close();
});

test('the learner sees who can follow them in the profile and withdraws a link', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto(`${baseURL()}/relatives`);
  await expect(mainHeading(page)).toHaveText('Relatives');
  const label = `grandmother ${tag}`;
  await makeLink(page, label);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, 'learner');
  await learner.goto(`${baseURL()}/my-profile`);
  const section = learner.getByRole('region', { name: 'Who can follow my progress' });
  const item = section.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText('Active');
  await noSeriousViolations(learner, 'profile with links');
  await noSidewaysScroll(learner, 390, section);
  await screenshot(learner, 'relatives-profile-390');
  await item.getByRole('button', { name: `Withdraw the link ${label}` }).click();
  await learner.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(item).toContainText('Withdrawn');
  await learnerContext.close();
});

test('in German and dark: the links screen and the dialog for an administrator, and the relative view in German', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto(`${baseURL()}/relatives`);
  await expect(mainHeading(page)).toHaveText('Relatives');
  const url = await makeLink(page, `aunt ${tag}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const token = await accessToken(page);
  const setProfile = (theme: string, locale: string) =>
    graphql(
      baseURL(),
      token,
      'mutation($input: MyProfileInput!) { user { updateMyProfile(input: $input) { id } } }',
      {
        input: { theme, locale },
      },
    );
  expect((await setProfile('dark', 'de')).errors).toBeUndefined();
  try {
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, 'admin');
    await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
    await page.goto(`${baseURL()}/relatives`);
    await expect(page.getByRole('button', { name: 'Neuer Link' }).first()).toBeVisible();
    await noSeriousViolations(page, 'relatives admin (dark, de)');
    await screenshot(page, 'relatives-admin-dark-de-1366');
    await page.getByRole('button', { name: 'Neuer Link' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Neuer Link für Angehörige' })).toBeVisible();
    await noSeriousViolations(page, 'new link dialog (dark, de)');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'relatives-dialog-dark-de-390');
    await page.keyboard.press('Escape');
    await noSidewaysScroll(page, 390, mainHeading(page));
    await screenshot(page, 'relatives-admin-dark-de-390');
  } finally {
    expect((await setProfile('default', 'en')).errors).toBeUndefined();
  }

  const context = await browser.newContext({ locale: 'de-DE' });
  const relative = await context.newPage();
  await relative.goto(url);
  await expect(relative.getByRole('heading', { level: 1 })).toHaveText('Lernfortschritt von Liam Otieno');
  await noSeriousViolations(relative, 'relative view (de)');
  await noSidewaysScroll(relative, 390, relative.getByRole('heading', { level: 1 }));
  await screenshot(relative, 'relatives-view-de-390');
  await context.close();
});
