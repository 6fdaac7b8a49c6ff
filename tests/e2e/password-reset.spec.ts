// A user resets their password through the login page: "Forgot password?", their username, the mail the
// suite's real SMTP server receives (sent by the mail worker), the link, a new password with strength
// feedback while typing, and signing in with it. The person is created for this test through the API, so no
// other spec's account changes. The provider's new pages pass axe (light and dark), fit 390 px and do not
// scroll sideways at 320 px.
import { expect, test, type Page } from './support/test';
import {
  accessToken,
  baseURL,
  expectDashboard,
  graphql,
  LOGIN_PATH,
  screenshot,
  signIn,
} from './support/app';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';
import { waitForMail } from './support/mail';

const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`;
const LINK = /https?:\/\/[^\s"<>]+\/oidc\/password\/set\?token=[A-Za-z0-9_-]{43}/;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** axe in light and dark, the 320 px check, and screenshots at 1366 and 390 px. */
async function checkPage(page: Page, name: string, shown: ReturnType<Page['getByRole']>) {
  await noSeriousViolations(page, `${name} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await noSeriousViolations(page, `${name} (dark)`);
  await screenshot(page, `${name}-dark-1366`);
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, `${name}-1366`);
  await noSidewaysScroll(page, 320, shown);
  await noSidewaysScroll(page, 390, shown);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

test('a user resets their password through the login page', async ({ page, browser }) => {
  const base = baseURL();
  const username = `reset-${Date.now().toString(36)}`;
  const email = `${username}@example.org`;
  const newPassword = 'violet meadow 42 lantern';

  // An administrator creates the person (locale null: the pages follow the browser).
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'admin', '/', base);
  const created = await graphql(base, await accessToken(adminPage), CREATE, {
    input: {
      username,
      name: 'Rena Reset',
      email,
      locale: null,
      roles: ['LEARNER'],
      unitIds: [],
      initialPassword: 'given-by-admin-1',
    },
  });
  expect(created.errors).toBeUndefined();
  await admin.close();

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/`);
  await page.waitForURL(LOGIN_PATH);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(heading(page)).toHaveText('Forgot your password?');
  const identifier = page.getByLabel('Username or e-mail address');
  await checkPage(page, 'password-forgot-en', identifier);
  await identifier.fill(username);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(heading(page)).toHaveText('Check your mail');
  await expect(page.getByRole('status')).toContainText('The link works once, for 60 minutes.');
  await checkPage(page, 'password-sent-en', page.getByRole('status'));

  const mail = await waitForMail(email, (m) => m.subject === 'Reset your password');
  expect(mail.text).toContain(username);
  const link = LINK.exec(mail.text)?.[0];
  expect(link, 'the reset link in the mail').toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(base).origin);
  expect(mail.html).toContain(link!.replace(/&/g, '&amp;'));

  // The same page in German, for a German browser (the link is not used up by opening it).
  const german = await browser.newContext({ locale: 'de-DE' });
  const germanPage = await german.newPage();
  await germanPage.goto(link!);
  await expect(heading(germanPage)).toHaveText('Neues Passwort festlegen');
  await germanPage.getByLabel('Neues Passwort', { exact: true }).fill('sommer2024');
  await expect(germanPage.getByText(/^Stärke: /)).toBeVisible();
  await screenshot(germanPage, 'password-set-de-1366');
  await germanPage.setViewportSize({ width: 390, height: 800 });
  await screenshot(germanPage, 'password-set-de-390');
  await germanPage.goto(`${base}/oidc/password/forgot?lang=de`);
  await expect(heading(germanPage)).toHaveText('Passwort vergessen?');
  await screenshot(germanPage, 'password-forgot-de-390');
  await germanPage.setViewportSize({ width: 1366, height: 800 });
  await screenshot(germanPage, 'password-forgot-de-1366');
  await german.close();

  await page.goto(link!);
  await expect(heading(page)).toHaveText('Set a new password');
  await expect(page.getByText(`Choose a new password for the account ${username}.`)).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat the new password');

  // Feedback while typing, from the provider's check.
  await password.fill('qwertyuiop');
  await expect(page.getByText('Strength: very weak')).toBeVisible();
  await expect(page.getByText('This is a frequently used password.')).toBeVisible();
  await checkPage(page, 'password-set-weak-en', password);
  // Refused on submit too, with the feedback, and the link still works.
  await repeat.fill('qwertyuiop');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too easy to guess. Choose a longer or less common one.',
  );
  await expect(page.getByText('This is a frequently used password.')).toBeVisible();

  await password.fill(newPassword);
  await expect(page.getByText('Strength: very strong')).toBeVisible();
  await repeat.fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(heading(page)).toHaveText('Password saved');
  await checkPage(page, 'password-saved-en', page.getByRole('link', { name: 'Sign in' }));

  // The link is used up.
  const again = await page.request.get(link!);
  expect(again.status()).toBe(410);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(LOGIN_PATH);
  const form = page.locator('form[action$="/login"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(newPassword);
  await form.locator('button[type="submit"]').click();
  // No forced change of the administrator's initial password any more: straight to the dashboard.
  await expectDashboard(page);
});
