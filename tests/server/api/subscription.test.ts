// graphql-ws on /graphql over a real loopback socket: the token travels in connectionParams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { gql, OPERATIONS, signToken, startSocketApi, type SocketApi, type TestApi } from './harness';

let t: TestApi;
let url: string;
let socket: SocketApi;

beforeAll(async () => {
  socket = await startSocketApi();
  ({ t, url } = socket);
});
afterAll(() => socket.close());

function connect(authorization?: string) {
  const closed: { code: number; reason: string }[] = [];
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: authorization === undefined ? {} : { authorization },
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        closed.push({ code, reason });
      },
    },
  });
  socket.track(client);
  return { client, closed };
}

const nextValue = (client: Client, query: string) => {
  const iterator = client.iterate<{ loginCountChanged: number }>({ query });
  return { iterator, next: () => iterator.next() };
};

describe('graphql-ws subscriptions', () => {
  it('delivers the caller’s own login count changes', async () => {
    const { client } = connect(`Bearer ${t.tokens.learner}`);
    const { iterator, next } = nextValue(client, 'subscription { loginCountChanged }');
    const first = next();
    // Give the server a moment to register the subscription before publishing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Another user's changes must not reach this subscriber (the coach's second report of the same
    // session counts nothing and publishes nothing).
    await gql(t.api, OPERATIONS.countUserLoginForBadge, { token: t.tokens.coach });
    await gql(t.api, OPERATIONS.countUserLoginForBadge, { token: t.tokens.coach });
    await gql(t.api, OPERATIONS.countUserLoginForBadge, { token: t.tokens.learner });
    expect(await first).toEqual({ done: false, value: { data: { loginCountChanged: 1 } } });
    await iterator.return?.();
  });

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
  ])('refuses a connection with %s (4403 Forbidden)', async (_name, authorization) => {
    const { client, closed } = connect(authorization);
    const { next } = nextValue(client, 'subscription { loginCountChanged }');
    await expect(next()).rejects.toBeDefined();
    expect(closed[0]?.code).toBe(4403);
  });

  it('refuses an expired token', async () => {
    const expired = await signToken(t.config, t.keys, {
      sub: t.userIds.admin,
      roles: ['ADMIN'],
      expiresIn: -10,
    });
    const { client, closed } = connect(`Bearer ${expired}`);
    await expect(nextValue(client, 'subscription { loginCountChanged }').next()).rejects.toBeDefined();
    expect(closed[0]?.code).toBe(4403);
  });

  it('closes the socket when its access token expires (4403, so the client reconnects with a new one)', async () => {
    const shortLived = await signToken(t.config, t.keys, {
      sub: t.userIds.learner,
      roles: ['LEARNER'],
      expiresIn: 2,
    });
    const { client, closed } = connect(`Bearer ${shortLived}`);
    const { next } = nextValue(client, 'subscription { loginCountChanged }');
    await expect(next()).rejects.toBeDefined();
    expect(closed[0]).toEqual({ code: 4403, reason: 'Forbidden: the access token expired' });
  });

  it('answers queries over the socket and validates them', async () => {
    const { client } = connect(`Bearer ${t.tokens.admin}`);
    const ok = await client.iterate({ query: OPERATIONS.GetVersion }).next();
    expect(ok.value).toEqual({ data: { version: '3.1.0' } });
    await expect(client.iterate({ query: '{ nope }' }).next()).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Cannot query field "nope"/) }),
    ]);
  });

  it('refuses every operation over a socket opened before its account was deactivated', async () => {
    const { client } = connect(`Bearer ${t.tokens.coach}`);
    // An open subscription keeps the one socket (the client would otherwise reconnect, and be refused then).
    const held = nextValue(client, 'subscription { loginCountChanged }');
    void held.next().catch(() => undefined);
    expect((await client.iterate({ query: OPERATIONS.GetVersion }).next()).value).toEqual({
      data: { version: expect.any(String) },
    });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, t.userIds.coach));
    try {
      await expect(client.iterate({ query: OPERATIONS.GetVersion }).next()).rejects.toEqual([
        expect.objectContaining({
          message: 'This account has been deactivated. Ask your administrator.',
          extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
        }),
      ]);
    } finally {
      await held.iterator.return?.();
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, t.userIds.coach));
    }
  });
});
