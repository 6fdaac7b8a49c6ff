// Calls of the profile screen, through the shared GraphQL client (error policy `all`).
import { fromPromise } from 'xstate';
import type { GraphQLFormattedError } from 'graphql';
import {
  MyProfileDocument,
  UpdateMyProfileDocument,
  type MyProfileFieldsFragment,
  type MyProfileInput,
} from '../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../services/api';
import type { GraphqlClient } from '../../services/graphql';

export type Profile = MyProfileFieldsFragment;
export type ProfileField = keyof MyProfileInput;

/** A save either returns the stored profile or names the field the API refused (BAD_USER_INPUT). */
export type SaveResult = { ok: true; profile: Profile } | { ok: false; field: ProfileField | null };

const profileFields: readonly ProfileField[] = ['locale', 'theme', 'dateFormat'];

const failure = (errors: readonly GraphQLFormattedError[]) =>
  new Error(errors.map((e) => e.message).join('; ') || 'no data');

/** The screen's calls over a client per API settings; tests pass a stub client. */
export function profileActors(clientFor: (api: ApiSettings) => GraphqlClient = getApiClient) {
  return {
    loadProfile: fromPromise<Profile, { api: ApiSettings }>(async ({ input, signal }) => {
      const result = await clientFor(input.api).request(MyProfileDocument, {}, { signal });
      if (!result.data || result.errors.length > 0) throw failure(result.errors);
      return result.data.me;
    }),
    saveProfile: fromPromise<SaveResult, { api: ApiSettings; profile: MyProfileInput }>(
      async ({ input, signal }) => {
        const result = await clientFor(input.api).request(
          UpdateMyProfileDocument,
          { input: input.profile },
          { signal },
        );
        const refused = result.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
        if (refused)
          return { ok: false, field: profileFields.find((f) => f === refused.extensions?.field) ?? null };
        if (!result.data || result.errors.length > 0) throw failure(result.errors);
        return { ok: true, profile: result.data.user.updateMyProfile };
      },
    ),
  };
}
