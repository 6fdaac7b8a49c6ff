// Token checks, CSRF, CORS, query limits and bad requests: each refusal is clear, and the API keeps
// serving afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appHeaders,
  createTestKeys,
  gql,
  OPERATIONS,
  signToken,
  startTestApi,
  type TestApi,
} from './harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ corsOrigins: ['https://partner.example.org'] });
});
afterAll(() => t.close());

const raw = (init: RequestInit & { url?: string }) =>
  t.api.yoga.fetch(init.url ?? 'http://localhost/graphql', init);

async function stillServes() {
  const res = await gql(t.api, OPERATIONS.GetVersion, { token: t.tokens.learner });
  expect(res.body).toEqual({ data: { version: '3.1.0' } });
}

describe('access tokens', () => {
  const cases: [string, () => Promise<string | undefined>, RegExp][] = [
    ['missing', async () => undefined, /Sign-in required/],
    ['not a JWT', async () => 'not-a-jwt', /not valid for this API/],
    [
      'signed by another key',
      async () =>
        signToken(t.config, t.keys, { sub: t.userIds.admin, roles: ['ADMIN'], key: await createTestKeys() }),
      /not valid for this API/,
    ],
    [
      'expired',
      async () => signToken(t.config, t.keys, { sub: t.userIds.admin, roles: ['ADMIN'], expiresIn: -60 }),
      /expired/,
    ],
    [
      'for another audience',
      async () =>
        signToken(t.config, t.keys, { sub: t.userIds.admin, roles: ['ADMIN'], audience: 'other-api' }),
      /not valid for this API/,
    ],
    [
      'from another issuer',
      async () =>
        signToken(t.config, t.keys, {
          sub: t.userIds.admin,
          roles: ['ADMIN'],
          issuer: 'https://evil.example/oidc',
        }),
      /not valid for this API/,
    ],
  ];

  it.each(cases)('%s -> 401 UNAUTHENTICATED with a clear message', async (_name, makeToken, message) => {
    const token = await makeToken();
    const res = await gql(t.api, OPERATIONS.GetVersion, { token });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.errors).toHaveLength(1);
    // Only the code reaches the client; yoga keeps the HTTP details internal.
    expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(res.body.errors?.[0]?.message).toMatch(message);
    await stillServes();
  });

  it('a valid token whose account is gone is refused where the account is read', async () => {
    const token = await signToken(t.config, t.keys, { sub: crypto.randomUUID(), roles: ['LEARNER'] });
    const res = await gql(t.api, 'query { me { username } }', { token });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('CSRF prevention', () => {
  it('refuses a POST with content-type text/plain (a "simple" cross-site request)', async () => {
    const res = await raw({
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${t.tokens.admin}` },
      body: JSON.stringify({ query: OPERATIONS.GetVersion }),
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/CSRF/);
    await stillServes();
  });

  it('refuses a GET without the GraphQL-Preflight header', async () => {
    const res = await raw({
      url: `http://localhost/graphql?query=${encodeURIComponent(OPERATIONS.GetVersion)}`,
      method: 'GET',
      headers: { authorization: `Bearer ${t.tokens.admin}` },
    });
    expect(res.status).toBe(403);
  });

  it('answers a GET query that carries the header', async () => {
    const res = await raw({
      url: `http://localhost/graphql?query=${encodeURIComponent(OPERATIONS.GetVersion)}`,
      method: 'GET',
      headers: {
        authorization: `Bearer ${t.tokens.admin}`,
        'graphql-preflight': '1',
        accept: 'application/json',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { version: '3.1.0' } });
  });

  it('never runs a mutation over GET', async () => {
    const res = await raw({
      url: `http://localhost/graphql?query=${encodeURIComponent(OPERATIONS.countUserLoginForBadge)}`,
      method: 'GET',
      headers: {
        authorization: `Bearer ${t.tokens.admin}`,
        'graphql-preflight': '1',
        accept: 'application/json',
      },
    });
    expect(res.status).toBe(405);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    raw({
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, graphql-preflight',
      },
    });

  it.each(['http://localhost:4000', 'https://partner.example.org'])('allows %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/graphql-preflight/);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives no CORS headers to any other origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('query limits', () => {
  it('refuses a query with more than 1000 tokens', async () => {
    const res = await gql(t.api, `query { ${'__typename '.repeat(1001)} }`, { token: t.tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/token limit/i);
    await stillServes();
  });
});

describe('bad requests get a 4xx with a clear message, and the API keeps serving', () => {
  const post = (body: string) =>
    raw({
      method: 'POST',
      headers: appHeaders(t.tokens.learner),
      body,
    });

  it('malformed JSON', async () => {
    const res = await post('{"query": "query GetVersion { version }"');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/JSON/);
    await stillServes();
  });

  it('a query that does not parse', async () => {
    const res = await gql(t.api, 'query { version', { token: t.tokens.learner });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    await stillServes();
  });

  it('an unknown field', async () => {
    const res = await gql(t.api, 'query { versionNumber }', { token: t.tokens.learner });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/Cannot query field "versionNumber" on type "Query"/);
    await stillServes();
  });

  it('an unknown operation name', async () => {
    const res = await gql(t.api, OPERATIONS.GetVersion, {
      token: t.tokens.learner,
      operationName: 'GetVersions',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(
      'Unknown operation "GetVersions": the document defines "GetVersion".',
    );
    await stillServes();
  });

  it('invalid variables', async () => {
    const res = await gql(t.api, OPERATIONS.getPreferences, {
      token: t.tokens.learner,
      variables: { moduleName: 42 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/\$moduleName/);
    await stillServes();
  });

  it('a missing variable', async () => {
    const res = await gql(t.api, OPERATIONS.getPreferences, { token: t.tokens.learner, variables: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/\$moduleName/);
    await stillServes();
  });

  it('a body without a query', async () => {
    const res = await post('{"variables": {}}');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/query/i);
    await stillServes();
  });
});

describe('introspection', () => {
  it('is allowed outside production', async () => {
    const res = await gql(t.api, 'query { __schema { queryType { name } } }', { token: t.tokens.learner });
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
