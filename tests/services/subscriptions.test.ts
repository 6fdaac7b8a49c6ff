// @vitest-environment node
// A real WebSocket server needs Node's networking, not jsdom's.
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { createSubscriptionClient, subscriptionUrl } from '../../src/services/subscriptions';

describe('subscriptions', () => {
  it('uses the API path over ws/wss', () => {
    expect(subscriptionUrl('http://localhost:4000/graphql')).toBe('ws://localhost:4000/graphql');
    expect(subscriptionUrl('https://lms.example.org/graphql')).toBe('wss://lms.example.org/graphql');
    expect(subscriptionUrl('/graphql', 'https://lms.example.org/dashboard')).toBe(
      'wss://lms.example.org/graphql',
    );
  });

  it('sends the current token in connectionParams when it connects', async () => {
    // A real graphql-ws endpoint on loopback that records the connection_init message.
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      handleProtocols: () => 'graphql-transport-ws',
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const init = new Promise<unknown>((resolve) => {
      server.on('connection', (socket) =>
        socket.once('message', (data) => {
          resolve(JSON.parse(String(data)));
          socket.send(JSON.stringify({ type: 'connection_ack' }));
        }),
      );
    });
    const client = createSubscriptionClient({
      apiUrl: `http://127.0.0.1:${port}/graphql`,
      getAccessToken: async () => 'tok-ws',
      webSocketImpl: WebSocket,
    });
    const unsubscribe = client.subscribe(
      { query: 'subscription { ping }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    try {
      expect(await init).toEqual({ type: 'connection_init', payload: { authorization: 'Bearer tok-ws' } });
    } finally {
      unsubscribe();
      await client.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reconnects after the server closes with 4403 and sends the token current at that moment', async () => {
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      handleProtocols: () => 'graphql-transport-ws',
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const inits: unknown[] = [];
    const second = new Promise<void>((resolve) => {
      server.on('connection', (socket) =>
        socket.once('message', (data) => {
          inits.push(JSON.parse(String(data)));
          // The first token has expired: the server closes as graphql-yoga does (Forbidden).
          if (inits.length === 1) socket.close(4403, 'Forbidden');
          else {
            socket.send(JSON.stringify({ type: 'connection_ack' }));
            resolve();
          }
        }),
      );
    });
    let token = 'tok-old';
    const client = createSubscriptionClient({
      apiUrl: `http://127.0.0.1:${port}/graphql`,
      getAccessToken: async () => token,
      webSocketImpl: WebSocket,
    });
    client.on('closed', () => {
      token = 'tok-refreshed';
    });
    const unsubscribe = client.subscribe(
      { query: 'subscription { ping }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    try {
      await second;
      expect(inits).toEqual([
        { type: 'connection_init', payload: { authorization: 'Bearer tok-old' } },
        { type: 'connection_init', payload: { authorization: 'Bearer tok-refreshed' } },
      ]);
    } finally {
      unsubscribe();
      await client.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 15_000);
});
