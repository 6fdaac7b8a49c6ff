// How every change to units runs: in one transaction under the unit tree's advisory lock (two moves at
// once could otherwise build a loop between them), the unit checked against the caller's part of the tree
// and locked, a stale expectedUpdatedAt refused with CONFLICT, and the audit entry written beside the
// change. A refusal anywhere rolls everything back, so a FORBIDDEN writes nothing.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { units } from '../../db/schema/units';
import { writeAudit } from '../audit/record';
import { badUserInput, conflict, forbidden } from '../errors';
import { isAdmin, managedUnitIds, requireManagedUnits, type UnitRow } from '../unitScope';
import { auditFields, loadTreeNodes, subtreeOf } from './row';
import { unitIssueMessage } from './rules';
import { nextUpdatedAt } from '../updatedAt';

// An arbitrary constant of this application: the key of the unit tree's advisory lock.
const UNIT_TREE_LOCK = 7_318_240_211;

export async function lockUnitTree(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UNIT_TREE_LOCK})`);
}

/** CONFLICT when the unit changed after `expected`; `current` is the unit as it is now. */
export async function checkNotChanged(
  tx: Db,
  row: UnitRow,
  expected: Date | null | undefined,
  current: () => Promise<unknown>,
): Promise<void> {
  if (!expected || row.updatedAt.getTime() <= expected.getTime()) return;
  throw conflict(
    `Someone else changed the unit "${row.name}" after you opened it. Reload to see their version, or save yours over it.`,
    await current(),
  );
}

/** The unit, locked, when the caller looks after it (BAD_USER_INPUT when missing, FORBIDDEN otherwise). */
export async function requireUnit(tx: Db, viewer: Viewer, id: number, doing: string): Promise<UnitRow> {
  const [row] = await requireManagedUnits(tx, viewer, [id], { field: 'id', doing, lock: true });
  return row!;
}

/** BAD_USER_INPUT on input.key / input.displayedId when another unit already has the value. */
export async function checkUnique(
  tx: Db,
  values: { key?: string | undefined; displayedId?: string | undefined },
  exceptId: number | null,
): Promise<void> {
  if (values.key === undefined && values.displayedId === undefined) return;
  const clash = or(
    values.key !== undefined ? eq(units.key, values.key) : undefined,
    values.displayedId !== undefined ? eq(units.displayedId, values.displayedId) : undefined,
  );
  const found = await tx
    .select({ key: units.key, displayedId: units.displayedId })
    .from(units)
    .where(and(clash, exceptId === null ? undefined : ne(units.id, exceptId)));
  if (values.key !== undefined && found.some((f) => f.key === values.key))
    throw badUserInput('input.key', unitIssueMessage('key.duplicate', values.key));
  if (values.displayedId !== undefined && found.some((f) => f.displayedId === values.displayedId))
    throw badUserInput('input.displayedId', unitIssueMessage('displayedId.duplicate', values.displayedId));
}

/**
 * Whether `parentId` may be the parent of `unitId` (null: a unit being created). A top unit (null parent)
 * is for administrators only; a manager's parent must be a unit they look after; never the unit itself or
 * one below it. `field` names the input that carried the parent.
 */
export async function checkParent(
  tx: Db,
  viewer: Viewer,
  unitId: number | null,
  parentId: number | null,
  field: string,
): Promise<void> {
  if (parentId === null) {
    if (!isAdmin(viewer))
      throw forbidden('Only administrators can make a top unit. Choose a parent unit you look after.');
    return;
  }
  const [parent] = await tx
    .select({ id: units.id, managed: sql<boolean>`${units.id} in ${managedUnitIds(viewer)}` })
    .from(units)
    .where(eq(units.id, parentId));
  if (!parent) throw badUserInput(field, `There is no unit with id ${parentId}.`);
  if (!isAdmin(viewer) && !parent.managed)
    throw forbidden('Education managers can only put units below units they look after.');
  if (unitId === null) return;
  if (parentId === unitId) throw badUserInput(field, 'A unit cannot be placed below itself.');
  if (subtreeOf(await loadTreeNodes(tx), unitId).has(parentId))
    throw badUserInput(
      field,
      'A unit cannot be placed below one of its own sub-units: that would make a loop.',
    );
}

/** Writes the new columns of a unit with its audit entry; answers the row after the change. */
export async function applyUnitChange(
  tx: Db,
  viewer: Viewer,
  before: UnitRow,
  change: Partial<typeof units.$inferInsert>,
  action: string,
): Promise<UnitRow> {
  const [after] = await tx
    .update(units)
    .set({ ...change, updatedAt: nextUpdatedAt(before.updatedAt) })
    .where(eq(units.id, before.id))
    .returning();
  if (!after) throw new Error(`The unit ${before.id} could not be changed.`);
  await writeAudit(tx, viewer, {
    action,
    entityType: 'unit',
    entityId: String(before.id),
    unitId: before.id,
    before: auditFields(before),
    after: auditFields(after),
  });
  return after;
}
