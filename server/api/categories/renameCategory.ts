import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema/categories';
import { writeAudit } from '../audit/record';
import type { MutationResolvers } from '../generated/resolvers';
import {
  checkExpected,
  checkUniqueAmongSiblings,
  cleanNames,
  defaultName,
  findCategory,
  lockTree,
} from './rules';
import { auditFields, loadTree } from './tree';

// The names given replace all earlier ones: the form always sends every locale it shows.
export const renameCategory: MutationResolvers['renameCategory'] = async (
  _parent,
  { id, names: input, expectedUpdatedAt },
  { db, viewer, config },
) => {
  const names = cleanNames(input, config, 'names');
  const name = defaultName(names, config);
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, 'id');
    await checkExpected(tx, current, expectedUpdatedAt);
    await checkUniqueAmongSiblings(tx, config, { name, names }, current.parentId, {
      field: (locale) => `names.${locale}`,
      exceptId: id,
    });
    const [row] = await tx
      .update(categories)
      .set({ name, names, updatedAt: new Date(), updatedBy: viewer.userId })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw new Error('category vanished while locked');
    await writeAudit(tx, viewer, {
      action: 'category.rename',
      entityType: 'category',
      entityId: id,
      before: auditFields(current),
      after: auditFields(row),
    });
  });
  const tree = await loadTree(db);
  return { category: tree.find((c) => c.id === id) ?? null, tree };
};
