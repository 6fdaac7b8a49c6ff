// Provider sessions: session_state, silent re-authorization (prompt=none), switching accounts,
// RP-initiated logout and signing-key rotation.
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/auth/verify';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { openTestDatabase } from '../../../server/db/testing';
import { rotateSigningKeys } from '../../../server/identity/keys';
import { authorizationUrl, CookieJar, follow, pkcePair, refresh, send, signIn, silentSignIn } from './flow';
import { addUser, freePort, startIdentityServer, type IdentityServer } from './server';

describe('sessions and logout', () => {
  let database: Database;
  let server: IdentityServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    await addUser(database.db, { username: 'ada', password: 'correct horse' });
    server = await startIdentityServer(database.db, await freePort());
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('keeps session_state within a session and changes it with a new sign-in', async () => {
    const first = await signIn(server.baseUrl, 'ada', 'correct horse');
    const silent = await silentSignIn(server.baseUrl, first.cookies);
    expect(silent.error).toBeUndefined();
    const state = decodeJwt(first.accessToken).session_state;
    expect(decodeJwt(silent.tokens!.access_token!).session_state).toBe(state);
    expect(decodeJwt(silent.tokens!.id_token!).session_state).toBe(state);
    // The silent renew drops offline_access (prompt=none) but still gets a refresh token.
    expect(silent.tokens!.refresh_token).toMatch(/^\S{20,}$/);

    const second = await signIn(server.baseUrl, 'ada', 'correct horse');
    expect(decodeJwt(second.accessToken).session_state).not.toBe(state);
  });

  it('answers prompt=none with login_required once the account is deactivated', async () => {
    const id = await addUser(database.db, { username: 'dora', password: 'dora-pass' });
    const tokens = await signIn(server.baseUrl, 'dora', 'dora-pass');
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await silentSignIn(server.baseUrl, tokens.cookies)).error).toBe('login_required');
    // Interactively, the login page is shown again, so another account can be used.
    const step = await follow(
      tokens.cookies,
      authorizationUrl(server.baseUrl, pkcePair()),
      `${server.baseUrl}/`,
    );
    expect(step.response?.status).toBe(200);
    expect(step.html).toContain('<label for="username">');
  });

  it('signs with a rotated key after a restart and still accepts tokens of the previous key', async () => {
    const before = await signIn(server.baseUrl, 'ada', 'correct horse');
    const { keys } = await rotateSigningKeys(database.db);
    const restarted = await startIdentityServer(database.db, await freePort());
    try {
      const verifier = createTokenVerifier(restarted.config, restarted.identity.jwks);
      const old = await verifier.verify(`Bearer ${before.accessToken}`).catch((error: Error) => error);
      // The issuer differs with the port, so only the signature check is meaningful here.
      expect(old).toBeInstanceOf(Error);
      const { payload } = await jwtVerify(before.accessToken, restarted.identity.jwks);
      expect(payload.sub).toBe(decodeJwt(before.accessToken).sub);
      const after = await signIn(restarted.baseUrl, 'ada', 'correct horse');
      expect(decodeProtectedHeader(after.accessToken).kid).toBe(keys[0]?.kid);
      await verifier.verify(`Bearer ${after.accessToken}`);
    } finally {
      await restarted.close();
    }
  });

  it('shows the login form again for prompt=login, so another account can sign in', async () => {
    const bobId = await addUser(database.db, { username: 'bob', password: 'bob-secret' });
    const ada = await signIn(server.baseUrl, 'ada', 'correct horse');
    const bob = await signIn(server.baseUrl, 'bob', 'bob-secret', {
      jar: ada.cookies,
      params: { prompt: 'login' },
    });
    expect(decodeJwt(bob.accessToken).sub).toBe(bobId);
    expect(decodeJwt(bob.accessToken).session_state).not.toBe(decodeJwt(ada.accessToken).session_state);
    const silent = await silentSignIn(server.baseUrl, ada.cookies);
    expect(decodeJwt(silent.tokens!.access_token!).sub).toBe(bobId);
  });

  it('answers prompt=none with login_required when there is no session', async () => {
    const result = await silentSignIn(server.baseUrl, new CookieJar());
    expect(result.error).toBe('login_required');
  });

  it('signs out at once with a valid id_token_hint and ends the session', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const jar = tokens.cookies;
    expect(jar.has('_session')).toBe(true);
    const url = new URL(`${server.baseUrl}/oidc/session/end`);
    url.searchParams.set('id_token_hint', tokens.idToken);
    url.searchParams.set('post_logout_redirect_uri', `${server.baseUrl}/`);
    url.searchParams.set('state', 'bye');
    const page = await send(jar, url.href);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    // No question to answer: the form submits itself (and offers a button only without JavaScript).
    expect(html).not.toContain('Stay signed in');
    expect(html).toContain('<script>');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);

    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(fields).toMatchObject({ logout: 'yes' });
    const confirmed = await send(jar, action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.baseUrl}/?state=bye`);
    expect(jar.has('_session')).toBe(false);

    expect((await silentSignIn(server.baseUrl, jar)).error).toBe('login_required');
    expect((await refresh(server.baseUrl, tokens.refreshToken)).status).toBe(400);
  });

  it('asks before signing out without an id_token_hint, in the browser language', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const page = await send(tokens.cookies, `${server.baseUrl}/oidc/session/end`, {
      headers: { 'accept-language': 'de' },
    });
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Möchten Sie sich abmelden?');
    expect(html).toContain('>Abmelden</button>');
    expect(html).toContain('>Angemeldet bleiben</button>');
  });

  it("restyles the provider's self-submitting form when there is no session to confirm", async () => {
    const response = await fetch(`${server.baseUrl}/oidc/session/end`, {
      headers: { 'accept-language': 'de' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Sie werden abgemeldet …</h1>');
    expect(html).toMatch(
      /<form method="post" action="http:\/\/127\.0\.0\.1:\d+\/oidc\/session\/end\/confirm">/,
    );
    expect(html).toContain('<input type="hidden" name="logout" value="yes">');
    expect(html).not.toContain('Submitting Callback');
  });

  it('shows a translated page after signing out without a redirect', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/session/end/success`, {
      headers: { 'accept-language': 'sw' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('Umetoka kwenye akaunti yako.');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
