// Every unit the caller looks after, in tree order, for the tree view and the parent choice. Bounded: an
// organisation with more units than this pages through managedUnits instead.

import type { QueryResolvers } from '../generated/resolvers';
import { units } from '../../db/schema/units';
import { managedUnitCondition } from '../unitScope';
import { loadTreeNodes, loadUnitRows, type ManagedUnitRow } from './row';

export const TREE_LIMIT = 2000;

/** Rows in tree order: each parent before its children, siblings by name; a parent not shown counts as none. */
export function inTreeOrder(rows: readonly ManagedUnitRow[]): ManagedUnitRow[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, ManagedUnitRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: ManagedUnitRow[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null) => {
    const list = [...(children.get(parent) ?? [])].sort(
      (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || Number(a.id) - Number(b.id),
    );
    for (const row of list) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

export const managedUnitTree: QueryResolvers['managedUnitTree'] = async (_parent, _args, { db, viewer }) => {
  const rule = managedUnitCondition(viewer);
  const ids = await db
    .select({ id: units.id })
    .from(units)
    .where(rule)
    .orderBy(units.id)
    .limit(TREE_LIMIT + 1);
  const truncated = ids.length > TREE_LIMIT;
  const nodes = await loadTreeNodes(db);
  const rows = await loadUnitRows(
    db,
    ids.slice(0, TREE_LIMIT).map((r) => r.id),
    nodes,
  );
  return { units: inTreeOrder(rows), truncated };
};
