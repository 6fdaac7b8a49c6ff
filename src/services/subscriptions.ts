// Live updates over graphql-ws on the API's path; the token travels in connectionParams because a
// browser WebSocket cannot carry an Authorization header.
import { createClient, type Client } from 'graphql-ws';

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
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: 5,
    ...(webSocketImpl ? { webSocketImpl } : {}),
  });
}
