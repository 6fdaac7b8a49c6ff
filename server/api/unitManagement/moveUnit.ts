import type { MutationResolvers } from '../generated/resolvers';
import { applyUnitChange, checkNotChanged, checkParent, lockUnitTree, requireUnit } from './change';
import { loadUnitRow } from './row';
import { checkUnitId } from './rules';

// Under the tree's lock, so two moves at once cannot build a loop between them.
export const moveUnit: MutationResolvers['moveUnit'] = async (
  _parent,
  { id, parentId: rawParentId, expectedUpdatedAt },
  { db, viewer },
) => {
  const unitId = checkUnitId('id', id);
  const parentId =
    rawParentId === null || rawParentId === undefined ? null : checkUnitId('parentId', rawParentId);
  await db.transaction(async (tx) => {
    await lockUnitTree(tx);
    const before = await requireUnit(tx, viewer, unitId, 'move');
    await checkNotChanged(tx, before, expectedUpdatedAt, () => loadUnitRow(tx, unitId));
    if (parentId === before.parentId) return;
    await checkParent(tx, viewer, unitId, parentId, 'parentId');
    await applyUnitChange(tx, viewer, before, { parentId }, 'unit.move');
  });
  return loadUnitRow(db, unitId);
};
