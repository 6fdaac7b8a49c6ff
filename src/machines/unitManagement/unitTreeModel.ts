// unitTreeModel — the unit tree as the tree view shows it (pure): which rows are visible given the
// expanded units, and where the keyboard moves from a row. The API answers the units in tree order
// (managedUnitTree); a unit whose parent the caller does not look after is one of their top units.
import type { ManagedUnit } from './unitValues';

export interface TreeRow {
  unit: ManagedUnit;
  /** 0 for the caller's top units (not the unit's depth in the whole tree). */
  level: number;
  hasChildren: boolean;
  expanded: boolean;
  /** The row above it in the tree (its parent) when shown. */
  parentId: string | null;
}

/** The rows to show: every top unit, and the children of expanded units. */
export function visibleRows(units: readonly ManagedUnit[], expanded: readonly string[]): TreeRow[] {
  const ids = new Set(units.map((u) => u.id));
  const children = new Map<string | null, ManagedUnit[]>();
  for (const unit of units) {
    const parent = unit.parentId && ids.has(unit.parentId) ? unit.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const open = new Set(expanded);
  const rows: TreeRow[] = [];
  const walk = (parent: string | null, level: number) => {
    for (const unit of children.get(parent) ?? []) {
      const hasChildren = (children.get(unit.id) ?? []).length > 0;
      const isOpen = hasChildren && open.has(unit.id);
      rows.push({ unit, level, hasChildren, expanded: isOpen, parentId: parent });
      if (isOpen) walk(unit.id, level + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** Units that have sub-units among `units` (what "expand all" opens). */
export const parentsOf = (units: readonly ManagedUnit[]): string[] => {
  const ids = new Set(units.map((u) => u.id));
  return [...new Set(units.flatMap((u) => (u.parentId && ids.has(u.parentId) ? [u.parentId] : [])))];
};

export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export type TreeMove =
  { kind: 'focus'; id: string } | { kind: 'expand'; id: string } | { kind: 'collapse'; id: string } | null;

/** What a key does on the focused row (WAI-ARIA tree pattern): move, open or close. */
export function moveFor(rows: readonly TreeRow[], focused: string | null, key: TreeKey): TreeMove {
  if (rows.length === 0) return null;
  const index = Math.max(
    0,
    rows.findIndex((r) => r.unit.id === focused),
  );
  const row = rows[index]!;
  const focus = (i: number) => ({ kind: 'focus' as const, id: rows[i]!.unit.id });
  switch (key) {
    case 'ArrowDown':
      return index < rows.length - 1 ? focus(index + 1) : null;
    case 'ArrowUp':
      return index > 0 ? focus(index - 1) : null;
    case 'Home':
      return focus(0);
    case 'End':
      return focus(rows.length - 1);
    case 'ArrowRight':
      if (row.hasChildren && !row.expanded) return { kind: 'expand', id: row.unit.id };
      if (row.expanded) return focus(index + 1);
      return null;
    case 'ArrowLeft':
      if (row.expanded) return { kind: 'collapse', id: row.unit.id };
      return row.parentId ? { kind: 'focus', id: row.parentId } : null;
  }
}
