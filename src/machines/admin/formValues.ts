// formValues — the pure parts of the form machine: validation by the concrete form's zod schema
// (the same one the server applies), field errors, dirtiness, and reading a save's failure.
import * as z from 'zod/mini';
import { AdminApiError, fieldOfBadInput, problemOf, type ProblemInfo } from './adminErrors';

export type FormValues = Record<string, unknown>;

/**
 * One field's error. `code` is the schema issue's message — the kit's schemas use stable codes
 * (`title.tooLong`, see src/schemas/media.ts) that the view translates with `params`; an error the
 * API gave (BAD_USER_INPUT) has code `server` and the API's `message`.
 */
export interface FieldError {
  code: string;
  params: Record<string, unknown>;
  message: string;
}

export type FieldErrors = Readonly<Record<string, FieldError>>;

/** A record as the form edits it: its values and the version they are from. */
export interface FormRecord<TValues extends FormValues> {
  id: string;
  values: TValues;
  /** ISO timestamp of the stored version; sent back so the server can refuse a lost update. */
  updatedAt: string;
  /** Who saved that version, when the API says (for "Someone else saved this at 14:02"). */
  updatedBy?: string | null;
}

/** Errors per top-level field for the schema's issues; only the first issue of a field counts. */
export function validateValues(schema: z.core.$ZodType, values: FormValues): FieldErrors {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (errors[field]) continue;
    const params: Record<string, unknown> = {};
    if ('params' in issue && issue.params && typeof issue.params === 'object')
      Object.assign(params, issue.params);
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    if ('minimum' in issue) params.minimum = Number(issue.minimum);
    errors[field] = { code: issue.message, params, message: issue.message };
  }
  return errors;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Fields whose value differs from the stored version. */
export const changedFields = (values: FormValues, baseline: FormValues): string[] =>
  Object.keys({ ...baseline, ...values }).filter((key) => !same(values[key], baseline[key]));

/** What a failed save or delete means for the form. */
export type SaveFailure =
  | { kind: 'conflict'; current: unknown; problem: ProblemInfo }
  | { kind: 'field'; field: string; error: FieldError; problem: ProblemInfo }
  | { kind: 'problem'; problem: ProblemInfo };

export function readSaveFailure(error: unknown, fields: readonly string[]): SaveFailure {
  const problem = problemOf(error);
  if (!(error instanceof AdminApiError)) return { kind: 'problem', problem };
  const conflict = error.find('CONFLICT');
  if (conflict) return { kind: 'conflict', current: conflict.extensions?.current ?? null, problem };
  const badInput = error.find('BAD_USER_INPUT');
  if (badInput) {
    const field = fieldOfBadInput(badInput, fields);
    if (field !== null)
      return {
        kind: 'field',
        field,
        error: { code: 'server', params: {}, message: badInput.message },
        problem: { code: 'BAD_USER_INPUT', message: badInput.message },
      };
    return { kind: 'problem', problem: { code: 'BAD_USER_INPUT', message: badInput.message } };
  }
  return { kind: 'problem', problem };
}
