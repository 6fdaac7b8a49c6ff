// The app framed by an allowed parent on another origin of the same site (docs/embedding.md): silent
// sign-in, the parent's commands, messages it must ignore, and session_expired; never a token out.
import { expect, test, type Page } from './support/test';
import { freePort, startStack, type Stack } from './support/stack';
import { isLoginPage, signIn, submitLogin } from './support/app';
import {
  appFrame,
  parentHtml,
  parentPosts,
  received,
  servePage,
  thirdHtml,
  type PageServer,
  type Received,
} from './support/parent';

const TOKEN_CHECK_MS = 2000;
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;

let stack: Stack;
let parent: PageServer;
let third: PageServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const [parentPort, thirdPort] = [await freePort(), await freePort()];
  stack = await startStack({
    PARENT_ORIGINS: `http://localhost:${parentPort}`,
    EMBEDDED_TOKEN_CHECK_MS: String(TOKEN_CHECK_MS),
  });
  parent = await servePage(parentPort, parentHtml(stack.baseURL));
  third = await servePage(thirdPort, thirdHtml(stack.baseURL));
});

test.afterAll(async () => {
  await parent?.close();
  await third?.close();
  await stack?.dispose();
});

/** Signs in at the app's own origin (the provider session the frame then uses), then opens the portal. */
async function openPortal(page: Page, appPath = '/dashboard', withThird = false): Promise<void> {
  const top = await page.context().newPage();
  await signIn(top, 'learner', '/', stack.baseURL);
  await top.close();
  const query = new URLSearchParams({ app: appPath, ...(withThird ? { third: `${third.origin}/` } : {}) });
  await page.goto(`${parent.origin}/?${query.toString()}`);
}

const app = (page: Page) => page.frameLocator('#app');
const heading = (page: Page) => app(page).getByRole('main').getByRole('heading', { level: 1 });

/** The token the framed app holds, to prove that no message carries it. */
async function frameToken(page: Page): Promise<string | undefined> {
  return appFrame(page, stack.baseURL).evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) {
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
}

function expectNoTokens(messages: Received[], token: string | undefined): void {
  for (const message of messages) {
    const text = JSON.stringify(message.data);
    expect(text).not.toMatch(JWT);
    if (token) expect(text).not.toContain(token);
  }
}

const sessionExpired = (messages: Received[]) =>
  messages.filter((m) => m.fromApp && JSON.stringify(m.data) === '{"type":"session_expired"}');

