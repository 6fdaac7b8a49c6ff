import { categories } from '../../db/schema/categories';
import { writeAudit } from '../audit/record';
import type { MutationResolvers } from '../generated/resolvers';
import {
  checkPosition,
  checkUniqueAmongSiblings,
  cleanNames,
  defaultName,
  findCategory,
  lockTree,
} from './rules';
import { auditFields, loadTree, renumber, siblingsInOrder } from './tree';

export const createCategory: MutationResolvers['createCategory'] = async (
  _parent,
  { input },
  { db, viewer, config },
) => {
  const names = cleanNames(input.names, config, 'input.names');
  const parentId = input.parentId ?? null;
  const created = await db.transaction(async (tx) => {
    await lockTree(tx);
    if (parentId !== null) await findCategory(tx, parentId, 'input.parentId');
    const name = defaultName(names, config);
    await checkUniqueAmongSiblings(tx, config, { name, names }, parentId, {
      field: (locale) => `input.names.${locale}`,
    });
    const siblings = await siblingsInOrder(tx, parentId);
    const position =
      input.position === null || input.position === undefined
        ? siblings.length
        : checkPosition('input.position', input.position, siblings.length);
    const now = new Date();
    const [row] = await tx
      .insert(categories)
      .values({
        name,
        names,
        parentId,
        position,
        createdAt: now,
        updatedAt: now,
        updatedBy: viewer.userId,
      })
      .returning();
    if (!row) throw new Error('category not created');
    await renumber(tx, [...siblings.slice(0, position), row, ...siblings.slice(position)]);
    await writeAudit(tx, viewer, {
      action: 'category.create',
      entityType: 'category',
      entityId: row.id,
      after: auditFields(row),
    });
    return row;
  });
  const tree = await loadTree(db);
  return { category: tree.find((c) => c.id === created.id) ?? null, tree };
};
