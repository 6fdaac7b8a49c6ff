// Why a row cannot be imported (or is skipped), as a stable code the app translates and an English
// sentence for the failed-rows CSV's `reason` column and the job's log.
export type RowCode =
  | 'username.required'
  | 'username.tooShort'
  | 'username.tooLong'
  | 'username.invalid'
  | 'name.required'
  | 'name.tooLong'
  | 'email.required'
  | 'email.tooLong'
  | 'email.invalid'
  | 'locale.invalid'
  | 'role.unknown'
  | 'role.notGrantable'
  | 'unit.unknown'
  | 'unit.inactive'
  | 'unit.notManaged'
  | 'unit.required'
  | 'duplicate.username'
  | 'duplicate.email'
  | 'email.otherAccount'
  | 'email.ambiguous'
  | 'user.notManaged'
  | 'user.exists'
  | 'user.notFound'
  | 'user.changedMeanwhile'
  | 'username.taken';

export interface RowReason {
  code: RowCode;
  /** What the sentence names: the cell's value, the other row, the other account. */
  value?: string;
}

const SENTENCES: Record<RowCode, (value: string) => string> = {
  'username.required': () => 'The username is missing.',
  'username.tooShort': () => 'The username is too short (at least 2 characters).',
  'username.tooLong': () => 'The username is too long (at most 64 characters).',
  'username.invalid': (v) =>
    `The username "${v}" may only hold letters a-z, digits and . _ - and must start with a letter or digit.`,
  'name.required': () => 'The name is missing (a name, or a first and last name).',
  'name.tooLong': () => 'The name is too long (at most 200 characters).',
  'email.required': () => 'The email address is missing.',
  'email.tooLong': () => 'The email address is too long.',
  'email.invalid': (v) => `"${v}" is not a valid email address.`,
  'locale.invalid': (v) => `"${v}" is not a language people can choose here.`,
  'role.unknown': (v) => `"${v}" is not a role (ADMIN, EDUCATION_MANAGER or LEARNER).`,
  'role.notGrantable': () => 'Only administrators can grant the role ADMIN.',
  'unit.unknown': (v) => `There is no unit "${v}" (give its key, name or displayed id).`,
  'unit.inactive': (v) => `The unit "${v}" is no longer active.`,
  'unit.notManaged': (v) => `The unit "${v}" is not one you look after.`,
  'unit.required': () => 'Give at least one unit you look after.',
  'duplicate.username': (v) => `The username is already in row ${v} of this file.`,
  'duplicate.email': (v) => `The email address is already in row ${v} of this file.`,
  'email.otherAccount': (v) => `The email address belongs to another account ("${v}").`,
  'email.ambiguous': () => 'Several accounts have this email address; give the username.',
  'user.notManaged': () => 'This account is outside the units you look after.',
  'user.exists': () => 'The account exists already (this import only adds new accounts).',
  'user.notFound': () => 'There is no such account (this import only updates existing accounts).',
  'user.changedMeanwhile': () => 'The account was changed while the import ran; import the row again.',
  'username.taken': (v) => `The username "${v}" was taken while the import ran.`,
};

export const reasonText = ({ code, value }: RowReason) => SENTENCES[code](value ?? '');
