// Calls of the profile screen, through the shared GraphQL client (error policy `all`).
import { fromPromise } from 'xstate';
import type { GraphQLFormattedError } from 'graphql';
import {
  MyProfileDocument,
  UpdateMyProfileDocument,
  type MyProfileFieldsFragment,
  type MyProfileInput,
} from '../../graphql/generated';
import type { GraphqlClient } from '../../services/graphql';

export type Profile = MyProfileFieldsFragment;
export type ProfileField = keyof MyProfileInput;

/** The API refused a value (extensions.code BAD_USER_INPUT); `field` says which one, when it knows. */
export class ProfileInputError extends Error {
  override readonly name = 'ProfileInputError';
  constructor(readonly field: ProfileField | null) {
    super(`invalid profile input${field ? `: ${field}` : ''}`);
  }
}

const profileFields: readonly ProfileField[] = ['locale', 'theme', 'dateFormat'];

function throwFor(errors: readonly GraphQLFormattedError[]): never {
  const input = errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (input) {
    const field = input.extensions?.field;
    throw new ProfileInputError(profileFields.find((f) => f === field) ?? null);
  }
  throw new Error(errors.map((e) => e.message).join('; ') || 'no data');
}

export const loadProfile = fromPromise<Profile, { client: GraphqlClient }>(async ({ input, signal }) => {
  const result = await input.client.request(MyProfileDocument, {}, { signal });
  if (!result.data || result.errors.length > 0) throwFor(result.errors);
  return result.data.me;
});

export const saveProfile = fromPromise<Profile, { client: GraphqlClient; profile: MyProfileInput }>(
  async ({ input, signal }) => {
    const result = await input.client.request(UpdateMyProfileDocument, { input: input.profile }, { signal });
    if (!result.data || result.errors.length > 0) throwFor(result.errors);
    return result.data.user.updateMyProfile;
  },
);
