// The checks on an account's own fields that need no database: the shared zod schemas (src/schemas/user.ts,
// which the user form runs as the administrator types) decide, and this turns their first issue into the
// API's BAD_USER_INPUT with the field and an English sentence per issue code.
import type * as z from 'zod/mini';
import {
  createUserInputSchema,
  toUserFieldIssues,
  updateUserInputSchema,
  type CreateUserValues,
  type UpdateUserValues,
  type UserIssueCode,
} from '../../../src/schemas/user';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import type { ServerConfig } from '../../config';
import { badUserInput } from '../errors';

type Params = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const MESSAGES: Record<UserIssueCode, (params: Params, value: unknown) => string> = {
  'username.required': () => 'Give the person a username.',
  'username.tooShort': (p) => `A username has at least ${String(p.minimum)} characters.`,
  'username.tooLong': (p) => `A username has at most ${String(p.maximum)} characters.`,
  'username.invalid': (_p, v) =>
    `"${text(v).trim()}" is not a valid username: use lower-case letters, digits, dots, hyphens and underscores, starting with a letter or digit.`,
  'name.required': () => 'Give the person a name.',
  'name.tooLong': (p) => `The name is longer than ${String(p.maximum)} characters.`,
  'email.required': () => 'Give the person an email address.',
  'email.tooLong': (p) => `The email address is longer than ${String(p.maximum)} characters.`,
  'email.invalid': (_p, v) => `"${text(v).trim()}" is not an email address, e.g. ada@example.org.`,
  'locale.invalid': (_p, v) => `"${text(v)}" is not a language people can choose here.`,
  'roles.required': () => 'Give the person at least one role.',
  'roles.invalid': () => 'Choose roles from ADMIN, EDUCATION_MANAGER and LEARNER.',
  'unitIds.invalid': (_p, v) => `"${text(v)}" is not a valid unit id.`,
  'unitIds.tooMany': (p) => `A person belongs to at most ${String(p.maximum)} units.`,
  'initialPassword.tooShort': (p) => `The password needs at least ${String(p.minimum)} characters.`,
  'initialPassword.tooLong': (p) => `The password has at most ${String(p.maximum)} characters.`,
};

function refuse(error: z.core.$ZodError, input: Record<string, unknown>): never {
  const [first] = toUserFieldIssues(error);
  if (!first) throw badUserInput('input', 'The input is not valid.');
  const [top = '', index] = first.field.split('.');
  const raw = input[top];
  const value = Array.isArray(raw) && index !== undefined ? raw[Number(index)] : raw;
  throw badUserInput(`input.${first.field}`, MESSAGES[first.code](first.params, value));
}

function checkLocale(config: ServerConfig, locale: string | null | undefined): void {
  if (locale && !config.app.ALLOWED_LOCALES.includes(locale))
    throw badUserInput('input.locale', MESSAGES['locale.invalid']({}, locale));
}

export function parseCreateUser(config: ServerConfig, input: Record<string, unknown>): CreateUserValues {
  const result = createUserInputSchema.safeParse(input);
  if (!result.success) refuse(result.error, input);
  checkLocale(config, result.data.locale);
  return {
    ...result.data,
    roles: [...new Set(result.data.roles)],
    unitIds: [...new Set(result.data.unitIds)],
  };
}

/** updateUser's input; absent (or null for the required fields) stays as it is. */
export function parseUpdateUser(config: ServerConfig, input: Record<string, unknown>): UpdateUserValues {
  const present = Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (value !== null || key === 'locale'),
    ),
  );
  const result = updateUserInputSchema.safeParse(present);
  if (!result.success) refuse(result.error, present);
  checkLocale(config, result.data.locale);
  const values = { ...result.data };
  if (values.roles) values.roles = [...new Set(values.roles)];
  if (values.unitIds) values.unitIds = [...new Set(values.unitIds)];
  return values;
}

/** A user id the API handed out, or BAD_USER_INPUT on the field. */
export function checkUserId(field: string, id: string): string {
  if (!UUID_PATTERN.test(id)) throw badUserInput(field, `There is no user with id ${id}.`);
  return id.toLowerCase();
}

export function checkUserIds(field: string, ids: readonly string[]): string[] {
  if (ids.length === 0) throw badUserInput(field, 'Choose at least one person.');
  return [...new Set(ids.map((id, i) => checkUserId(ids.length > 1 ? `${field}.${i}` : field, id)))];
}

/** A units.id sent as an ID string. */
export function checkUnitId(field: string, id: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647)
    throw badUserInput(field, `"${id}" is not a valid unit id.`);
  return Number(id);
}

/** BAD_USER_INPUT naming the username when another account has it. */
export const usernameTaken = (username: string) =>
  badUserInput('input.username', `The username "${username}" is taken. Choose another one.`);
