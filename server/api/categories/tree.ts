// The category tree as administrators see it: every category in tree order with its names, its place,
// the media filed under it and who changed it last. Categories are few (hundreds at most), so the whole
// tree is read at once and every mutation answers it, keeping the screen's copy exact.
import { count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, type CategoryRow } from '../../db/schema/categories';
import { users } from '../../db/schema/core';
import { media } from '../../db/schema/media';
import { CATEGORY_LOCALES, treeOrder } from '../../../src/schemas/categories';
import type { Category, CategoryNames } from '../generated/resolvers';

/** Every locale's field, null where the category has no name of its own there. */
const namesObject = (names: Record<string, string>): CategoryNames =>
  Object.fromEntries(CATEGORY_LOCALES.map((locale) => [locale, names[locale] || null])) as CategoryNames;

export async function loadTree(db: Db): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    db
      .select({ row: categories, updatedByName: users.name })
      .from(categories)
      .leftJoin(users, eq(users.id, categories.updatedBy)),
    db
      .select({ categoryId: media.categoryId, n: count() })
      .from(media)
      .where(isNotNull(media.categoryId))
      .groupBy(media.categoryId),
  ]);
  const mediaCount = new Map(counts.map((c) => [c.categoryId, c.n]));
  const childCount = new Map<string, number>();
  for (const { row } of rows)
    if (row.parentId) childCount.set(row.parentId, (childCount.get(row.parentId) ?? 0) + 1);
  const ordered = treeOrder(rows.map(({ row, updatedByName }) => ({ ...row, updatedByName })));
  return ordered.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    depth: row.depth,
    position: row.index,
    name: row.name,
    names: namesObject(row.names),
    mediaCount: mediaCount.get(row.id) ?? 0,
    childCount: childCount.get(row.id) ?? 0,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
  }));
}

/** One category as the tree shows it (for a CONFLICT's `current`). */
export async function toCategory(db: Db, row: CategoryRow): Promise<Category | undefined> {
  return (await loadTree(db)).find((c) => c.id === row.id);
}

/** The children of parentId in their order, without `exceptId` (the one being moved). */
export async function siblingsInOrder(
  db: Db,
  parentId: string | null,
  exceptId?: string,
): Promise<CategoryRow[]> {
  const rows = await db.select().from(categories);
  return treeOrder(rows)
    .filter((r) => r.parentId === parentId && r.id !== exceptId)
    .map(({ depth: _depth, index: _index, ...row }) => row);
}

/** Numbers the given siblings 0..n-1 in this order (only rows whose number changes are written). */
export async function renumber(tx: Db, ordered: readonly CategoryRow[]): Promise<void> {
  for (const [index, row] of ordered.entries())
    if (row.position !== index)
      await tx.update(categories).set({ position: index }).where(eq(categories.id, row.id));
}

/** The audit log's view of a category: its own fields, without bookkeeping. */
export const auditFields = (row: CategoryRow) => ({
  name: row.name,
  names: row.names,
  parentId: row.parentId,
  position: row.position,
});
