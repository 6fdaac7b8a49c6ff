import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { units } from '../../db/schema/units';
import { userUnits } from '../../db/schema/units';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireManagedUnits } from '../unitScope';
import {
  applyUnitChange,
  checkNotChanged,
  checkParent,
  checkUnique,
  lockUnitTree,
  requireUnit,
} from './change';
import { logoFromUpload, removeLogoUpload } from './logo';
import { loadUnitRow } from './row';
import { checkUnitId, parseUpdateInput, toUnitId } from './rules';

export async function memberCountOf(tx: Db, unitId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userUnits).where(eq(userUnits.unitId, unitId));
  return row?.n ?? 0;
}

/** Why a unit cannot be switched off here, or nothing: the default unit never, one with members only with a choice. */
export async function refuseDeactivation(
  tx: Db,
  unit: typeof units.$inferSelect,
  field: string,
  withMembers: boolean,
) {
  if (unit.isDefault)
    throw badUserInput(
      field,
      `"${unit.name}" is the default unit and cannot be deactivated. Make another unit the default first.`,
    );
  if (withMembers) return;
  const members = await memberCountOf(tx, unit.id);
  if (members > 0)
    throw badUserInput(
      field,
      `"${unit.name}" has ${members} member(s). Deactivate it with deactivateUnit and choose what happens to them (keep, move or remove).`,
    );
}

// Absent fields stay; the scope is checked before any image work, and again with the row locked.
export const updateUnit: MutationResolvers['updateUnit'] = async (
  _parent,
  { id, input, expectedUpdatedAt },
  context,
) => {
  const { db, viewer } = context;
  const unitId = checkUnitId('id', id);
  const values = parseUpdateInput(input);
  await requireManagedUnits(db, viewer, [unitId], { field: 'id', doing: 'change' });
  const logoUrl = values.logoFileId ? await logoFromUpload(context, values.logoFileId) : values.logoFileId;
  await db.transaction(async (tx) => {
    await lockUnitTree(tx);
    const before = await requireUnit(tx, viewer, unitId, 'change');
    await checkNotChanged(tx, before, expectedUpdatedAt, () => loadUnitRow(tx, unitId));
    const change: Partial<typeof units.$inferInsert> = {};
    if (values.name !== undefined && values.name !== before.name) change.name = values.name;
    if (values.key !== undefined && values.key !== before.key) change.key = values.key;
    if (values.displayedId !== undefined && values.displayedId !== before.displayedId)
      change.displayedId = values.displayedId;
    if (values.color !== undefined) change.color = values.color;
    if (logoUrl !== undefined) change.logoUrl = logoUrl;
    const parentId = values.parentId === undefined ? undefined : toUnitId(values.parentId);
    if (parentId !== undefined && parentId !== before.parentId) {
      await checkParent(tx, viewer, unitId, parentId, 'input.parentId');
      change.parentId = parentId;
    }
    if (values.isActive !== undefined && values.isActive !== before.isActive) {
      if (!values.isActive) await refuseDeactivation(tx, before, 'input.isActive', false);
      change.isActive = values.isActive;
    }
    await checkUnique(tx, { key: change.key, displayedId: change.displayedId }, unitId);
    if (Object.keys(change).length === 0) return;
    await applyUnitChange(tx, viewer, before, change, 'parentId' in change ? 'unit.move' : 'unit.update');
  });
  await removeLogoUpload(context, values.logoFileId);
  return loadUnitRow(db, unitId);
};
