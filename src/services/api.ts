// The shell's shared GraphQL clients (HTTP and graphql-ws): one per API URL and sign-in settings, fed
// by the UserManager.
import { createGraphqlClient, type GraphqlClient } from './graphql';
import type { Client } from 'graphql-ws';
import { currentAccessToken, getUserManager, type OidcSettingsInput } from './oidc';
import { createSubscriptionClient } from './subscriptions';

export interface ApiSettings extends OidcSettingsInput {
  apiUrl: string;
}

let cached: { key: string; client: GraphqlClient } | undefined;

export function getApiClient(settings: ApiSettings): GraphqlClient {
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    const manager = getUserManager(settings);
    cached = {
      key,
      client: createGraphqlClient({
        url: settings.apiUrl,
        getAccessToken: () => currentAccessToken(manager),
      }),
    };
  }
  return cached.client;
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
