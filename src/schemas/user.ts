// The rules for a user account's fields, once, for the user form (validating as the administrator types),
// for the server (createUser, updateUser) and for the identity provider's "choose a new password" page, so
// all three refuse the same input. Pure: zod/mini only, because the app bundles it. Each issue's message is
// a stable code (`email.invalid`) with its numbers in `params`; the app translates the code, the server
// keeps an English sentence per code.
import * as z from 'zod/mini';
import { plainLine } from './plainText';

export const USER_LIMITS = {
  usernameMin: 2,
  usernameMax: 64,
  nameMax: 200,
  emailMax: 254,
  passwordMin: 10,
  passwordMax: 200,
  unitsMax: 100,
} as const;

export const USER_ROLES = ['ADMIN', 'EDUCATION_MANAGER', 'LEARNER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Every code an issue may carry; the app needs a translation for each. */
export const USER_ISSUE_CODES = [
  'username.required',
  'username.tooShort',
  'username.tooLong',
  'username.invalid',
  'name.required',
  'name.tooLong',
  'email.required',
  'email.tooLong',
  'email.invalid',
  'locale.invalid',
  'roles.required',
  'roles.invalid',
  'unitIds.invalid',
  'unitIds.tooMany',
  'initialPassword.tooShort',
  'initialPassword.tooLong',
] as const;
export type UserIssueCode = (typeof USER_ISSUE_CODES)[number];

const code = (error: UserIssueCode) => ({ error });

/**
 * Lower-case letters, digits and . _ - starting with a letter or digit: what people can type on any
 * keyboard, what a CSV import matches exactly, and never mistaken for an email address.
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
/** One @, something before it, a dot in the domain, no spaces: the mail server decides the rest. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;
const UNIT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;

const username = z.string(code('username.required')).check(
  // Usernames are compared exactly at sign-in: kept in lower case so "Ada" and "ada" are one account.
  z.overwrite((value) => value.trim().toLowerCase()),
  z.minLength(1, code('username.required')),
  z.minLength(USER_LIMITS.usernameMin, code('username.tooShort')),
  z.maxLength(USER_LIMITS.usernameMax, code('username.tooLong')),
  z.regex(USERNAME_PATTERN, code('username.invalid')),
);

const name = z
  .string(code('name.required'))
  .check(
    z.overwrite(plainLine),
    z.minLength(1, code('name.required')),
    z.maxLength(USER_LIMITS.nameMax, code('name.tooLong')),
  );

const email = z.string(code('email.required')).check(
  z.overwrite((value) => value.trim()),
  z.minLength(1, code('email.required')),
  z.maxLength(USER_LIMITS.emailMax, code('email.tooLong')),
  z.regex(EMAIL_PATTERN, code('email.invalid')),
);

const locale = z.string(code('locale.invalid')).check(z.regex(LOCALE_PATTERN, code('locale.invalid')));

const roles = z
  .array(z.enum(USER_ROLES, code('roles.invalid')), code('roles.invalid'))
  .check(z.minLength(1, code('roles.required')));

const unitId = z.string(code('unitIds.invalid')).check(
  z.regex(UNIT_ID_PATTERN, code('unitIds.invalid')),
  z.refine((value) => Number(value) <= 2_147_483_647, code('unitIds.invalid')),
);
const unitIds = z
  .array(unitId, code('unitIds.invalid'))
  .check(z.maxLength(USER_LIMITS.unitsMax, code('unitIds.tooMany')));

/** A password a person chooses or an administrator sets: long rather than complicated (NIST 800-63B). */
export const passwordSchema = z
  .string(code('initialPassword.tooShort'))
  .check(
    z.minLength(USER_LIMITS.passwordMin, code('initialPassword.tooShort')),
    z.maxLength(USER_LIMITS.passwordMax, code('initialPassword.tooLong')),
  );

/** One schema per field, for a form that checks the field being edited. */
export const userFieldSchemas = { username, name, email, locale: z.nullable(locale), roles, unitIds };

/** createUser's input, in the SDL's field order (the first wrong field is the one the server names). */
export const createUserInputSchema = z.object({
  username,
  name,
  email,
  locale: z._default(z.nullable(locale), null),
  roles,
  unitIds: z._default(unitIds, []),
  initialPassword: passwordSchema,
});

/** updateUser's input: absent fields stay as they are; locale null follows the browser again. */
export const updateUserInputSchema = z.object({
  username: z.optional(username),
  name: z.optional(name),
  email: z.optional(email),
  locale: z.optional(z.nullable(locale)),
  roles: z.optional(roles),
  unitIds: z.optional(unitIds),
});

/** The user form's values: a new user needs an initial password, an existing one has none to show. */
export const userFormSchema = (creating: boolean) =>
  z.object({
    username,
    name,
    email,
    locale: z.string(),
    roles,
    unitIds,
    initialPassword: creating ? passwordSchema : z.string(),
  });

export type CreateUserValues = z.output<typeof createUserInputSchema>;
export type UpdateUserValues = z.output<typeof updateUserInputSchema>;

export interface UserFieldIssue {
  /** The input field as a dotted path, as the server's extensions.field names it. */
  field: string;
  code: UserIssueCode;
  params: Record<string, unknown>;
}

const isCode = (message: string): message is UserIssueCode =>
  (USER_ISSUE_CODES as readonly string[]).includes(message);

/** A zod error as field issues; an issue without one of our codes becomes `<field>.invalid` or `roles.invalid`. */
export function toUserFieldIssues(error: z.core.$ZodError): UserFieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const params: Record<string, unknown> = {};
    if ('maximum' in issue) params.maximum = Number(issue.maximum);
    if ('minimum' in issue) params.minimum = Number(issue.minimum);
    const top = field.split('.')[0] ?? field;
    const fallback = `${top}.invalid`;
    const found = isCode(issue.message) ? issue.message : isCode(fallback) ? fallback : 'roles.invalid';
    return { field, code: found, params };
  });
}
