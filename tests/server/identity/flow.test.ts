// The whole authorization code + PKCE flow through the login form, the tokens' claims, refresh
// rotation, userinfo, revocation and CORS, over real HTTP on a loopback port.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/auth/verify';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { openTestDatabase } from '../../../server/db/testing';
import { eq } from 'drizzle-orm';
import { authorizationUrl, CookieJar, exchangeCode, follow, pkcePair, refresh, signIn } from './flow';
import { addUser, freePort, startIdentityServer, type IdentityServer } from './server';

let database: Database;
let server: IdentityServer;
let adaId: string;
/** The Vite dev server, registered through IDM_EXTRA_REDIRECT_URIS in development. */
const DEV_APP = 'http://localhost:5173/';

beforeAll(async () => {
  database = await openTestDatabase();
  adaId = await addUser(database.db, {
    username: 'ada',
    password: 'correct horse',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    roles: ['ADMIN', 'LEARNER', 'NOT_A_ROLE'],
    locale: 'de',
    theme: 'dark',
    dateFormat: 'yyyy-MM-dd',
  });
  await addUser(database.db, { username: 'bob', password: 'bob-secret', locale: null, dateFormat: null });
  server = await startIdentityServer(database.db, await freePort(), { extraRedirectUris: [DEV_APP] });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('discovery', () => {
  it('publishes the issuer, the endpoints, the code flow and S256', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    const issuer = `${server.baseUrl}/oidc`;
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${issuer}/token`);
    expect(doc.userinfo_endpoint).toBe(`${issuer}/me`);
    expect(doc.jwks_uri).toBe(`${issuer}/jwks`);
    expect(doc.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(doc.revocation_endpoint).toBe(`${issuer}/token/revocation`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('serves the public signing keys only', async () => {
    const { keys } = (await (await fetch(`${server.baseUrl}/oidc/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs in through the login form and issues tokens with every claim', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const access = decodeJwt(tokens.accessToken);
    const id = decodeJwt(tokens.idToken);
    const expected = {
      sub: adaId,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      preferred_username: 'ada',
      locale: 'de',
      default_locale: 'en',
      theme: 'dark',
      date_format: 'yyyy-MM-dd',
      default_date_format: 'dd.MM.yyyy',
      resource_access: { 'lms-app': { roles: ['ADMIN', 'LEARNER'] } },
    };
    expect(access).toMatchObject({ ...expected, iss: server.config.issuer, aud: 'lms-api' });
    expect(id).toMatchObject({ ...expected, iss: server.config.issuer, aud: 'lms-app' });
    expect(typeof access.session_state).toBe('string');
    expect(id.session_state).toBe(access.session_state);
    expect(access.exp! - access.iat!).toBe(300);
    expect(tokens.expiresIn).toBe(300);
    expect(tokens.refreshToken).not.toBe('undefined');

    const viewer = await createTokenVerifier(server.config, server.identity.jwks).verify(
      `Bearer ${tokens.accessToken}`,
    );
    expect(viewer).toMatchObject({
      userId: adaId,
      roles: ['ADMIN', 'LEARNER'],
      sessionState: access.session_state,
    });
  });

  it('leaves out locale and date_format when the user has none', async () => {
    const tokens = await signIn(server.baseUrl, 'bob', 'bob-secret');
    const access = decodeJwt(tokens.accessToken);
    expect(access).not.toHaveProperty('locale');
    expect(access).not.toHaveProperty('date_format');
    expect(access).toMatchObject({
      default_locale: 'en',
      default_date_format: 'dd.MM.yyyy',
      theme: 'default',
    });
  });

  it('reads the claims afresh at every issuance', async () => {
    const tokens = await signIn(server.baseUrl, 'bob', 'bob-secret');
    await database.db.update(users).set({ theme: 'dark', locale: 'sw' }).where(eq(users.username, 'bob'));
    const renewed = (await (await refresh(server.baseUrl, tokens.refreshToken)).json()) as Record<
      string,
      string
    >;
    expect(decodeJwt(renewed.access_token!)).toMatchObject({ theme: 'dark', locale: 'sw' });
    expect(decodeJwt(renewed.id_token!)).toMatchObject({ theme: 'dark', locale: 'sw' });
  });

  it('never shows a consent screen, even when prompt=consent is asked', async () => {
    const jar = new CookieJar();
    const first = await signIn(server.baseUrl, 'ada', 'correct horse', {
      jar,
      params: { prompt: 'consent' },
    });
    expect(first.refreshToken).toMatch(/^\S{20,}$/);
    // Signed in already: the consent interaction completes by itself and redirects back with a code.
    const again = await signIn(server.baseUrl, 'ada', 'not needed', { jar, params: { prompt: 'consent' } });
    expect(decodeJwt(again.accessToken).session_state).toBe(decodeJwt(first.accessToken).session_state);
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(authorizationUrl(server.baseUrl, pkcePair()));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${server.baseUrl}/`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const jar = new CookieJar();
    await signIn(server.baseUrl, 'ada', 'correct horse', { jar });
    const pkce = pkcePair();
    const step = await follow(jar, authorizationUrl(server.baseUrl, pkce), `${server.baseUrl}/`);
    const code = new URL(step.url).searchParams.get('code')!;
    const response = await exchangeCode(server.baseUrl, code, pkcePair().verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts an extra redirect URI and its origin for CORS', async () => {
    const tokens = await signIn(server.baseUrl, 'bob', 'bob-secret', { redirectUri: DEV_APP });
    expect(decodeJwt(tokens.accessToken).aud).toBe('lms-api');
    const response = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:5173' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: 'lms-app',
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('refuses a redirect URI that is not registered', async () => {
    const url = authorizationUrl(server.baseUrl, pkcePair(), { redirectUri: 'http://evil.example/' });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});
