// The unit-management API's operations and small helpers shared by its tests.
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { auditLog } from '../../../server/db/schema/audit';
import { units, userUnits } from '../../../server/db/schema/units';
import { gql, type TestApi } from './harness';

export const UNIT_FIELDS =
  'id key name displayedId isActive isDefault color logoUrl parentId parentName path depth memberCount subUnitCount mediaCount updatedAt';

export const U = {
  list: `query managedUnits($search: String, $filter: ManagedUnitsFilter, $sort: ManagedUnitsSort, $direction: SortDirection, $offset: Int, $first: Int) {
    managedUnits(search: $search, filter: $filter, sort: $sort, direction: $direction, offset: $offset, first: $first) { total hasMore items { ${UNIT_FIELDS} } } }`,
  tree: `query { managedUnitTree { truncated units { ${UNIT_FIELDS} } } }`,
  one: `query unit($id: ID!) { unit(id: $id) { ${UNIT_FIELDS} } }`,
  create: `mutation createUnit($input: CreateUnitInput!) { createUnit(input: $input) { ${UNIT_FIELDS} } }`,
  update: `mutation updateUnit($id: ID!, $input: UpdateUnitInput!, $expectedUpdatedAt: DateTime) { updateUnit(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { ${UNIT_FIELDS} } }`,
  move: `mutation moveUnit($id: ID!, $parentId: ID) { moveUnit(id: $id, parentId: $parentId) { ${UNIT_FIELDS} } }`,
  deactivate: `mutation deactivateUnit($id: ID!, $members: UnitMembersOnDeactivate!, $moveMembersTo: ID) { deactivateUnit(id: $id, members: $members, moveMembersTo: $moveMembersTo) { ${UNIT_FIELDS} } }`,
  setDefault: `mutation setDefaultUnit($id: ID!) { setDefaultUnit(id: $id) { ${UNIT_FIELDS} } }`,
  remove: `mutation deleteUnit($id: ID!) { deleteUnit(id: $id) }`,
  members: `query unitMembers($unitId: ID!, $search: String) { unitMembers(unitId: $unitId, search: $search) { total items { id username name roles manageable } } }`,
  candidates: `query unitMemberCandidates($unitId: ID!, $search: String) { unitMemberCandidates(unitId: $unitId, search: $search) { id username roles } }`,
  addMembers: `mutation addUnitMembers($unitId: ID!, $userIds: [ID!]!) { addUnitMembers(unitId: $unitId, userIds: $userIds) }`,
  removeMembers: `mutation removeUnitMembers($unitId: ID!, $userIds: [ID!]!) { removeUnitMembers(unitId: $unitId, userIds: $userIds) }`,
} as const;

export type UnitData = {
  id: string;
  key: string;
  name: string;
  displayedId: string;
  isActive: boolean;
  isDefault: boolean;
  color: string | null;
  logoUrl: string | null;
  parentId: string | null;
  parentName: string | null;
  path: string[];
  depth: number;
  memberCount: number;
  subUnitCount: number;
  mediaCount: number;
  updatedAt: string;
};

export const codeOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;
export const fieldOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.field;

/** Creates a unit as the token's owner and answers it (throws on an error). */
export async function createUnit(
  t: TestApi,
  token: string,
  input: Record<string, unknown>,
): Promise<UnitData> {
  const res = await gql<{ createUnit: UnitData }>(t.api, U.create, { token, variables: { input } });
  if (!res.body.data?.createUnit) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createUnit;
}

export async function unitCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(units);
  return row?.n ?? 0;
}

export async function unitRow(database: Database, id: string | number) {
  const [row] = await database.db
    .select()
    .from(units)
    .where(eq(units.id, Number(id)));
  return row;
}

export async function unitIdByKey(database: Database, key: string): Promise<number> {
  const [row] = await database.db.select({ id: units.id }).from(units).where(eq(units.key, key));
  if (!row) throw new Error(`no unit ${key}`);
  return row.id;
}

export async function memberIds(database: Database, unitId: string | number): Promise<string[]> {
  const rows = await database.db
    .select({ userId: userUnits.userId })
    .from(userUnits)
    .where(eq(userUnits.unitId, Number(unitId)));
  return rows.map((r) => r.userId).sort();
}

export async function unitAudit(database: Database, unitId: string | number, action?: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'unit'),
        eq(auditLog.entityId, String(unitId)),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(auditLog.id);
}

export async function auditCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}
