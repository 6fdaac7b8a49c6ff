// Refresh-token rotation, revocation, userinfo and CORS of the token endpoints, over real HTTP.
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { openTestDatabase } from '../../../server/db/testing';
import { refresh, signIn } from './flow';
import { addUser, freePort, startIdentityServer, type IdentityServer } from './server';

let database: Database;
let server: IdentityServer;
let adaId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  adaId = await addUser(database.db, {
    username: 'ada',
    password: 'correct horse',
    roles: ['ADMIN', 'LEARNER'],
    theme: 'dark',
  });
  server = await startIdentityServer(database.db, await freePort());
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('refresh tokens', () => {
  it('rotates: the new refresh token works, the used one is rejected', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const first = await refresh(server.baseUrl, tokens.refreshToken);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as Record<string, string>;
    expect(rotated.refresh_token).toMatch(/^\S{20,}$/);
    expect(rotated.refresh_token).not.toBe(tokens.refreshToken);
    expect(decodeJwt(rotated.access_token!).session_state).toBe(decodeJwt(tokens.accessToken).session_state);

    const second = await refresh(server.baseUrl, rotated.refresh_token!);
    expect(second.status).toBe(200);

    const replay = await refresh(server.baseUrl, tokens.refreshToken);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refreshes with the scope oidc-client-ts sends back (the granted scope of the response)', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    expect(tokens.scope).toBe('openid profile email');
    const response = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: 'lms-app',
        scope: tokens.scope,
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(decodeJwt(body.access_token!)).toMatchObject({ sub: adaId, theme: 'dark' });
    expect(decodeJwt(body.id_token!)).toMatchObject({ sub: adaId, theme: 'dark' });
    expect(body.refresh_token).toMatch(/^\S{20,}$/);
  });

  it('revokes a refresh token', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const revoked = await fetch(`${server.baseUrl}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refreshToken, client_id: 'lms-app' }),
    });
    expect(revoked.status).toBe(200);
    expect((await refresh(server.baseUrl, tokens.refreshToken)).status).toBe(400);
  });

  it('stops refreshing for a deactivated account', async () => {
    const carol = await addUser(database.db, { username: 'carol', password: 'carol-pass' });
    const tokens = await signIn(server.baseUrl, 'carol', 'carol-pass');
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, carol));
    const response = await refresh(server.baseUrl, tokens.refreshToken);
    expect(response.status).toBe(400);
  });
});

describe('userinfo and CORS', () => {
  it('answers userinfo for the access token with the same claims', async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const response = await fetch(`${server.baseUrl}/oidc/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, origin: server.baseUrl },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    const info = (await response.json()) as Record<string, unknown>;
    expect(info).toMatchObject({
      sub: adaId,
      preferred_username: 'ada',
      theme: 'dark',
      resource_access: { 'lms-app': { roles: ['ADMIN', 'LEARNER'] } },
      session_state: decodeJwt(tokens.accessToken).session_state,
    });
  });

  it('rejects userinfo without a valid token', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/me`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it("allows the app's origin at the token endpoint and no other", async () => {
    const tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    const ask = (origin: string) =>
      fetch(`${server.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refreshToken,
          client_id: 'lms-app',
        }),
      });
    const foreign = await ask('http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const own = await ask(server.baseUrl);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
  });
});
