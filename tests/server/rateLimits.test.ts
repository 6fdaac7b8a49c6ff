// Budgets on /graphql, the uploads and the token endpoint: 429 with Retry-After in each endpoint's own
// error shape, per address and per access token, and nobody else's budget is touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../server/app';
import { Lanes, weight } from '../../server/rateLimits';
import { testConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../../server/db/testing';

let database: Database;
let server: Server;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig();
  server = await buildServer({
    config: {
      ...config,
      rateLimits: {
        apiPerAddress: 6,
        apiPerToken: 18,
        tokenEndpointPerAddress: 2,
        apiConcurrent: 4,
        apiConcurrentPerCaller: 2,
      },
    },
    database,
  });
});
afterAll(async () => {
  await server.app.close();
  await database.close();
});

const graphql = (address: string, token?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: {
      'content-type': 'application/json',
      'graphql-preflight': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query: '{ version }' },
  });
// Shaped like JWTs; the limiter keys by the signature, before (and whatever) verification says.
const fakeToken = (signature: string) =>
  `eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.${signature.repeat(43).slice(0, 43)}`;

describe('rate limits', () => {
  it('gives each access token its own budget, and answers 429 with Retry-After over it', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await graphql('10.0.0.1', fakeToken('a'))).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    const refused = await graphql('10.0.0.1', fakeToken('a'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      errors: [
        {
          message: expect.stringMatching(/Too many requests\. Wait \d+ seconds/),
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    });
    // Another token from the same address still gets through.
    expect((await graphql('10.0.0.1', fakeToken('b'))).statusCode).not.toBe(429);
  });

  it('caps an address whatever tokens it sends, and leaves other addresses alone', async () => {
    for (let i = 0; i < 6; i += 1) await graphql('10.0.0.2', fakeToken(String.fromCharCode(99 + i)));
    expect((await graphql('10.0.0.2', fakeToken('z'))).statusCode).toBe(429);
    expect((await graphql('10.0.0.3')).statusCode).not.toBe(429);
  });

  it('limits uploads and the token endpoint in their own error shapes', async () => {
    for (let i = 0; i < 6; i += 1)
      await server.app.inject({ method: 'POST', url: '/api/upload', remoteAddress: '10.0.0.4' });
    const upload = await server.app.inject({ method: 'POST', url: '/api/upload', remoteAddress: '10.0.0.4' });
    expect(upload.statusCode).toBe(429);
    expect(upload.json()).toMatchObject({ code: 'RATE_LIMITED' });
    for (let i = 0; i < 6; i += 1)
      await server.app.inject({ method: 'POST', url: '/api/user-import/upload', remoteAddress: '10.0.0.6' });
    const importUpload = await server.app.inject({
      method: 'POST',
      url: '/api/user-import/upload',
      remoteAddress: '10.0.0.6',
    });
    expect(importUpload.statusCode).toBe(429);
    expect(importUpload.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const token = () =>
      server.app.inject({
        method: 'POST',
        url: '/oidc/token',
        remoteAddress: '10.0.0.5',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=refresh_token&client_id=lms-app&refresh_token=nope',
      });
    expect((await token()).statusCode).toBe(400);
    expect((await token()).statusCode).toBe(400);
    const limited = await token();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'slow_down' });
  });
});

describe('lanes: one caller runs a few requests at a time', () => {
  it('lets two in at once per key, queues the rest in order, refuses past the queue, and keys apart', async () => {
    const lanes = new Lanes(8, 2, 1);
    expect(await lanes.enter('a')).toBe(true);
    expect(await lanes.enter('a')).toBe(true);
    let third = false;
    const waiting = lanes.enter('a').then((entered) => (third = entered));
    expect(await lanes.enter('a')).toBe(false);
    expect(await lanes.enter('b')).toBe(true);
    await Promise.resolve();
    expect(third).toBe(false);
    lanes.leave('a');
    await waiting;
    expect(third).toBe(true);
  });

  it('hands a freed slot to the next waiting caller in turn, not to the one that queued most', async () => {
    const lanes = new Lanes(2, 2, 10);
    const order: string[] = [];
    await lanes.enter('greedy');
    await lanes.enter('greedy');
    const queued = [
      lanes.enter('greedy').then(() => order.push('greedy 3')),
      lanes.enter('greedy').then(() => order.push('greedy 4')),
      lanes.enter('polite').then(() => order.push('polite 1')),
    ];
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    lanes.leave('greedy');
    await settle();
    lanes.leave('greedy');
    await settle();
    expect(order).toEqual(['greedy 3', 'polite 1']);
    lanes.leave('polite');
    await Promise.all(queued);
    expect(order).toEqual(['greedy 3', 'polite 1', 'greedy 4']);
  });

  it('releases the lane of a request once its response is sent', async () => {
    const token = fakeToken('q');
    for (let i = 0; i < 3; i += 1) expect((await graphql('10.0.0.9', token)).statusCode).toBe(401);
  });
});

describe('weight: what a GraphQL request costs its token', () => {
  const request = (length?: string) =>
    ({ headers: length === undefined ? {} : { 'content-length': length } }) as never;
  it('is one unit per started 16 KB, at least 1 and at most 64; unknown lengths cost the most', () => {
    expect(weight(request('120'))).toBe(1);
    expect(weight(request(String(16_384 + 1)))).toBe(2);
    expect(weight(request(String(256 * 1024)))).toBe(16);
    expect(weight(request(String(10 * 1024 * 1024)))).toBe(64);
    expect(weight(request())).toBe(64);
    expect(weight(request('nonsense'))).toBe(64);
  });
});
