import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { media } from '../../db/schema/media';
import { subtreeIds } from '../../../src/schemas/categories';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkExpected, checkId, checkUniqueAmongSiblings, findCategory, lockTree } from './rules';
import { auditFields, loadTree, renumber, siblingsInOrder } from './tree';

const FIELD = 'moveContentTo.categoryId';

// A category that holds something is deleted only once the caller said where its media and its
// subcategories go; nothing is left pointing at a category that no longer exists.
export const deleteCategory: MutationResolvers['deleteCategory'] = async (
  _parent,
  { id, moveContentTo, expectedUpdatedAt },
  { db, viewer, config },
) => {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, 'id');
    await checkExpected(tx, current, expectedUpdatedAt);
    const filed = await tx
      .select({ id: media.id, unitId: media.unitId })
      .from(media)
      .where(eq(media.categoryId, id));
    const children = await siblingsInOrder(tx, id);
    if ((filed.length > 0 || children.length > 0) && !moveContentTo)
      throw badUserInput(
        'moveContentTo',
        `This category holds ${filed.length} media and ${children.length} subcategories: choose where they go.`,
      );
    const target = moveContentTo?.categoryId ? checkId(FIELD, moveContentTo.categoryId) : null;
    if (target !== null) {
      const all = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
      if (subtreeIds(all, id).has(target))
        throw badUserInput(FIELD, 'Choose a category outside the one you delete.');
      await findCategory(tx, target, FIELD);
    }
    // Subcategories go to the end of the chosen category, or take the deleted one's place.
    const newParent = target ?? current.parentId;
    const oldIndex = (await siblingsInOrder(tx, current.parentId)).findIndex((s) => s.id === id);
    const staying = await siblingsInOrder(tx, newParent, id);
    for (const child of children)
      await checkUniqueAmongSiblings(tx, config, child, newParent, { field: () => FIELD });
    const place = target === null ? oldIndex : staying.length;
    await moveMedia(tx, viewer, filed, id, target);
    await tx
      .update(categories)
      .set({ parentId: newParent, updatedAt: new Date(), updatedBy: viewer.userId })
      .where(eq(categories.parentId, id));
    // position -1: every moved child is written, whatever number it had under the deleted one.
    const moved = children.map((child) => ({ ...child, position: -1 }));
    await renumber(tx, [...staying.slice(0, place), ...moved, ...staying.slice(place)]);
    for (const [offset, child] of children.entries())
      await writeAudit(tx, viewer, {
        action: 'category.move',
        entityType: 'category',
        entityId: child.id,
        before: { ...auditFields(child), position: offset },
        after: { ...auditFields(child), parentId: newParent, position: place + offset },
      });
    await tx.delete(categories).where(eq(categories.id, id));
    if (target !== null) await renumber(tx, await siblingsInOrder(tx, current.parentId));
    await writeAudit(tx, viewer, {
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      before: { ...auditFields(current), position: oldIndex },
    });
  });
  return { category: null, tree: await loadTree(db) };
};

async function moveMedia(
  tx: Db,
  viewer: Viewer,
  filed: { id: string; unitId: number | null }[],
  from: string,
  to: string | null,
): Promise<void> {
  if (filed.length === 0) return;
  // A moved medium changed: a form opened on it before sees a conflict, and the list's "last changed"
  // says when and who. Strictly later than its stamp, as every other change of a medium (change.ts).
  await tx
    .update(media)
    .set({
      categoryId: to,
      updatedAt: sql`greatest(now(), ${media.updatedAt} + interval '1 millisecond')`,
      updatedBy: viewer.userId,
    })
    .where(eq(media.categoryId, from));
  for (const medium of filed)
    await writeAudit(tx, viewer, {
      action: 'medium.update',
      entityType: 'medium',
      entityId: medium.id,
      unitId: medium.unitId,
      before: { categoryId: from },
      after: { categoryId: to },
    });
}