test('the app allows framing by the configured parent only', async ({ page, csp }) => {
  // The foreign page's frame is refused by the app's frame-ancestors: that violation is the point.
  csp.allow(/frame-ancestors/);
  for (const path of ['/', '/dashboard']) {
    const response = await fetch(`${stack.baseURL}${path}`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${parent.origin};`,
    );
  }

  // A page on an origin that is not allowed: the browser refuses to show the app in its frame.
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) blocked.push(m.text());
  });
  await page.goto(`${third.origin}/frame-app`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  const frame = page.frames().find((f) => f !== page.mainFrame());
  await expect
    .poll(async () => frame?.evaluate(() => document.querySelector('#root') !== null).catch(() => false))
    .toBe(false);
});

test('the embedded app signs in silently, follows route_change with path and query, and signs out on log_out', async ({
  page,
}) => {
  const navigations: string[] = [];
  page.on('framenavigated', (f) => navigations.push(f.url()));
  await openPortal(page);
  await expect(heading(page)).toHaveText(/^Hello/);
  expect(navigations.filter(isLoginPage)).toEqual([]);
  const token = await frameToken(page);
  expect(token).toMatch(JWT);

  await parentPosts(page, { type: 'route_change', route: '/my-profile?tab=units&x=1' }, stack.baseURL);
  await expect(heading(page)).toHaveText('My profile');
  await expect
    .poll(() => appFrame(page, stack.baseURL).url())
    .toBe(`${stack.baseURL}/my-profile?tab=units&x=1`);

  await parentPosts(page, { type: 'log_out' }, stack.baseURL);
  // Signed out inside the frame: the shell is gone and sign-in is offered in a popup window.
  await expect(app(page).getByRole('navigation')).toHaveCount(0);
  await expect(app(page).getByRole('button', { name: 'Open sign-in window' })).toBeVisible();
  expect(await frameToken(page)).toBeUndefined();
  expectNoTokens(await received(page), token);
});

test('log_out from the parent ends the whole session: another tab of the same person stays signed out too', async ({
  page,
}) => {
  // The same person has the app open in a tab of its own while the portal frames it.
  const tab = await page.context().newPage();
  await signIn(tab, 'learner', '/', stack.baseURL);
  await expect(tab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Hello/);
  await page.goto(`${parent.origin}/?app=/dashboard`);
  await expect(heading(page)).toHaveText(/^Hello/);

  await parentPosts(page, { type: 'log_out' }, stack.baseURL);
  await expect(app(page).getByRole('button', { name: 'Open sign-in window' })).toBeVisible();
  // The tab notices the ended session and does not get back in silently: it asks for a password.
  await expect.poll(() => isLoginPage(tab.url()), { timeout: 15_000 }).toBe(true);
  // Longer than it took the old behaviour to undo the log_out (tab reload, silent sign-in, frame reload).
  await page.waitForTimeout(10_000);
  expect(isLoginPage(tab.url())).toBe(true);
  await expect(app(page).getByRole('button', { name: 'Open sign-in window' })).toBeVisible();
  await expect(app(page).getByRole('navigation')).toHaveCount(0);
  expect(await frameToken(page)).toBeUndefined();
  await tab.reload();
  await expect.poll(() => isLoginPage(tab.url())).toBe(true);
  await tab.close();
});

test('hostile, malformed and foreign-origin messages change nothing', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('embed: ignored')) warnings.push(m.text());
  });
  await openPortal(page, '/my-profile', true);
  await expect(heading(page)).toHaveText('My profile');
  const token = await frameToken(page);
  const before = appFrame(page, stack.baseURL).url();
  // The silent sign-in's own frame may have posted to the app already; count from here.
  const warningsBefore = warnings.length;

  const malformed: unknown[] = [
    'log_out',
    null,
    42,
    { type: 'LOG_OUT' },
    { type: 'logout' },
    { type: 'route_change' },
    { type: 'route_change', route: 42 },
    { type: 'route_change', route: 'my-units' },
    { type: 'route_change', route: '//evil.example/my-units' },
    { type: 'route_change', route: 'https://evil.example/my-units' },
    { type: 'route_change', route: 'javascript:alert(1)' },
    { type: 'route_change', route: '/\\evil.example' },
    { type: 'route_change', route: `/${'a'.repeat(5000)}` },
    { type: 'route_change', route: ['/my-units'] },
  ];
  for (const message of malformed) await parentPosts(page, message, stack.baseURL);

  // A sibling frame of a third origin posts perfectly formed commands into the app.
  const sibling = page.frames().find((f) => f.url().startsWith(third.origin));
  if (!sibling) throw new Error('The third-origin frame did not load.');
  await sibling.evaluate(() => {
    window.parent.frames[0]!.postMessage({ type: 'route_change', route: '/my-units' }, '*');
    window.parent.frames[0]!.postMessage({ type: 'log_out' }, '*');
  });

  await expect.poll(() => warnings.length - warningsBefore).toBe(malformed.length + 2);
  await expect(heading(page)).toHaveText('My profile');
  await expect(app(page).getByRole('navigation')).toBeVisible();
  expect(appFrame(page, stack.baseURL).url()).toBe(before);
  expect(await frameToken(page)).toBe(token);
  expect(await received(page)).toEqual([]);
});

test('when the session ends in another tab, the parent receives session_expired within one token check', async ({
  page,
}) => {
  await openPortal(page);
  await expect(heading(page)).toHaveText(/^Hello/);
  const token = await frameToken(page);

  const other = await page.context().newPage();
  await other.goto(`${stack.baseURL}/dashboard`);
  await expect(other.getByRole('navigation')).toBeVisible();
  await other.getByRole('button', { name: /Account menu/ }).click();
  const signedOutAt = Date.now();
  await other.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect
    .poll(async () => sessionExpired(await received(page)).length, { timeout: TOKEN_CHECK_MS + 3000 })
    .toBeGreaterThan(0);
  expect(Date.now() - signedOutAt).toBeLessThan(TOKEN_CHECK_MS + 3000);
  await expect(app(page).getByRole('button', { name: 'Open sign-in window' })).toBeVisible();
  const messages = await received(page);
  expect(messages.every((m) => m.origin === stack.baseURL)).toBe(true);
  expectNoTokens(messages, token);
  await other.waitForURL((url) => isLoginPage(url.href));
  await submitLogin(other, 'learner');
});

test('when the provider session ends outside the app, the parent receives session_expired within one token check', async ({
  page,
}) => {
  await openPortal(page);
  await expect(heading(page)).toHaveText(/^Hello/);
  const token = await frameToken(page);
  expect(token).toMatch(JWT);

  // The provider's own sign-out page, in a tab where no app runs: nothing tells the framed app (no
  // session marker is written); only its periodic check at the provider can find out.
  const other = await page.context().newPage();
  await other.goto(`${stack.baseURL}/oidc/session/end`);
  await other.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(other.getByText('You have been signed out.')).toBeVisible();
  const endedAt = Date.now();

  // The app held an unexpired token (above) and a refresh token that outlives the provider session; nothing
  // is said to it. Its periodic check may already have run since the sign-out (a CI run saw the token gone
  // here), so what counts is the one message the parent receives, within one check.
  await expect
    .poll(async () => sessionExpired(await received(page)).length, { timeout: TOKEN_CHECK_MS + 3000 })
    .toBe(1);
  expect(Date.now() - endedAt).toBeLessThan(TOKEN_CHECK_MS + 3000);
  await expect(app(page).getByRole('button', { name: 'Open sign-in window' })).toBeVisible();
  expect(await frameToken(page)).toBeUndefined();
  const messages = await received(page);
  expect(messages.every((m) => m.origin === stack.baseURL && m.fromApp)).toBe(true);
  expectNoTokens(messages, token);
  await other.close();
});
