import { eq } from 'drizzle-orm';
import { units } from '../../db/schema/units';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { applyUnitChange, lockUnitTree, requireUnit } from './change';
import { loadUnitRow } from './row';
import { checkUnitId } from './rules';

// Exactly one default unit: the old one gives it up before the new one takes it (the partial unique index
// allows at most one at any moment), in one transaction, so the app never sees none between them.
export const setDefaultUnit: MutationResolvers['setDefaultUnit'] = async (
  _parent,
  { id },
  { db, viewer },
) => {
  const unitId = checkUnitId('id', id);
  await db.transaction(async (tx) => {
    await lockUnitTree(tx);
    const next = await requireUnit(tx, viewer, unitId, 'change');
    if (next.isDefault) return;
    if (!next.isActive)
      throw badUserInput(
        'id',
        `"${next.name}" is not active. Activate it before making it the default unit.`,
      );
    const previous = await tx.select().from(units).where(eq(units.isDefault, true)).for('update');
    for (const old of previous)
      await applyUnitChange(tx, viewer, old, { isDefault: false }, 'unit.setDefault');
    await applyUnitChange(tx, viewer, next, { isDefault: true }, 'unit.setDefault');
  });
  return loadUnitRow(db, unitId);
};
