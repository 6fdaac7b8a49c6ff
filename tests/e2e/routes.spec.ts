// The route table per demo account (seed-spec §2, §5): allowed routes show their screen, a forbidden
// route starts the login flow and the return lands on /dashboard without looping; empty and unknown
// paths redirect; /error-page and /relatives need no sign-in.
import { expect, test, type Page } from './support/test';
import {
  ACCOUNTS,
  OPEN_ROUTES,
  allowedRoutes,
  baseURL,
  expectDashboard,
  forbiddenRoutes,
  isLoginPage,
  mainHeading,
  routeTitle,
  signIn,
  submitLogin,
  watchNavigations,
} from './support/app';

/** Moves inside the running app the way the browser's back/forward buttons do (popstate). */
async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const account of ACCOUNTS) {
  test(`${account.username}: every allowed route shows its screen`, async ({ page }) => {
    await signIn(page, account.username);
    for (const route of allowedRoutes(account).filter((r) => r.path !== '/dashboard')) {
      await visitInApp(page, route.path);
      await expect(mainHeading(page), route.path).toHaveText(await routeTitle(account.lang, route.path));
      await expect(page).toHaveURL(`${baseURL()}${route.path}`);
    }
    // A deep link opened directly (a new page load) shows its screen too.
    const deep = allowedRoutes(account).at(-1)!;
    await page.goto(`${baseURL()}${deep.path}?from=link`);
    await expect(mainHeading(page)).toHaveText(await routeTitle(account.lang, deep.path));
    await expect(page).toHaveURL(`${baseURL()}${deep.path}?from=link`);
  });

  test(`${account.username}: every forbidden route starts the login flow; signing in lands on /dashboard once`, async ({
    page,
  }) => {
    await signIn(page, account.username);
    const forbidden = forbiddenRoutes(account);
    expect(forbidden.length, 'the table leaves every account something it may not open').toBeGreaterThan(0);
    for (const route of forbidden) {
      await page.goto(`${baseURL()}${route.path}`);
      await page.waitForURL((url) => isLoginPage(url.href));
    }
    const nav = watchNavigations(page);
    await submitLogin(page, account.username);
    await expectDashboard(page);
    const settledAt = nav.urls.length;
    // Proving that nothing more happens needs a pause: no further redirect to the provider.
    await page.waitForTimeout(1500);
    expect(nav.urls.slice(settledAt)).toEqual([]);
    expect(nav.urls.filter(isLoginPage)).toEqual([]);
    await expectDashboard(page);
  });
}

test('an empty path goes to /dashboard and an unknown path to /error-page', async ({ page }) => {
  await signIn(page, 'learner', '/');
  await page.goto(`${baseURL()}/no/such/page?x=1`);
  await expect(page).toHaveURL(`${baseURL()}/error-page`);
  await expect(mainHeading(page)).toHaveText('Page not found');
  await page.goto(`${baseURL()}/`);
  await expectDashboard(page);
});

test('an unknown path goes to /error-page without signing in', async ({ page }) => {
  const nav = watchNavigations(page);
  await page.goto(`${baseURL()}/definitely-not-a-route`);
  await expect(page).toHaveURL(`${baseURL()}/error-page`);
  await expect(mainHeading(page)).toHaveText('Page not found');
  expect(nav.urls.filter(isLoginPage)).toEqual([]);
});

for (const path of OPEN_ROUTES) {
  test(`${path} opens without sign-in`, async ({ page }) => {
    const nav = watchNavigations(page);
    await page.goto(`${baseURL()}${path}`);
    await expect(mainHeading(page)).toHaveText(await routeTitle('en', path));
    await expect(page).toHaveURL(`${baseURL()}${path}`);
    expect(nav.urls.filter(isLoginPage)).toEqual([]);
    expect(nav.urls.some((u) => new URL(u).pathname.startsWith('/oidc'))).toBe(false);
  });
}
