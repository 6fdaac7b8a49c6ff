// Faults (seed-spec §4, §8): the provider or the API gone, and a token refresh that fails, alone and
// inside a parent page. No crash, no loop, and recovery once the fault is gone.
import { expect, test, type Page } from './support/test';
import { freePort, startStack, type Stack } from './support/stack';
import { baseURL, expectDashboard, isLoginPage, signIn, submitLogin, watchNavigations } from './support/app';
import { parentHtml, received, servePage, type PageServer } from './support/parent';

const signedOutHeading = (page: Page) => page.getByRole('heading', { name: 'You are signed out' });

test.describe('on the shared stack', () => {
  test('provider down at start: signed out with a way to retry, no loop, and sign-in once it is back', async ({
    page,
  }) => {
    await page.route('**/oidc/**', (route) => route.abort());
    const nav = watchNavigations(page);
    await page.goto(`${baseURL()}/dashboard`);
    await expect(signedOutHeading(page)).toBeVisible();
    const retry = page.getByRole('button', { name: 'Sign in' });
    await expect(retry).toBeVisible();
    // Proving that the app does not keep retrying (reloading or redirecting) needs a pause.
    await page.waitForTimeout(2000);
    expect(nav.loads()).toBe(1);
    expect(nav.urls).toEqual([`${baseURL()}/dashboard`]);

    await page.unroute('**/oidc/**');
    await retry.click();
    await submitLogin(page, 'learner');
    await expectDashboard(page);
  });

  test('API down: a clear error, and the screen recovers when the API is back', async ({ page }) => {
    await signIn(page, 'learner');
    await page.route('**/graphql', (route) => route.abort());
    await page.getByRole('navigation').getByRole('link', { name: 'My profile' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.filter({ hasText: 'Your profile could not be loaded.' })).toBeVisible();
    // The sections of who may follow the learner's progress and of the mail settings load on their own, fail
    // on their own and have their own retry: all recover once the API is back.
    await expect(alert.filter({ hasText: 'Your links could not be loaded.' })).toBeVisible();
    await expect(alert.filter({ hasText: 'Your mail settings could not be loaded.' })).toBeVisible();
    await page.unroute('**/graphql');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveCount(3);
    for (const left of [2, 1, 0]) {
      await retry.first().click();
      await expect(retry).toHaveCount(left);
    }
    await expect(alert).toHaveCount(0);
    await expect(page.getByText('liam.otieno@example.org')).toBeVisible();
  });

  test('API down at start: a clear error with a retry that works once the API is back', async ({ page }) => {
    await signIn(page, 'learner');
    await page.route('**/graphql', (route) => route.abort());
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The application could not start');
    await expect(alert).toContainText('The server could not be reached.');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectDashboard(page);
  });
});

test.describe('with short-lived access tokens', () => {
  // Tokens live 64 s and the app refreshes 60 s before expiry, so a refresh comes every ~4 s.
  const REFRESH_EVERY_MS = 4000;
  let stack: Stack;
  let parent: PageServer;

  test.beforeAll(async () => {
    const parentPort = await freePort();
    stack = await startStack({
      ACCESS_TOKEN_TTL: '64',
      PARENT_ORIGINS: `http://localhost:${parentPort}`,
      EMBEDDED_TOKEN_CHECK_MS: '2000',
    });
    parent = await servePage(parentPort, parentHtml(stack.baseURL));
  });

  test.afterAll(async () => {
    await parent?.close();
    await stack?.dispose();
  });

  test('a failed token refresh starts a new login flow', async ({ page }) => {
    await signIn(page, 'learner', '/', stack.baseURL);
    const nav = watchNavigations(page);
    // The new login flow sends the whole tab to the provider's authorization endpoint.
    const authorizations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        if (new URL(request.url()).pathname === '/oidc/auth') authorizations.push(request.url());
      }
    });
    await page.route('**/oidc/token', (route) => route.abort());
    await expect.poll(() => authorizations.length, { timeout: REFRESH_EVERY_MS + 10_000 }).toBe(1);
    await expect(signedOutHeading(page)).toBeVisible();
    await page.unroute('**/oidc/token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The provider session is still there: no login page, straight back to the app.
    await expectDashboard(page);
    expect(nav.urls.filter(isLoginPage)).toEqual([]);
  });

  test('a failed token refresh inside a parent page tells the parent', async ({ page }) => {
    const top = await page.context().newPage();
    await signIn(top, 'learner', '/', stack.baseURL);
    await top.close();
    await page.goto(`${parent.origin}/?app=/dashboard`);
    const frame = page.frameLocator('#app');
    await expect(frame.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Hello/);
    expect(await received(page)).toEqual([]);

    await page.route('**/oidc/token', (route) => route.abort());
    await expect
      .poll(async () => (await received(page)).map((m) => m.data), { timeout: REFRESH_EVERY_MS + 10_000 })
      .toEqual([{ type: 'session_expired' }]);
    expect((await received(page))[0]?.origin).toBe(stack.baseURL);
    await expect(frame.getByRole('button', { name: 'Open sign-in window' })).toBeVisible();
  });
});
