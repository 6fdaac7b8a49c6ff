// userValues — the user form's values and their way to and from the API (pure). The form checks them with
// the server's own schema (src/schemas/user.ts).
import type { CreateUserInput, ManagedUserRowFragment, Role, UpdateUserInput } from '../../graphql/generated';
import type { FormRecord } from '../admin/formMachine';

export type ManagedUser = ManagedUserRowFragment;

export type UserFormValues = {
  username: string;
  name: string;
  email: string;
  /** '' follows the browser. */
  locale: string;
  roles: Role[];
  unitIds: string[];
  /** A new account only: the password the person must change at the first sign-in. */
  initialPassword: string;
  /** Shown, never edited here: whether the account is active (the account actions change it). */
  isActive: boolean;
  /** Shown, never edited: the person's units the caller does not look after (they stay as they are). */
  otherUnits: string[];
};

export const EMPTY_USER: UserFormValues = {
  username: '',
  name: '',
  email: '',
  locale: '',
  roles: ['LEARNER'],
  unitIds: [],
  initialPassword: '',
  isActive: true,
  otherUnits: [],
};

export const valuesOf = (user: ManagedUser): UserFormValues => ({
  username: user.username,
  name: user.name,
  email: user.email,
  locale: user.locale ?? '',
  roles: [...user.roles],
  unitIds: user.units.map((unit) => unit.id),
  initialPassword: '',
  isActive: user.isActive,
  otherUnits: user.units.filter((unit) => !unit.managed).map((unit) => unit.name),
});

export const recordOf = (user: ManagedUser): FormRecord<UserFormValues> => ({
  id: user.id,
  values: valuesOf(user),
  updatedAt: String(user.updatedAt),
});

/** The person in a CONFLICT's extensions.current, when it has the fields the form needs. */
export function recordFromConflict(current: unknown): FormRecord<UserFormValues> | null {
  const user = current as Partial<ManagedUser> | null;
  if (!user || typeof user.id !== 'string' || !Array.isArray(user.units) || !Array.isArray(user.roles))
    return null;
  return recordOf(user as ManagedUser);
}

export const createInputOf = (values: UserFormValues): CreateUserInput => ({
  username: values.username,
  name: values.name,
  email: values.email,
  locale: values.locale === '' ? null : values.locale,
  roles: values.roles,
  unitIds: values.unitIds,
  initialPassword: values.initialPassword,
});

/** Only the changed fields; the password is never part of an edit (resetPassword sets one). */
export function updateInputOf(values: UserFormValues, changed: readonly string[]): UpdateUserInput {
  const input: UpdateUserInput = {};
  if (changed.includes('username')) input.username = values.username;
  if (changed.includes('name')) input.name = values.name;
  if (changed.includes('email')) input.email = values.email;
  if (changed.includes('locale')) input.locale = values.locale === '' ? null : values.locale;
  if (changed.includes('roles')) input.roles = values.roles;
  if (changed.includes('unitIds')) input.unitIds = values.unitIds;
  return input;
}
