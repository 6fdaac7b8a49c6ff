import type { QueryResolvers } from '../generated/resolvers';
import { targetUnits } from '../unitScope';
import { loadCategoryTree } from './categoryTree';
import { langOf } from '../locale';

export const mediaManagementOptions: QueryResolvers['mediaManagementOptions'] = async (
  _parent,
  _args,
  context,
) => {
  const lang = langOf(context);
  const [tree, units] = await Promise.all([
    loadCategoryTree(context.db, lang.locale, lang.defaultLocale),
    targetUnits(context.db, context.viewer),
  ]);
  return {
    categories: [...tree.values()],
    // In the reader's alphabet (the database's collation may put every capital before "a").
    units: units
      .map((unit) => ({ id: String(unit.id), name: unit.name }))
      .sort((a, b) => a.name.localeCompare(b.name, lang.locale) || Number(a.id) - Number(b.id)),
  };
};
