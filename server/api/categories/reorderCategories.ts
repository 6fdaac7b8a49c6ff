import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { writeAudit } from '../audit/record';
import { badUserInput, conflict } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkId, findCategory, lockTree } from './rules';
import { auditFields, loadTree, siblingsInOrder } from './tree';

// The whole order of one sibling set at once (what a drag and drop list produces). The ids must be
// exactly the children as they are now: another administrator may have added or moved one meanwhile.
export const reorderCategories: MutationResolvers['reorderCategories'] = async (
  _parent,
  { parentId: rawParentId, ids },
  { db, viewer },
) => {
  const parentId = rawParentId ? checkId('parentId', rawParentId) : null;
  ids.forEach((id, index) => {
    checkId(`ids.${index}`, id);
    if (ids.indexOf(id) !== index) throw badUserInput(`ids.${index}`, 'This category is in the list twice.');
  });
  await db.transaction(async (tx) => {
    await lockTree(tx);
    if (parentId !== null) await findCategory(tx, parentId, 'parentId');
    const siblings = await siblingsInOrder(tx, parentId);
    const same = ids.length === siblings.length && siblings.every((s) => ids.includes(s.id));
    if (!same)
      throw conflict(
        'The categories at this place changed after you loaded them. Reload to see the current order.',
        await loadTree(tx),
      );
    const now = new Date();
    for (const [position, id] of ids.entries()) {
      const before = siblings.findIndex((s) => s.id === id);
      const row = siblings[before];
      if (!row || before === position) continue;
      await tx
        .update(categories)
        .set({ position, updatedAt: now, updatedBy: viewer.userId })
        .where(eq(categories.id, id));
      await writeAudit(tx, viewer, {
        action: 'category.reorder',
        entityType: 'category',
        entityId: id,
        before: { ...auditFields(row), position: before },
        after: { ...auditFields(row), position },
      });
    }
    // Rows from before ordering hold 0: number the unchanged ones too, so the stored order is complete.
    for (const [position, id] of ids.entries()) {
      const row = siblings.find((s) => s.id === id);
      if (row && row.position !== position && siblings.indexOf(row) === position)
        await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
  });
  const tree = await loadTree(db);
  return { category: null, tree };
};
