// Calls of the profile's mail settings, through the shared GraphQL client (error policy `all`).
import { fromPromise } from 'xstate';
import { MyMailPreferencesDocument, SetMyMailPreferenceDocument } from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import type { GraphqlClient } from '../../services/graphql';
import type { OptionalMailCategory } from '../../schemas/mailEvents';

export interface MailPreference {
  category: OptionalMailCategory;
  enabled: boolean;
}

const known = (rows: ReadonlyArray<{ category: string; enabled: boolean }>): MailPreference[] =>
  rows.filter((row): row is MailPreference => row.category === 'REMINDERS' || row.category === 'DIGESTS');

/** The section's calls over a client per API settings; tests pass a stub client. */
export function mailSettingsActors(clientFor: (api: ApiSettings) => GraphqlClient = getApiClient) {
  return {
    loadMailPreferences: fromPromise<MailPreference[], { api: ApiSettings }>(async ({ input, signal }) => {
      const result = await clientFor(input.api).request(MyMailPreferencesDocument, {}, { signal });
      if (!result.data || result.errors.length > 0) throw new Error('mail preferences not loaded');
      return known(result.data.myMailPreferences);
    }),
    saveMailPreference: fromPromise<MailPreference[], { api: ApiSettings; change: MailPreference }>(
      async ({ input, signal }) => {
        const result = await clientFor(input.api).request(SetMyMailPreferenceDocument, input.change, {
          signal,
        });
        if (!result.data || result.errors.length > 0) throw new Error('mail preference not saved');
        return known(result.data.setMyMailPreference);
      },
    ),
  };
}
