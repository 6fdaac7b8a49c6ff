// Unit memberships as a manager may change them (ISSUE10 rule, shared with the import): only memberships of
// units the caller looks after are added or removed; a person's memberships in other units stay untouched,
// whatever the caller sent. A new membership needs an active unit.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { units, userUnits } from '../../db/schema/units';
import { badUserInput, forbidden } from '../errors';
import { isAdmin, managedUnitIds } from '../unitScope';

interface UnitFacts {
  name: string;
  isActive: boolean;
  managed: boolean;
}

/** Name, state and whether the caller looks after each unit; BAD_USER_INPUT on the field of an unknown id. */
export async function unitFacts(
  tx: Db,
  viewer: Viewer,
  ids: readonly number[],
  fieldOf: (id: number) => string,
): Promise<Map<number, UnitFacts>> {
  const facts = new Map<number, UnitFacts>();
  if (ids.length === 0) return facts;
  const managed = isAdmin(viewer)
    ? sql<boolean>`true`
    : sql<boolean>`${units.id} in ${managedUnitIds(viewer)}`;
  const rows = await tx
    .select({ id: units.id, name: units.name, isActive: units.isActive, managed })
    .from(units)
    .where(inArray(units.id, [...ids]));
  for (const row of rows) facts.set(row.id, { ...row, managed: Boolean(row.managed) });
  for (const id of ids)
    if (!facts.has(id)) throw badUserInput(fieldOf(id), `There is no unit with id ${id}.`);
  return facts;
}

export const notManagedUnit = () =>
  forbidden('Education managers can only add people to and remove them from units they look after.');

/**
 * The memberships after the change: `wanted` for the units the caller looks after, the current ones for
 * every other unit. FORBIDDEN when `wanted` adds a unit the caller does not look after; BAD_USER_INPUT for an
 * unknown or inactive new unit. Writes the difference and answers the unit ids afterwards.
 */
export async function setMemberships(
  tx: Db,
  viewer: Viewer,
  userId: string,
  current: readonly number[],
  wanted: readonly number[],
  field: string,
): Promise<number[]> {
  const all = [...new Set([...current, ...wanted])];
  const facts = await unitFacts(tx, viewer, all, (id) => `${field}.${wanted.indexOf(id)}`);
  const added = wanted.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !wanted.includes(id) && facts.get(id)!.managed);
  for (const id of added) {
    const unit = facts.get(id)!;
    if (!unit.managed) throw notManagedUnit();
    if (!unit.isActive)
      throw badUserInput(
        `${field}.${wanted.indexOf(id)}`,
        `The unit "${unit.name}" is no longer active; people cannot be added to it.`,
      );
  }
  if (added.length)
    await tx
      .insert(userUnits)
      .values(added.map((unitId) => ({ userId, unitId })))
      .onConflictDoNothing();
  if (removed.length)
    await tx.delete(userUnits).where(and(eq(userUnits.userId, userId), inArray(userUnits.unitId, removed)));
  return [...current.filter((id) => !removed.includes(id)), ...added];
}
