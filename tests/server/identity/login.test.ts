// The provider's login page: translations, accessibility basics, framing protection, one message
// for every failed sign-in, and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../../../server/db/testing';
import { authorizationUrl, CookieJar, follow, pkcePair, submitLogin } from './flow';
import { addUser, freePort, startIdentityServer, type IdentityServer } from './server';

let database: Database;
let server: IdentityServer;

beforeAll(async () => {
  database = await openTestDatabase();
  await addUser(database.db, { username: 'ada', password: 'correct horse' });
  await addUser(database.db, { username: 'eve', password: 'eve-password', isActive: false });
  server = await startIdentityServer(database.db, await freePort());
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** Starts an authorization request and returns the login page it leads to. */
async function openLoginPage(target: IdentityServer, acceptLanguage?: string) {
  const jar = new CookieJar();
  const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  const step = await follow(jar, authorizationUrl(target.baseUrl, pkcePair()), `${target.baseUrl}/`, headers);
  if (!step.response) throw new Error('expected a login page');
  return { jar, url: step.url, response: step.response, html: step.html ?? '', headers };
}

const login = async (
  page: Awaited<ReturnType<typeof openLoginPage>>,
  username: string,
  password: string,
): Promise<{ status: number; html: string; response: Response }> => {
  const response = await submitLogin(page.jar, page.url, page.html, username, password, page.headers);
  return { status: response.status, html: await response.text(), response };
};

const errorText = (html: string) => /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('login page', () => {
  it('is an accessible English form by default, and cannot be framed', async () => {
    const page = await openLoginPage(server);
    expect(page.response.status).toBe(200);
    expect(page.url).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<main>');
    expect(page.html).toContain('<label for="username">Username</label>');
    expect(page.html).toContain('<label for="password">Password</label>');
    expect(page.html).toContain('<button type="submit">Sign in</button>');
    expect(page.html).toMatch(/:focus-visible\{outline/);
    expect(page.html).toContain('prefers-color-scheme:dark');
    expect(page.html).not.toContain('<script');
    expect(page.response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('is German for Accept-Language: de', async () => {
    const page = await openLoginPage(server, 'de-DE,de;q=0.9,en;q=0.5');
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('>Benutzername</label>');
    expect(page.html).toContain('>Passwort</label>');
    expect(page.html).toContain('>Anmelden</button>');
  });

  it('is Swahili for Accept-Language: sw', async () => {
    const page = await openLoginPage(server, 'sw');
    expect(page.html).toContain('<html lang="sw">');
    expect(page.html).toContain('>Jina la mtumiaji</label>');
    expect(page.html).toContain('>Nenosiri</label>');
    expect(page.html).toContain('>Ingia</button>');
  });

  it('falls back to English for a language it does not have', async () => {
    const page = await openLoginPage(server, 'fr-FR,fr;q=0.9');
    expect(page.html).toContain('<html lang="en">');
  });

  it('gives one message for a wrong password and an unknown user; a deactivated account only after its right password', async () => {
    const page = await openLoginPage(server);
    const wrong = await login(page, 'ada', 'wrong');
    const unknown = await login(page, 'nobody', 'whatever');
    const inactive = await login(page, 'eve', 'eve-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    // A deactivated account is named only to whoever knows its password.
    expect(inactive.status).toBe(403);
    expect(errorText(wrong.html)).toBe('The username or password is not correct.');
    expect(errorText(unknown.html)).toBe(errorText(wrong.html));
    expect(errorText(inactive.html)).toBe('This account has been deactivated. Ask your administrator.');
    const inactiveWrong = await login(page, 'eve', 'not-her-password');
    expect(inactiveWrong.status).toBe(401);
    expect(errorText(inactiveWrong.html)).toBe(errorText(wrong.html));
    expect(wrong.html).toContain('role="alert"');
    expect(wrong.response.headers.get('x-frame-options')).toBe('DENY');
    // The form stays usable: the same interaction still accepts the right password.
    const right = await login(page, 'ada', 'correct horse');
    expect(right.status).toBe(303);
  });

  it('asks for both fields when one is empty', async () => {
    const page = await openLoginPage(server);
    const empty = await login(page, 'ada', '');
    expect(empty.status).toBe(400);
    expect(errorText(empty.html)).toBe('Please enter your username and password.');
  });

  it('shows a translated error page for a bad authorization request', async () => {
    const url = authorizationUrl(server.baseUrl, pkcePair(), { clientId: 'unknown-client' });
    const response = await fetch(url, { headers: { 'accept-language': 'de' } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Etwas ist schiefgelaufen');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('says the page expired when the interaction is unknown', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/interaction/not-a-real-one`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired.');
  });
});

describe('slowing down failed sign-ins (OWASP: per username and address, never a lockout)', () => {
  it('slows the failing pair with a translated wait, and lets the right password in once it has waited', async () => {
    const quick = await startIdentityServer(database.db, await freePort(), {
      loginLimits: {
        perPair: { free: 3, firstDelayMs: 1500, maxDelayMs: 60_000, forgetAfterMs: 60_000 },
        perAddress: { free: 100, firstDelayMs: 1500, maxDelayMs: 60_000, forgetAfterMs: 60_000 },
      },
    });
    try {
      await addUser(database.db, { username: 'mallory', password: 'right-one' });
      const page = await openLoginPage(quick, 'de');
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await login(page, 'mallory', `guess-${attempt}`)).status).toBe(401);
      const slowed = await login(page, 'mallory', 'right-one');
      expect(slowed.status).toBe(429);
      expect(Number(slowed.response.headers.get('retry-after'))).toBeLessThanOrEqual(2);
      expect(errorText(slowed.html)).toMatch(
        /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in [12] Sekunden? erneut\.$/,
      );
      // Another account from the same address is not held up by mallory's failures.
      expect((await login(page, 'ada', 'correct horse')).status).toBe(303);
      await new Promise((resolve) => setTimeout(resolve, 1600));
      expect((await openLoginPage(quick).then((again) => login(again, 'mallory', 'right-one'))).status).toBe(
        303,
      );
    } finally {
      await quick.close();
    }
  });

  it('slows an address that sprays many usernames, and only that address', async () => {
    const strict = await startIdentityServer(database.db, await freePort(), {
      loginLimits: {
        perPair: { free: 3, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 },
        perAddress: { free: 3, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60_000 },
      },
    });
    try {
      const page = await openLoginPage(strict);
      for (const name of ['a1', 'a2', 'a3', 'a4']) expect((await login(page, name, 'x')).status).toBe(401);
      const slowed = await login(page, 'ada', 'correct horse');
      expect(slowed.status).toBe(429);
      expect(errorText(slowed.html)).toBe(
        'Too many failed sign-in attempts. Please try again in 60 seconds.',
      );
    } finally {
      await strict.close();
    }
  });
});
