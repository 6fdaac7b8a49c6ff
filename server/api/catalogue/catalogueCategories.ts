// The catalogue's category filter follows the administrators' tree: tree order (parents before their
// children, siblings as arranged in /category-management) and each name in the reader's language.
import { categories } from '../../db/schema/categories';
import { categoryName, treeOrder } from '../../../src/schemas/categories';
import { viewerLocale } from '../locale';
import type { QueryResolvers } from '../generated/resolvers';

export const catalogueCategories: QueryResolvers['catalogueCategories'] = async (_parent, _args, context) => {
  const locale = viewerLocale(context);
  const rows = await context.db
    .select({
      id: categories.id,
      name: categories.name,
      names: categories.names,
      parentId: categories.parentId,
      position: categories.position,
    })
    .from(categories);
  return treeOrder(rows).map((row) => ({
    id: row.id,
    name: categoryName(row.names, row.name, locale, context.config.app.DEFAULT_LOCALE),
    parentId: row.parentId,
  }));
};
