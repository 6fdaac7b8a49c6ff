// The whole server as main.ts builds it: runtime configuration, health, body limits, and one real
// sign-in through the identity provider whose token the API accepts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../../server/db/testing';
import { seedDemoCore } from '../../server/db/seed';
import { configFor, freePort } from './identity/server';
import { refresh, signIn, silentSignIn } from './identity/flow';
import { OPERATIONS } from './api/harness';

const graphqlHeaders = {
  'content-type': 'application/json',
  accept: 'application/json',
  'graphql-preflight': '1',
};

describe('the server through fastify inject', () => {
  let database: Database;
  let server: Server;
  beforeAll(async () => {
    database = await openTestDatabase();
    server = await buildServer({ config: testConfig(), database });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
  });

  it('/config.json has every runtime variable with its default', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      API_URL: 'http://localhost:4000/graphql',
      IDM_ISSUER: 'http://localhost:4000/oidc',
      IDM_CLIENT_ID: 'lms-app',
      IDM_SCOPE: 'openid profile email offline_access',
      RECOMMENDER_API_URL: 'http://localhost:4000/recommender',
      RECOMMENDER_DOMAIN_ID: 'lms',
      RECOMMENDER_SCENARIO: 'kurs_cf',
      RECOMMENDER_COUNT: 4,
      ALLOWED_LOCALES: ['en', 'de', 'sw'],
      DEFAULT_LOCALE: 'en',
      PARENT_ORIGINS: [],
      EMBEDDED_TOKEN_CHECK_MS: 60000,
      CONTENT_ORIGIN: 'http://localhost:4001',
    });
  });

  it('/healthz answers 200 with the database kind', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('refuses a GraphQL body over 1 MB with 413 and a clear JSON message', async () => {
    const body = JSON.stringify({
      query: OPERATIONS.GetVersion,
      variables: { pad: 'x'.repeat(1024 * 1024) },
    });
    const res = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: graphqlHeaders,
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      errors: [
        {
          message: 'The request body is larger than the limit of 1 MB.',
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
  });

  it.each([
    ['text/plain', JSON.stringify({ query: OPERATIONS.GetVersion }), 403, /CSRF/],
    ['application/x-www-form-urlencoded', 'query=x', 415, /Unsupported content type; send application\/json/],
  ])(
    'refuses a cross-site "simple" POST (%s) without running it',
    async (contentType, payload, status, message) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.body).toMatch(message);
    },
  );

  it('answers malformed JSON with 400, then serves the next request', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: graphqlHeaders,
      payload: '{"query":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const next = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: graphqlHeaders,
      payload: JSON.stringify({ query: OPERATIONS.GetVersion }),
    });
    // Reached the API and was judged there: no token -> 401 with a GraphQL error body.
    expect(next.statusCode).toBe(401);
    expect(next.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('index.html with the runtime configuration inlined', () => {
  let database: Database;
  let server: Server;
  let distDir: string;
  const base = testConfig();
  // A value that would end the script element if it were not escaped.
  const config = { ...base, app: { ...base.app, RECOMMENDER_SCENARIO: '</script><!--x&y' } };
  const inlined = (html: string) => {
    const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/s.exec(html);
    if (!match?.[1]) throw new Error(`No inline configuration in ${html}`);
    return match[1];
  };
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'lms-dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>A</title></head><body></body></html>',
    );
    database = await openTestDatabase();
    server = await buildServer({ config, database, distDir });
  });
  afterAll(async () => {
    await server.app.close();
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves / and history routes with the same object as /config.json, escaped for HTML', async () => {
    const expected = (await server.app.inject({ method: 'GET', url: '/config.json' })).json();
    for (const url of ['/', '/my-profile']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors/);
      const json = inlined(res.body);
      expect(json).not.toMatch(/[<>&]/);
      expect(JSON.parse(json)).toEqual(expected);
      expect(res.body).toMatch(/<\/script><\/head>/);
    }
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>B build</title></head></html>',
    );
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.body).toContain('B build');
    expect(JSON.parse(inlined(res.body)).RECOMMENDER_SCENARIO).toBe('</script><!--x&y');
  });
});

describe('the server on a loopback port', () => {
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
    await server.app.close();
    await database.close();
  });

  it('accepts the access token of a learner signed in through the login form', async () => {
    const { accessToken } = await signIn(baseUrl, 'learner', 'learner');
    const call = (query: string, variables?: Record<string, unknown>) =>
      fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { ...graphqlHeaders, authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query, variables }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    expect(await call(OPERATIONS.GetVersion)).toEqual({ status: 200, body: { data: { version: '3.1.0' } } });
    const unit = await call(OPERATIONS.defaultUnit);
    expect(unit.body.data.units.defaultUnit.key).toBe('general');
    const prefs = await call(OPERATIONS.getPreferences, { moduleName: 'DESIGN' });
    expect(prefs.body.data.modulePreferences.modulePreferences).toEqual([
      { key: 'PRIMARY_COLOR', value: '#5761ee' },
    ]);
    const count = await call(OPERATIONS.countUserLoginForBadge);
    expect(count.body).toEqual({ data: { user: { updateCountUserLogin: 1 } } });
    // Roles come from the provider's resource_access claim: a learner may not read admin settings.
    const forbidden = await call(OPERATIONS.getPreferences, { moduleName: 'SYSTEM' });
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('ends the provider session of an access token (the embedded log_out): no silent sign-in, no refresh', async () => {
    const first = await signIn(baseUrl, 'learner', 'learner');
    const other = await signIn(baseUrl, 'learner', 'learner');
    expect((await silentSignIn(baseUrl, first.cookies)).tokens).toBeDefined();
    const end = (token: string) =>
      fetch(`${baseUrl}/api/session/end`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    expect((await end('not-a-token')).status).toBe(401);
    expect((await end(first.accessToken)).status).toBe(204);
    expect((await silentSignIn(baseUrl, first.cookies)).error).toBe('login_required');
    expect((await refresh(baseUrl, first.refreshToken)).status).toBe(400);
    expect((await end(first.accessToken)).status).toBe(404);
    // The same person's other session (another browser) is untouched.
    expect((await refresh(baseUrl, other.refreshToken)).status).toBe(200);
  });
});
