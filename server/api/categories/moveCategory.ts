import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { subtreeIds } from '../../../src/schemas/categories';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import {
  checkExpected,
  checkId,
  checkPosition,
  checkUniqueAmongSiblings,
  findCategory,
  lockTree,
} from './rules';
import { auditFields, loadTree, renumber, siblingsInOrder } from './tree';

export const moveCategory: MutationResolvers['moveCategory'] = async (
  _parent,
  { id, parentId: rawParentId, position, expectedUpdatedAt },
  { db, viewer, config },
) => {
  const parentId = rawParentId ? checkId('parentId', rawParentId) : null;
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, 'id');
    await checkExpected(tx, current, expectedUpdatedAt);
    if (parentId !== null) {
      const all = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
      if (subtreeIds(all, id).has(parentId))
        throw badUserInput(
          'parentId',
          parentId === id
            ? 'A category cannot be placed inside itself.'
            : 'A category cannot be placed inside one of its own subcategories: that would make a loop.',
        );
      await findCategory(tx, parentId, 'parentId');
    }
    const oldSiblings = await siblingsInOrder(tx, current.parentId);
    const oldIndex = oldSiblings.findIndex((s) => s.id === id);
    const newSiblings = await siblingsInOrder(tx, parentId, id);
    checkPosition('position', position, newSiblings.length);
    const sameParent = parentId === current.parentId;
    if (sameParent && oldIndex === position) return;
    if (!sameParent)
      await checkUniqueAmongSiblings(tx, config, current, parentId, {
        field: () => 'parentId',
        exceptId: id,
      });
    const [row] = await tx
      .update(categories)
      .set({ parentId, position, updatedAt: new Date(), updatedBy: viewer.userId })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw new Error('category vanished while locked');
    await renumber(tx, [...newSiblings.slice(0, position), row, ...newSiblings.slice(position)]);
    if (!sameParent) await renumber(tx, await siblingsInOrder(tx, current.parentId));
    await writeAudit(tx, viewer, {
      action: 'category.move',
      entityType: 'category',
      entityId: id,
      before: { ...auditFields(current), position: oldIndex },
      after: auditFields(row),
    });
  });
  const tree = await loadTree(db);
  return { category: tree.find((c) => c.id === id) ?? null, tree };
};
