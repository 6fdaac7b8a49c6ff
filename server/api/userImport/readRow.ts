// One row's cells read as account fields, checked with the same rules as the user form and createUser
// (src/schemas/user.ts). A field whose column is not mapped is undefined (left as it is on an update); a
// mapped but empty cell is '' (also left as it is; required for a new account).
import { userFieldSchemas } from '../../../src/schemas/user';
import { localeOfWord, roleOfWord, splitList, type ColumnMapping, type ImportField } from './mapping';
import type { UnitLookup } from './planContext';
import type { RowCode, RowReason } from './reasons';

export interface RowFields {
  username: string;
  email: string | undefined;
  name: string | undefined;
  locale: string | undefined;
  roles: string[] | undefined;
  unitIds: number[] | undefined;
}

export type ReadRow = { ok: true; fields: RowFields } | { ok: false; reason: RowReason };

const fail = (code: RowCode, value?: string): ReadRow => ({
  ok: false,
  reason: value === undefined ? { code } : { code, value },
});

type Checked = { value: string } | { code: RowCode };

function check(
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown } },
  value: string,
): Checked {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data as string };
  const issue = (result.error as { issues: Array<{ message: string }> }).issues[0];
  return { code: (issue?.message ?? 'username.invalid') as RowCode };
}

export interface ReadOptions {
  mapping: readonly ColumnMapping[];
  unitLookup: UnitLookup;
  allowedLocales: readonly string[];
  mayGrant: (role: string) => boolean;
  isAdmin: boolean;
}

export function readRow(cells: readonly string[], options: ReadOptions): ReadRow {
  const column = new Map(options.mapping.map((m) => [m.field, m.column]));
  const get = (field: ImportField) => {
    const index = column.get(field);
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const rawUsername = get('USERNAME') ?? '';
  const username = check(userFieldSchemas.username, rawUsername);
  if ('code' in username) return fail(username.code, rawUsername);

  let email: string | undefined;
  const rawEmail = get('EMAIL');
  if (rawEmail) {
    const checked = check(userFieldSchemas.email, rawEmail);
    if ('code' in checked) return fail(checked.code, rawEmail);
    email = checked.value;
  }

  const full = get('NAME');
  const joined = [get('FIRST_NAME'), get('LAST_NAME')].filter(Boolean).join(' ');
  let name: string | undefined;
  if (full || joined) {
    const checked = check(userFieldSchemas.name, full || joined);
    if ('code' in checked) return fail(checked.code);
    name = checked.value;
  }

  let locale: string | undefined;
  const rawLocale = get('LOCALE');
  if (rawLocale) {
    locale = localeOfWord(rawLocale);
    if (!options.allowedLocales.includes(locale)) return fail('locale.invalid', rawLocale);
  }

  let roles: string[] | undefined;
  const rawRoles = get('ROLE');
  if (rawRoles) {
    roles = [];
    for (const word of splitList(rawRoles)) {
      const role = roleOfWord(word);
      if (!role) return fail('role.unknown', word);
      if (!options.mayGrant(role)) return fail('role.notGrantable', word);
      if (!roles.includes(role)) roles.push(role);
    }
    roles.sort();
  }

  let unitIds: number[] | undefined;
  const rawUnits = get('UNIT');
  if (rawUnits) {
    unitIds = [];
    for (const word of splitList(rawUnits)) {
      const unit = options.unitLookup.byWord.get(word.toLowerCase());
      if (!unit) return fail('unit.unknown', word);
      if (!unit.isActive) return fail('unit.inactive', word);
      if (!options.isAdmin && !unit.managed) return fail('unit.notManaged', word);
      if (!unitIds.includes(unit.id)) unitIds.push(unit.id);
    }
  }
  return { ok: true, fields: { username: username.value, email, name, locale, roles, unitIds } };
}
