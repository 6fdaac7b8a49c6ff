// The category tree as the people who manage media see it: each category's name in the caller's language
// and its path from the root ("Safety / Fire"), in tree order (the order of category management).
// Categories are few (a tree people curate), so one read per request serves a whole page of media.
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/categories';
import { categoryName, treeOrder } from '../../../src/schemas/categories';

export interface CategoryNode {
  id: string;
  name: string;
  path: string;
  parentId: string | null;
}

/** In tree order: each parent before its children, siblings in their order. */
export type CategoryTree = Map<string, CategoryNode>;

export async function loadCategoryTree(db: Db, locale: string, defaultLocale: string): Promise<CategoryTree> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      names: categories.names,
      position: categories.position,
    })
    .from(categories);
  const tree: CategoryTree = new Map();
  // treeOrder puts a parent before its children (and drops cycles), so its path is always known first.
  for (const row of treeOrder(rows)) {
    const name = categoryName(row.names, row.name, locale, defaultLocale);
    const parent = row.parentId ? tree.get(row.parentId) : undefined;
    tree.set(row.id, {
      id: row.id,
      name,
      path: parent ? `${parent.path} / ${name}` : name,
      parentId: row.parentId,
    });
  }
  return tree;
}
