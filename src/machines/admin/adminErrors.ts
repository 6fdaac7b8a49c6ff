// adminErrors — what an administration call's failure means for the screen. `requireData` of the
// GraphQL client joins the messages and loses `extensions`; the admin kit needs them (the field of a
// BAD_USER_INPUT, the current record of a CONFLICT), so admin actors use `requireAdminData`.
import type { GraphQLFormattedError } from 'graphql';
import type { GraphqlResult } from '../../services/graphql';

/** A GraphQL answer with errors, keeping each error's `extensions`. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL returned no data');
  }
  /** The first error's `extensions.code` (e.g. BAD_USER_INPUT, CONFLICT, FORBIDDEN). */
  get code(): string | null {
    const code = this.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  /** The first error with this code. */
  find(code: string): GraphQLFormattedError | undefined {
    return this.errors.find((e) => e.extensions?.code === code);
  }
}

/** Data, or an AdminApiError with the errors as the API sent them. */
export function requireAdminData<TData>(result: GraphqlResult<TData>): TData {
  if (result.data !== null && result.errors.length === 0) return result.data;
  throw new AdminApiError(result.errors);
}

/** What went wrong, in words a screen can translate (`admin.error.<code>`) and a message to show. */
export interface ProblemInfo {
  /** API code (FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, ...), or NETWORK when no answer came. */
  code: string;
  message: string;
}

/** Codes the kit has its own text for; others show as a general failure with the API's message. */
export const KNOWN_PROBLEM_CODES = [
  'NETWORK',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'INTERNAL_SERVER_ERROR',
] as const;

export function problemOf(error: unknown): ProblemInfo {
  if (error instanceof AdminApiError)
    return { code: error.code ?? 'INTERNAL_SERVER_ERROR', message: error.message };
  // ky/fetch failures, aborted or HTTP errors without a GraphQL body: the request got no answer.
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'NETWORK', message };
}

/**
 * The form field a BAD_USER_INPUT names (`extensions.field`: `title`, `input.title`,
 * `input.units.0`), or null when it names none of `fields`. The usual `input.` argument prefix
 * and list indexes are dropped: the form's fields are the input's top-level fields.
 */
export function fieldOfBadInput(error: GraphQLFormattedError, fields: readonly string[]): string | null {
  const raw = error.extensions?.field;
  if (typeof raw !== 'string' || raw === '') return null;
  const parts = raw.split('.').filter((p) => p !== '' && !/^\d+$/.test(p));
  // `input.x` names the input argument's field x; a bare `input` may be a field of that name.
  const candidate = parts[0] === 'input' && parts.length > 1 ? parts[1] : parts[0];
  return candidate !== undefined && fields.includes(candidate) ? candidate : null;
}

/** Whether a save was refused because the record changed since the editor loaded it. */
export const isConflictError = (error: unknown): boolean =>
  error instanceof AdminApiError && error.find('CONFLICT') !== undefined;

/** The problem a failed editor call leaves, and the field error when the server named a field. */
export function editorFailure<A extends string>(error: unknown, action: A) {
  const bad = error instanceof AdminApiError ? error.find('BAD_USER_INPUT') : undefined;
  const field = bad?.extensions?.field;
  return {
    problem: { ...problemOf(error), action },
    serverError: bad && typeof field === 'string' ? { field, message: bad.message } : null,
  };
}

/** A refused save's problem and the current record the server sent with it (null when `isRecord` does not take it). */
export function editorConflict<T>(error: unknown, isRecord: (value: unknown) => value is T) {
  const current = error instanceof AdminApiError ? error.find('CONFLICT')?.extensions?.current : undefined;
  return {
    problem: { ...problemOf(error), action: 'save' as const },
    theirs: isRecord(current) ? current : null,
  };
}
