// The category tree's pure rules on the app side: which rows show (collapsed parents hide their
// subtree), where the keyboard's arrows go (the WAI-ARIA tree pattern), where a move by keyboard or a
// drop lands, and the tree after a move, so the screen can show it before the server confirms.
import type { CategoryFieldsFragment } from '../../graphql/generated';
import { categoryName, subtreeIds, treeOrder } from '../../schemas/categories';

/** A category as the screen holds it (the API's fields, absent ones as null). */
export interface CategoryEntry {
  id: string;
  parentId: string | null;
  depth: number;
  /** 0-based place among its siblings. */
  position: number;
  /** The default locale's name, the fallback where a locale has none. */
  name: string;
  /** Names per locale; null where the fallback shows. */
  names: Record<string, string | null>;
  mediaCount: number;
  childCount: number;
  updatedAt: string;
  updatedByName: string | null;
}

export const toEntry = (c: CategoryFieldsFragment): CategoryEntry => ({
  id: c.id,
  parentId: c.parentId ?? null,
  depth: c.depth,
  position: c.position,
  name: c.name,
  names: Object.fromEntries(
    Object.entries(c.names)
      .filter(([locale]) => locale !== '__typename')
      .map(([locale, name]) => [locale, typeof name === 'string' && name ? name : null]),
  ),
  mediaCount: c.mediaCount,
  childCount: c.childCount,
  updatedAt: c.updatedAt,
  updatedByName: c.updatedByName ?? null,
});

/** Where a category goes: under parentId (null: the top level) at position among the siblings. */
export interface Placement {
  parentId: string | null;
  position: number;
}

export type MoveDirection = 'up' | 'down' | 'out' | 'in';
export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

const byId = (tree: readonly CategoryEntry[], id: string | null) =>
  id === null ? undefined : tree.find((c) => c.id === id);

const childrenOf = (tree: readonly CategoryEntry[], parentId: string | null) =>
  tree.filter((c) => c.parentId === parentId);

/** The rows shown: every category whose ancestors are all expanded, in tree order. */
export function visibleRows(tree: readonly CategoryEntry[], collapsed: readonly string[]): CategoryEntry[] {
  const hidden = new Set<string>();
  for (const entry of tree)
    if (entry.parentId !== null && (hidden.has(entry.parentId) || collapsed.includes(entry.parentId)))
      hidden.add(entry.id);
  return tree.filter((entry) => !hidden.has(entry.id));
}

export interface Focus {
  selectedId: string | null;
  collapsed: readonly string[];
}

/**
 * Arrow keys as a tree widget moves: up and down through the shown rows, Home and End to the first
 * and last; Right opens a closed parent or goes to its first child, Left closes an open parent or goes
 * to the parent.
 */
export function navigate(tree: readonly CategoryEntry[], focus: Focus, key: TreeKey): Focus {
  const rows = visibleRows(tree, focus.collapsed);
  const index = rows.findIndex((r) => r.id === focus.selectedId);
  const current = rows[index];
  const to = (entry: CategoryEntry | undefined): Focus =>
    entry ? { ...focus, selectedId: entry.id } : focus;
  if (key === 'Home') return to(rows[0]);
  if (key === 'End') return to(rows.at(-1));
  if (!current) return to(rows[0]);
  if (key === 'ArrowDown') return to(rows[index + 1]);
  if (key === 'ArrowUp') return to(rows[Math.max(0, index - 1)]);
  const isOpen = current.childCount > 0 && !focus.collapsed.includes(current.id);
  if (key === 'ArrowRight') {
    if (current.childCount === 0) return focus;
    if (!isOpen) return { ...focus, collapsed: focus.collapsed.filter((id) => id !== current.id) };
    return to(rows[index + 1]);
  }
  if (isOpen) return { ...focus, collapsed: [...focus.collapsed, current.id] };
  return to(byId(tree, current.parentId));
}

/**
 * Where a keyboard move takes a category: up or down among its siblings, out to follow its parent, or
 * in as the last child of the sibling above it. Null when there is nowhere to go.
 */
