// A person as the user-management API answers them: the account's fields and their units, each unit marked
// with whether the caller looks after it (a manager's form shows the others read-only).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { units, userUnits } from '../../db/schema/units';
import { isRole, type Role } from '../../roles';
import { isAdmin, managedUnitIds, type UserRow } from '../unitScope';

export interface ManagedUserUnitRow {
  id: string;
  name: string;
  managed: boolean;
}

export interface ManagedUserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  locale: string | null;
  roles: Role[];
  units: ManagedUserUnitRow[];
  isActive: boolean;
  deactivatedAt: Date | null;
  mustChangePassword: boolean;
  loginCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The unit memberships of these people, by person, in unit-name order. */
export async function loadMemberships(
  db: Db,
  viewer: Viewer,
  userIds: readonly string[],
): Promise<Map<string, ManagedUserUnitRow[]>> {
  const byUser = new Map<string, ManagedUserUnitRow[]>();
  if (userIds.length === 0) return byUser;
  const managed = isAdmin(viewer)
    ? sql<boolean>`true`
    : sql<boolean>`${units.id} in ${managedUnitIds(viewer)}`;
  const rows = await db
    .select({ userId: userUnits.userId, id: units.id, name: units.name, managed })
    .from(userUnits)
    .innerJoin(units, eq(units.id, userUnits.unitId))
    .where(inArray(userUnits.userId, [...userIds]))
    .orderBy(asc(units.name), asc(units.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: String(row.id), name: row.name, managed: Boolean(row.managed) });
    byUser.set(row.userId, list);
  }
  return byUser;
}

export const toManagedUser = (row: UserRow, memberships: ManagedUserUnitRow[]): ManagedUserRow => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
  locale: row.locale,
  roles: row.roles.filter(isRole),
  units: memberships,
  isActive: row.isActive,
  deactivatedAt: row.deactivatedAt,
  mustChangePassword: row.mustChangePassword,
  loginCount: row.loginCount,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The people in the order of `ids` (missing ones left out). */
export async function loadManagedUsers(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
): Promise<ManagedUserRow[]> {
  if (ids.length === 0) return [];
  const [rows, memberships] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids])),
    loadMemberships(db, viewer, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toManagedUser(row, memberships.get(id) ?? [])] : [];
  });
}

/** The fields the audit log keeps for a person (the password only as "changed"). */
export const auditFields = (row: UserRow, unitIds?: readonly number[]): Record<string, unknown> => ({
  username: row.username,
  name: row.name,
  email: row.email,
  locale: row.locale,
  roles: row.roles,
  isActive: row.isActive,
  mustChangePassword: row.mustChangePassword,
  passwordHash: row.passwordHash,
  ...(unitIds ? { unitIds: [...unitIds].sort((a, b) => a - b) } : {}),
});

/** The unit the audit entry is filed under: the person's first unit (managers read their units' entries). */
export const auditUnit = (unitIds: readonly number[]): number | null =>
  unitIds.length ? Math.min(...unitIds) : null;

/** The unit ids each person belongs to now (locked rows' memberships, inside the caller's transaction). */
export async function unitIdsOf(tx: Db, userIds: readonly string[]): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({ userId: userUnits.userId, unitId: userUnits.unitId })
    .from(userUnits)
    .where(inArray(userUnits.userId, [...userIds]));
  for (const row of rows) result.get(row.userId)?.push(row.unitId);
  return result;
}
