// The provider inside the whole server (buildServer): its tokens open the GraphQL API, the health
// check sees it ready, and the other parts' parsers and hooks leave its pages alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { openTestDatabase } from '../../../server/db/testing';
import { authorizationUrl, CookieJar, follow, pkcePair, signIn } from './flow';
import { addUser, configFor, freePort } from './server';

let database: Database;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await addUser(database.db, { username: 'lena', password: 'lena-password', roles: ['LEARNER'] });
  const port = await freePort();
  const config = configFor(port);
  baseUrl = config.publicUrl;
  server = await buildServer({ config, database });
  await server.app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

describe('identity provider in the whole server', () => {
  it('is reported ready by the health check', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('issues access tokens the GraphQL API accepts', async () => {
    const tokens = await signIn(baseUrl, 'lena', 'lena-password');
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.accessToken}`,
        accept: 'application/json',
        'content-type': 'application/json',
        'graphql-preflight': '1',
      },
      body: JSON.stringify({
        operationName: 'GetVersion',
        query: 'query GetVersion { version }',
        variables: {},
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { version: '3.1.0' } });
  });

  it('keeps its own framing protection on the login page', async () => {
    const step = await follow(new CookieJar(), authorizationUrl(baseUrl, pkcePair()), `${baseUrl}/`);
    expect(step.response?.status).toBe(200);
    expect(step.response?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(step.response?.headers.get('x-frame-options')).toBe('DENY');
  });
});
