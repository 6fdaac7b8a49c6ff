// The shell's shared GraphQL client: one per API URL and sign-in settings, fed by the UserManager.
// The graphql-ws client is in subscriptions.ts, so it loads with the first screen that goes live.
import { createGraphqlClient, type GraphqlClient } from './graphql';
import { currentAccessToken, getUserManager, type OidcSettingsInput } from './oidc';

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
