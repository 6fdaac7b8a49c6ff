// The API's error vocabulary: every refusal carries an extensions.code the app can act on.
// createGraphQLError (not `new GraphQLError` from 'graphql') makes the error with the same graphql
// instance yoga uses: under vitest, 'graphql' can resolve to its ESM copy and yoga would then mask our
// errors as unexpected ones.
import { createGraphQLError } from 'graphql-yoga';

export const unauthenticated = (message: string) =>
  createGraphQLError(message, {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } } },
  });

export const forbidden = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

/** Invalid input; `field` names the input field (dotted path) so a form can show the message beside it. */
export const badUserInput = (field: string, message: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

/**
 * Someone else saved first: the caller's `expectedUpdatedAt` is older than the row. `current` is the row
 * as it is now, so a form can show it beside the caller's version ("reload" or "keep mine").
 */
export const conflict = (message: string, current: unknown) =>
  createGraphQLError(message, { extensions: { code: 'CONFLICT', current } });

/** PostgreSQL's unique_violation (drizzle wraps the driver's error in `cause`): a concurrent write took the value. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
