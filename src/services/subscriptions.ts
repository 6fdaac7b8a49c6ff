// Live updates over graphql-ws on the API's path; the token travels in connectionParams because a
// browser WebSocket cannot carry an Authorization header.
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createClient, type Client } from 'graphql-ws';
import type { ApiSettings } from './api';
import { currentAccessToken, getUserManager } from './oidc';

export function subscriptionUrl(
  apiUrl: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string {
  const url = new URL(apiUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface SubscriptionClientOptions {
  apiUrl: string;
  getAccessToken: () => Promise<string | null>;
  webSocketImpl?: unknown;
}

export function createSubscriptionClient({
  apiUrl,
  getAccessToken,
  webSocketImpl,
}: SubscriptionClientOptions): Client {
  return createClient({
    url: subscriptionUrl(apiUrl),
    lazy: true,
    // A function, not a value: graphql-ws calls it at every (re)connect, so a reconnect after the
    // server's 4403 (token expired) sends the current token.
    connectionParams: async () => {
      const token = await getAccessToken();
      // Lower case: the server reads connectionParams.authorization (server/api/websocket.ts).
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: 5,
    ...(webSocketImpl ? { webSocketImpl } : {}),
  });
}

/**
 * Subscribes with a typed document and hands each result's data to `onData`; returns the
 * unsubscribe function. Results without data (errors) and a final error after the client's retries
 * are left out: a live feed is an extra on top of what the screen loaded, and the screen still works
 * without it.
 */
/** What subscribeTo needs of a graphql-ws client (tests pass a stand-in). */
export type SubscriptionClient = Pick<Client, 'subscribe'>;

export function subscribeTo<TData, TVariables extends Record<string, unknown>>(
  client: SubscriptionClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  onData: (data: TData) => void,
): () => void {
  return client.subscribe<TData>(
    { query: print(document), variables },
    {
      next: (result) => {
        if (result.data) onData(result.data);
      },
      error: () => {},
      complete: () => {},
    },
  );
}

let cachedSubscriptions: { key: string; client: Client } | undefined;

/**
 * The shell's shared graphql-ws client. Every (re)connect reads the token anew, refreshing first
 * when it expired: the server closes a socket with 4403 once its token expires, and the retry must
 * not send the same one.
 */
export function getSubscriptionClient(settings: ApiSettings): Client {
  const key = JSON.stringify(settings);
  if (cachedSubscriptions?.key !== key) {
    const manager = getUserManager(settings);
    cachedSubscriptions = {
      key,
      client: createSubscriptionClient({
        apiUrl: settings.apiUrl,
        getAccessToken: () => currentAccessToken(manager),
      }),
    };
  }
  return cachedSubscriptions.client;
}
