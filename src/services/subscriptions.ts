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
    // Read at every (re)connect so a refreshed token is used.
    connectionParams: async () => {
      const token = await getAccessToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: 5,
    ...(webSocketImpl ? { webSocketImpl } : {}),
  });
}
