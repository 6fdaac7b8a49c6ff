// A unit as the unit-management API returns it: one select fills the unit's own columns and its counts
// (members, sub-units, media of its own) for a whole page, and the ancestors' names come from one read of
// the unit tree (id, parent, name of every unit: small beside everything else the server holds).
import { createHash } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import { units, userUnits } from '../../db/schema/units';

export interface ManagedUnitRow {
  id: string;
  uuid: string;
  key: string;
  name: string;
  displayedId: string;
  isActive: boolean;
  isGeneral: boolean;
  isDefault: boolean;
  logoUrl: string | null;
  color: string | null;
  parentId: string | null;
  parentName: string | null;
  path: string[];
  depth: number;
  memberCount: number;
  subUnitCount: number;
  mediaCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface TreeNode {
  id: number;
  parentId: number | null;
  name: string;
}

/** Every unit's id, parent and name. */
export const loadTreeNodes = (db: Db): Promise<TreeNode[]> =>
  db.select({ id: units.id, parentId: units.parentId, name: units.name }).from(units).orderBy(asc(units.id));

/** The ancestors of `id`, from the top unit down to its parent (a loop, which the API never makes, stops the walk). */
export function ancestorsOf(byId: ReadonlyMap<number, TreeNode>, id: number): TreeNode[] {
  const out: TreeNode[] = [];
  const seen = new Set([id]);
  let parent = byId.get(id)?.parentId ?? null;
  while (parent !== null && !seen.has(parent)) {
    const node = byId.get(parent);
    if (!node) break;
    seen.add(parent);
    out.unshift(node);
    parent = node.parentId;
  }
  return out;
}

/** The unit and every unit below it. */
export function subtreeOf(nodes: readonly TreeNode[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const node of nodes)
    if (node.parentId !== null)
      children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const inside = new Set([id]);
  const queue = [id];
  while (queue.length) {
    for (const child of children.get(queue.pop()!) ?? [])
      if (!inside.has(child)) {
        inside.add(child);
        queue.push(child);
      }
  }
  return inside;
}

const counted = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** The units with these ids, in the order of `ids` (missing ones left out). */
export async function loadUnitRows(
  db: Db,
  ids: readonly number[],
  nodes?: readonly TreeNode[],
): Promise<ManagedUnitRow[]> {
  if (ids.length === 0) return [];
  const [rows, tree] = await Promise.all([
    db
      .select({
        unit: units,
        memberCount: counted(sql`select count(*) from ${userUnits} where ${userUnits.unitId} = ${units.id}`),
        subUnitCount: counted(sql`select count(*) from units sub where sub.parent_id = ${units.id}`),
        mediaCount: counted(sql`select count(*) from ${media} where ${media.unitId} = ${units.id}`),
      })
      .from(units)
      .where(inArray(units.id, [...ids])),
    nodes ? Promise.resolve(nodes) : loadTreeNodes(db),
  ]);
  const byId = new Map(tree.map((node) => [node.id, node]));
  const found = new Map(rows.map((row) => [row.unit.id, row]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    if (!row) return [];
    const { unit } = row;
    const ancestors = ancestorsOf(byId, unit.id);
    return [
      {
        id: String(unit.id),
        uuid: unit.uuid,
        key: unit.key,
        name: unit.name,
        displayedId: unit.displayedId,
        isActive: unit.isActive,
        isGeneral: unit.isGeneral,
        isDefault: unit.isDefault,
        logoUrl: unit.logoUrl,
        color: unit.color,
        parentId: unit.parentId === null ? null : String(unit.parentId),
        parentName: unit.parentId === null ? null : (byId.get(unit.parentId)?.name ?? null),
        path: ancestors.map((a) => a.name),
        depth: ancestors.length,
        memberCount: row.memberCount,
        subUnitCount: row.subUnitCount,
        mediaCount: row.mediaCount,
        createdAt: unit.createdAt,
        updatedAt: unit.updatedAt,
      },
    ];
  });
}

export async function loadUnitRow(db: Db, id: number): Promise<ManagedUnitRow> {
  const [row] = await loadUnitRows(db, [id]);
  if (!row) throw new Error(`The unit ${id} could not be read back.`);
  return row;
}

/** The fields the audit log keeps for a unit. */
export const auditFields = (unit: typeof units.$inferSelect): Record<string, unknown> => ({
  key: unit.key,
  name: unit.name,
  displayedId: unit.displayedId,
  isActive: unit.isActive,
  isDefault: unit.isDefault,
  parentId: unit.parentId,
  color: unit.color,
  // A data: URL is long and says nothing to a reader of the log: a short digest shows that it changed.
  logo: unit.logoUrl === null ? null : createHash('sha256').update(unit.logoUrl).digest('hex').slice(0, 16),
});