export function moveTarget(
  tree: readonly CategoryEntry[],
  id: string,
  direction: MoveDirection,
): Placement | null {
  const entry = byId(tree, id);
  if (!entry) return null;
  const siblings = childrenOf(tree, entry.parentId);
  const index = siblings.findIndex((s) => s.id === id);
  if (direction === 'up') return index > 0 ? { parentId: entry.parentId, position: index - 1 } : null;
  if (direction === 'down')
    return index < siblings.length - 1 ? { parentId: entry.parentId, position: index + 1 } : null;
  if (direction === 'out') {
    const parent = byId(tree, entry.parentId);
    if (!parent) return null;
    return { parentId: parent.parentId, position: parent.position + 1 };
  }
  const above = siblings[index - 1];
  return above ? { parentId: above.id, position: childrenOf(tree, above.id).length } : null;
}

/**
 * Where a dragged category lands when dropped on another row: beside it, under the same parent, taking
 * its place (the rows between shift). Null on itself or inside its own subtree.
 */
export function dropTarget(tree: readonly CategoryEntry[], id: string, overId: string): Placement | null {
  const entry = byId(tree, id);
  const over = byId(tree, overId);
  if (!entry || !over || subtreeIds(tree, id).has(overId)) return null;
  const siblings = childrenOf(tree, over.parentId).filter((s) => s.id !== id);
  const overIndex = siblings.findIndex((s) => s.id === overId);
  const movingDown = tree.indexOf(entry) < tree.indexOf(over);
  return { parentId: over.parentId, position: movingDown ? overIndex + 1 : overIndex };
}

/** True when the placement is where the category already is. */
export function isSamePlace(tree: readonly CategoryEntry[], id: string, placement: Placement): boolean {
  const entry = byId(tree, id);
  return (
    entry !== undefined && entry.parentId === placement.parentId && entry.position === placement.position
  );
}

/** The tree after moving id to the placement, in tree order with depth and positions recomputed. */
export function applyMove(tree: readonly CategoryEntry[], id: string, placement: Placement): CategoryEntry[] {
  const entry = byId(tree, id);
  if (!entry) return [...tree];
  const target = childrenOf(tree, placement.parentId).filter((s) => s.id !== id);
  target.splice(placement.position, 0, { ...entry, parentId: placement.parentId });
  const order = new Map(target.map((s, index) => [s.id, index]));
  const oldSiblings = childrenOf(tree, entry.parentId).filter((s) => s.id !== id);
  oldSiblings.forEach((s, index) => order.set(s.id, order.get(s.id) ?? index));
  const moved = tree.map((c) => ({
    ...c,
    parentId: c.id === id ? placement.parentId : c.parentId,
    position: order.get(c.id) ?? c.position,
  }));
  const counts = new Map<string, number>();
  for (const c of moved) if (c.parentId) counts.set(c.parentId, (counts.get(c.parentId) ?? 0) + 1);
  return treeOrder(moved).map(({ index, depth, ...c }) => ({
    ...c,
    depth,
    position: index,
    childCount: counts.get(c.id) ?? 0,
  }));
}

/** Where a deleted category's content may go: every category outside its subtree. */
export function destinations(tree: readonly CategoryEntry[], id: string): CategoryEntry[] {
  const inside = subtreeIds(tree, id);
  return tree.filter((c) => !inside.has(c.id));
}

export const isEmptyCategory = (entry: CategoryEntry | undefined) =>
  entry !== undefined && entry.mediaCount === 0 && entry.childCount === 0;

/** The name shown in `locale`, with the same fallback as the server's. */
export const displayName = (entry: CategoryEntry, locale: string, defaultLocale: string) =>
  categoryName(
    Object.fromEntries(Object.entries(entry.names).filter((pair): pair is [string, string] => !!pair[1])),
    entry.name,
    locale,
    defaultLocale,
  );

/** The ids of the category's ancestors, nearest first. */
export function ancestors(tree: readonly CategoryEntry[], id: string): string[] {
  const out: string[] = [];
  let current = byId(tree, id);
  while (current?.parentId) {
    out.push(current.parentId);
    current = byId(tree, current.parentId);
  }
  return out;
}
