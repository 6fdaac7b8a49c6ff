// The app's Content Security Policy in a real browser: an inline script injected into the page does not
// run (and is reported), the token is out of its reach, and the policy names only the app's own partners.
import { baseURL, signIn } from './support/app';
import { expect, test } from './support/test';

test('an inline script injected into the app page is refused and reported; the app still runs', async ({
  page,
  csp,
}) => {
  csp.allow(/script-src|Content Security Policy/);
  // Stands for an injection: every HTML answer of the app carries an inline script.
  const appPage = (url: URL) =>
    url.origin === baseURL() &&
    !/^\/(oidc|assets|graphql|api|files|config\.json|healthz)\b/.test(url.pathname);
  await page.route(appPage, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const type = response.headers()['content-type'] ?? '';
    if (!type.startsWith('text/html')) return route.fulfill({ response });
    const html = (await response.text()).replace(
      '</head>',
      '<script>window.__stolen = sessionStorage.length;</script></head>',
    );
    return route.fulfill({ response, body: html });
  });
  await signIn(page, 'learner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __stolen?: number }).__stolen)).toBeUndefined();
  expect(csp.seen().some((v) => /script-src/.test(v))).toBe(true);
});

test('a string handed to a script sink is refused by Trusted Types', async ({ page, csp }) => {
  csp.allow(/Trusted Type|require-trusted-types-for/);
  await signIn(page, 'learner');
  const outcome = await page.evaluate(() => {
    try {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.head.append(script);
      return (window as { __ran?: boolean }).__ran ? 'ran' : 'not run';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).not.toBe('ran');
  // Markup handed to innerHTML is refused by the app's default policy (only tagless CSS text passes).
  const markup = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<img src="x" onerror="window.__ran = true">';
      return 'accepted';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(markup).toBe('TypeError');
});

test('the policy allows only the app itself, the API, the provider and the content origin', async () => {
  const response = await fetch(`${baseURL()}/dashboard`, { headers: { accept: 'text/html' } });
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  const connect = /connect-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(connect).toContain("'self'");
  expect(
    connect.every(
      (source) => source === "'self'" || /^(https?|wss?):\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(source),
    ),
  ).toBe(true);
  expect(await response.text()).not.toMatch(/<script(?![^>]*\b(src=|type="application\/json"))/);
});
