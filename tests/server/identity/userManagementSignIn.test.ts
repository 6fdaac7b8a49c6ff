// The whole server on a loopback port, driven like a browser: an account an administrator creates must
// choose its own password before its first sign-in completes; a deactivated account's refresh token and
// sign-in are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildServer, type Server } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { openTestDatabase } from '../../../server/db/testing';
import { seedDemoCore } from '../../../server/db/seed';
import { verifyPassword } from '../../../server/identity/password';
import {
  authorizationUrl,
  CookieJar,
  exchangeCode,
  follow,
  pkcePair,
  refresh,
  send,
  signIn,
  submitLogin,
} from './flow';
import { configFor, freePort } from './server';

let database: Database;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  const config = configFor(port);
  baseUrl = config.publicUrl;
  database = await openTestDatabase();
  await seedDemoCore(database.db);
  server = await buildServer({ config, database });
  await server.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'graphql-preflight': '1',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: Record<string, Record<string, unknown>>;
      errors?: Array<{ message: string }>;
    },
  };
}

const errorText = (html: string) => /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

/** Up to the login form, then the username and password; answers the page or redirect that follows. */
async function startSignIn(username: string, password: string, acceptLanguage?: string) {
  const jar = new CookieJar();
  const pkce = pkcePair();
  const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  const step = await follow(jar, authorizationUrl(baseUrl, pkce), `${baseUrl}/`, headers);
  const posted = await submitLogin(jar, step.url, step.html ?? '', username, password, headers);
  return { jar, pkce, pageUrl: step.url, posted, html: await posted.text(), headers };
}

describe('an account created by an administrator', () => {
  it('chooses a new password (twice, at least 10 characters) before the first sign-in completes', async () => {
    const admin = await signIn(baseUrl, 'admin', 'admin');
    const created = await graphql(
      admin.accessToken,
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id mustChangePassword } }',
      {
        input: {
          username: 'nora',
          name: 'Nora Neu',
          email: 'nora@example.org',
          roles: ['LEARNER'],
          initialPassword: 'given-by-admin',
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createUser!.id as string;

    const first = await startSignIn('nora', 'given-by-admin', 'de-DE');
    expect(first.posted.status).toBe(200);
    expect(first.html).toContain('<h1>Neues Passwort wählen</h1>');
    expect(first.html).toContain('autocomplete="new-password"');
    const action = new URL(
      /<form method="post" action="([^"]+)"/.exec(first.html)![1]!.replace(/&amp;/g, '&'),
      first.pageUrl,
    ).href;
    const post = (fields: Record<string, string>) =>
      send(first.jar, action, {
        method: 'POST',
        headers: { ...first.headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const short = await post({ newPassword: 'short', repeatPassword: 'short' });
    expect(short.status).toBe(400);
    expect(errorText(await short.text())).toBe('Das neue Passwort braucht mindestens 10 Zeichen.');
    const differ = await post({ newPassword: 'my-own-password', repeatPassword: 'my-own-passwort' });
    expect(errorText(await differ.text())).toBe('Die beiden Passwörter stimmen nicht überein.');
    const same = await post({ newPassword: 'given-by-admin', repeatPassword: 'given-by-admin' });
    expect(errorText(await same.text())).toMatch(/anderes Passwort/);
    // Nothing saved so far: the account still must change its password.
    expect((await database.db.select().from(users).where(eq(users.id, id)))[0]!.mustChangePassword).toBe(
      true,
    );

    const done = await post({ newPassword: 'my-own-password', repeatPassword: 'my-own-password' });
    expect(done.status).toBe(303);
    const back = await follow(first.jar, new URL(done.headers.get('location')!, action).href, `${baseUrl}/`);
    const code = new URL(back.url).searchParams.get('code');
    expect(code).toMatch(/^[\w-]{20,}$/);
    const tokens = await exchangeCode(baseUrl, code!, first.pkce.verifier);
    expect(tokens.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row!.mustChangePassword).toBe(false);
    expect(await verifyPassword('my-own-password', row!.passwordHash)).toBe(true);
    // The next sign-in goes straight through with the new password; the old one no longer works.
    await expect(signIn(baseUrl, 'nora', 'my-own-password')).resolves.toBeDefined();
    const old = await startSignIn('nora', 'given-by-admin');
    expect(old.posted.status).toBe(401);
  });

  it('a one-time password from resetPassword works once and must be replaced', async () => {
    const admin = await signIn(baseUrl, 'admin', 'admin');
    const [learner] = await database.db.select().from(users).where(eq(users.username, 'learner'));
    const reset = await graphql(
      admin.accessToken,
      'mutation ($id: ID!) { resetPassword(id: $id) { password } }',
      {
        id: learner!.id,
      },
    );
    const password = reset.body.data.resetPassword!.password as string;
    await expect(signIn(baseUrl, 'learner', 'learner')).rejects.toThrow(/Sign-in refused \(401\)/);
    const attempt = await startSignIn('learner', password);
    expect(attempt.posted.status).toBe(200);
    expect(attempt.html).toContain('<h1>Choose a new password</h1>');
  });
});

describe('a deactivated account', () => {
  it('cannot refresh its token, the API refuses its access token, and its sign-in names the deactivation', async () => {
    const coach = await signIn(baseUrl, 'coach', 'coach');
    expect((await refresh(baseUrl, coach.refreshToken)).status).toBe(200);
    const admin = await signIn(baseUrl, 'admin', 'admin');
    const [row] = await database.db.select().from(users).where(eq(users.username, 'coach'));
    const off = await graphql(
      admin.accessToken,
      'mutation ($ids: [ID!]!) { deactivateUsers(ids: $ids) { id } }',
      {
        ids: [row!.id],
      },
    );
    expect(off.body.errors).toBeUndefined();
    const refused = await refresh(baseUrl, coach.refreshToken);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    const api = await graphql(coach.accessToken, '{ version }');
    expect(api.status).toBe(401);
    // The upload routes take their viewer from the same verifier: refused before reading any file.
    for (const path of ['/api/upload', '/api/user-import/upload']) {
      const form = new FormData();
      form.append('file', new Blob(['username\nsomeone\n'], { type: 'text/csv' }), 'users.csv');
      const upload = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${coach.accessToken}` },
        body: form,
      });
      expect(upload.status, path).toBe(401);
      expect(((await upload.json()) as { message: string }).message).toMatch(/deactivated/);
    }
    const again = await startSignIn('coach', 'coach');
    expect(again.posted.status).toBe(403);
    expect(errorText(again.html)).toBe('This account has been deactivated. Ask your administrator.');
    const wrong = await startSignIn('coach', 'not-the-password');
    expect(errorText(wrong.html)).toBe('The username or password is not correct.');
  });
});
