// The dry run and the import judge rows the same way: this plans, per row, what would happen (create,
// update with the changed fields, unchanged, skip, error with the reason) from the file and the database
// as they are. The dry run shows the plan; the job carries it out row by row (apply.ts).
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { isAdmin, mayGrantRole } from '../unitScope';
import type { ColumnMapping } from './mapping';
import { loadUnits, loadUsers, type KnownUser, type UnitLookup } from './planContext';
import { readRow, type RowFields } from './readRow';
import type { RowReason } from './reasons';

export const IMPORT_MODES = ['CREATE', 'UPDATE', 'CREATE_AND_UPDATE'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export type RowOutcome = 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'SKIP' | 'ERROR';

export interface FieldChange {
  field: 'username' | 'name' | 'email' | 'locale' | 'roles' | 'units';
  before: string;
  after: string;
}

export interface NewAccount {
  username: string;
  name: string;
  email: string;
  locale: string | null;
  roles: string[];
  unitIds: number[];
}

export interface AccountUpdate {
  userId: string;
  /** The account's version when planned (see KnownUser.version). */
  version: string;
  before: KnownUser;
  set: Partial<Pick<NewAccount, 'username' | 'name' | 'email' | 'locale' | 'roles'>>;
  addUnitIds: number[];
}

export interface RowPlan {
  /** The row's line in the file (the header is line 1). */
  row: number;
  outcome: RowOutcome;
  username: string;
  reason?: RowReason;
  changes: FieldChange[];
  create?: NewAccount;
  update?: AccountUpdate;
}

export interface PlanInput {
  rows: readonly string[][];
  mapping: readonly ColumnMapping[];
  mode: ImportMode;
  allowedLocales: readonly string[];
}

const unitNames = (lookup: UnitLookup, ids: readonly number[]) =>
  ids.map((id) => lookup.byId.get(id)?.name ?? String(id)).join(', ');

function planUpdate(plan: RowPlan, fields: RowFields, user: KnownUser, lookup: UnitLookup): RowPlan {
  const set: AccountUpdate['set'] = {};
  const changes: FieldChange[] = [];
  const compare = <K extends 'username' | 'name' | 'email' | 'locale'>(
    field: K,
    value: string | undefined,
  ) => {
    if (value === undefined || value === (user[field] ?? '')) return;
    set[field] = value;
    changes.push({ field, before: user[field] ?? '', after: value });
  };
  compare('username', fields.username);
  compare('name', fields.name);
  compare('email', fields.email);
  compare('locale', fields.locale);
  const roles = [...user.roles].sort();
  if (fields.roles && fields.roles.join() !== roles.join()) {
    set.roles = fields.roles;
    changes.push({ field: 'roles', before: roles.join(', '), after: fields.roles.join(', ') });
  }
  // An import adds memberships and never removes one: a row names the units it knows of.
  const addUnitIds = (fields.unitIds ?? []).filter((id) => !user.unitIds.includes(id));
  if (addUnitIds.length)
    changes.push({
      field: 'units',
      before: unitNames(lookup, user.unitIds),
      after: unitNames(lookup, [...user.unitIds, ...addUnitIds]),
    });
  if (changes.length === 0) return { ...plan, outcome: 'UNCHANGED' };
  const update = { userId: user.id, version: user.version, before: user, set, addUnitIds };
  return { ...plan, outcome: 'UPDATE', changes, update };
}

/** Plans every row; reads the database, writes nothing. */
export async function planImport(db: Db, viewer: Viewer, input: PlanInput): Promise<RowPlan[]> {
  const unitLookup = await loadUnits(db, viewer);
  const admin = isAdmin(viewer);
  const read = input.rows.map((cells) =>
    readRow(cells, {
      mapping: input.mapping,
      unitLookup,
      allowedLocales: input.allowedLocales,
      mayGrant: (role) => mayGrantRole(viewer, role),
      isAdmin: admin,
    }),
  );
  const usernames = new Set<string>();
  const emails = new Set<string>();
  for (const r of read) {
    if (!r.ok) continue;
    usernames.add(r.fields.username);
    if (r.fields.email) emails.add(r.fields.email.toLowerCase());
  }
  const known = await loadUsers(db, viewer, [...usernames], [...emails]);
  const byUsername = new Map(known.map((u) => [u.username, u]));
  const byEmail = new Map<string, KnownUser[]>();
  for (const u of known)
    byEmail.set(u.email.toLowerCase(), [...(byEmail.get(u.email.toLowerCase()) ?? []), u]);

  // An error row still names its username as written, so people find it in their file.
  const usernameColumn = input.mapping.find((m) => m.field === 'USERNAME')?.column;
  const rawUsername = (index: number) =>
    usernameColumn === undefined ? '' : (input.rows[index]?.[usernameColumn] ?? '').trim().slice(0, 100);
  const firstRowOfUsername = new Map<string, number>();
  const firstRowOfEmail = new Map<string, number>();
  return read.map((result, index): RowPlan => {
    const row = index + 2;
    const base = { row, changes: [] as FieldChange[] };
    if (!result.ok) return { ...base, outcome: 'ERROR', username: rawUsername(index), reason: result.reason };
    const { fields } = result;
    const plan: RowPlan = { ...base, outcome: 'ERROR', username: fields.username };
    const error = (reason: RowReason): RowPlan => ({ ...plan, outcome: 'ERROR', reason });
    const email = fields.email?.toLowerCase();
    const earlier = firstRowOfUsername.get(fields.username);
    if (earlier) return error({ code: 'duplicate.username', value: String(earlier) });
    const earlierEmail = email ? firstRowOfEmail.get(email) : undefined;
    if (earlierEmail) return error({ code: 'duplicate.email', value: String(earlierEmail) });
    firstRowOfUsername.set(fields.username, row);
    if (email) firstRowOfEmail.set(email, row);

    const mailMatches = email ? (byEmail.get(email) ?? []) : [];
    let user = byUsername.get(fields.username);
    if (user) {
      const other = mailMatches.find((u) => u.id !== user!.id);
      if (other && !mailMatches.includes(user))
        return error({ code: 'email.otherAccount', value: other.username });
    } else if (mailMatches.length > 1) return error({ code: 'email.ambiguous' });
    else user = mailMatches[0];

    if (user) {
      if (input.mode === 'CREATE') return { ...plan, outcome: 'SKIP', reason: { code: 'user.exists' } };
      if (!user.managed) return error({ code: 'user.notManaged' });
      return planUpdate(plan, fields, user, unitLookup);
    }
    if (input.mode === 'UPDATE') return { ...plan, outcome: 'SKIP', reason: { code: 'user.notFound' } };
    if (!fields.email) return error({ code: 'email.required' });
    if (!fields.name) return error({ code: 'name.required' });
    const unitIds = fields.unitIds ?? [];
    if (!admin && unitIds.length === 0) return error({ code: 'unit.required' });
    const create: NewAccount = {
      username: fields.username,
      name: fields.name,
      email: fields.email,
      locale: fields.locale ?? null,
      roles: fields.roles ?? ['LEARNER'],
      unitIds,
    };
    return { ...plan, outcome: 'CREATE', create };
  });
}

export interface PlanCounts {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  skip: number;
  error: number;
}

export function countPlans(plans: readonly RowPlan[]): PlanCounts {
  const counts: PlanCounts = { total: plans.length, create: 0, update: 0, unchanged: 0, skip: 0, error: 0 };
  const key = {
    CREATE: 'create',
    UPDATE: 'update',
    UNCHANGED: 'unchanged',
    SKIP: 'skip',
    ERROR: 'error',
  } as const;
  for (const plan of plans) counts[key[plan.outcome]] += 1;
  return counts;
}
