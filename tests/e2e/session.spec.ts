// The session as a user lives it: a reload keeps it, and signing out in one tab ends it in the others
// (seed-spec §4: the page reloads once when the session changes in another tab).
import { expect, test } from './support/test';
import { baseURL, expectDashboard, isLoginPage, signIn, watchNavigations } from './support/app';

const isApp = (url: string) => !new URL(url).pathname.startsWith('/oidc');

test('a reload of a signed-in tab stays signed in without showing the login page', async ({ page }) => {
  await signIn(page, 'learner');
  const nav = watchNavigations(page);
  await page.reload();
  await expectDashboard(page);
  await page.reload();
  await expectDashboard(page);
  expect(nav.urls.filter((u) => !isApp(u))).toEqual([]);
  expect(nav.loads()).toBe(2);
});

test('signing out in one tab reloads the other once and leaves it signed out, without a loop', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, 'learner');
  // The second tab signs in silently with the provider session the first one started.
  const second = await context.newPage();
  await second.goto(`${baseURL()}/my-profile`);
  await expect(second).toHaveURL(`${baseURL()}/my-profile`);
  await expect(second.getByRole('navigation')).toBeVisible();
  await second.waitForLoadState('networkidle');
  const nav = watchNavigations(second);

  await first.getByRole('button', { name: /Account menu/ }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();

  // The reload finds the session gone: the guarded route starts the login flow (seed-spec §5).
  await second.waitForURL((url) => isLoginPage(url.href));
  await expect(second.getByLabel('Password')).toBeVisible();
  // Proving that no further reload follows needs a pause.
  await second.waitForTimeout(3000);
  expect(nav.urls.filter(isApp)).toEqual([`${baseURL()}/my-profile`]);
  expect(nav.urls.filter((u) => !isApp(u)).every(isLoginPage)).toBe(true);
  await expect(second.getByLabel('Password')).toBeVisible();
  // The first tab is signed out too: it also ends on the provider's login page.
  await first.waitForURL((url) => isLoginPage(url.href));
});
