// The user-management API on a demo database plus a unit of its own ("Sales", looked after by nobody but
// the admin) and people in each unit, so every test can ask about another department.
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { hashPassword } from '../../../server/identity/password';
import { gql, startTestApi, type DemoUser, type TestApi } from './harness';

export const USER_FIELDS =
  'id username name email locale roles units { id name managed } isActive deactivatedAt mustChangePassword loginCount createdAt updatedAt';

export const OPS = {
  list: `query ($search: String, $filter: ManagedUsersFilter, $sort: ManagedUserSort, $direction: SortDirection, $offset: Int, $first: Int) {
    managedUsers(search: $search, filter: $filter, sort: $sort, direction: $direction, offset: $offset, first: $first) {
      total offset hasMore items { ${USER_FIELDS} } } }`,
  one: `query ($id: ID!) { managedUser(id: $id) { ${USER_FIELDS} } }`,
  options: 'query { userManagementOptions { units { id name managed } roles locales } }',
  csv: `query ($search: String, $filter: ManagedUsersFilter) { exportUsersCsv(search: $search, filter: $filter) }`,
  create: `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
  update: `mutation ($id: ID!, $input: UpdateUserInput!, $expectedUpdatedAt: DateTime) {
    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { ${USER_FIELDS} } }`,
  deactivate: `mutation ($ids: [ID!]!) { deactivateUsers(ids: $ids) { id isActive deactivatedAt } }`,
  reactivate: `mutation ($ids: [ID!]!) { reactivateUsers(ids: $ids) { id isActive deactivatedAt } }`,
  addToUnit: `mutation ($ids: [ID!]!, $unitId: ID!) { addUsersToUnit(ids: $ids, unitId: $unitId) { id units { id } } }`,
  removeFromUnit: `mutation ($ids: [ID!]!, $unitId: ID!) { removeUsersFromUnit(ids: $ids, unitId: $unitId) { id units { id } } }`,
  reset: `mutation ($id: ID!) { resetPassword(id: $id) { password user { id mustChangePassword } } }`,
  erase: `mutation ($id: ID!, $keep: Boolean!) { deleteUser(id: $id, keepLearningRecords: $keep) }`,
} as const;

export interface UsersApi extends TestApi {
  unitIds: { general: number; customerService: number; sales: number };
  /** A learner only in Sales, one only in Customer Service. */
  salesUser: string;
  serviceUser: string;
  call<T = Record<string, unknown>>(
    who: DemoUser | string,
    query: string,
    variables?: Record<string, unknown>,
  ): ReturnType<typeof gql<T>>;
  addPerson(username: string, unitIds: number[], roles?: string[]): Promise<string>;
  userRow(id: string): Promise<typeof users.$inferSelect | undefined>;
  unitsOf(id: string): Promise<number[]>;
  auditCount(): Promise<number>;
}

export async function startUsersApi(): Promise<UsersApi> {
  const t = await startTestApi();
  const db = t.database.db;
  const unitId = async (key: string) =>
    (await db.select({ id: units.id }).from(units).where(eq(units.key, key)))[0]!.id;
  const [sales] = await db
    .insert(units)
    .values({ key: 'sales', name: 'Sales', displayedId: 'U-0099' })
    .returning({ id: units.id });
  const unitIds = {
    general: await unitId('general'),
    customerService: await unitId('customer-service'),
    sales: sales!.id,
  };
  const passwordHash = await hashPassword('a-long-password');
  const addPerson = async (username: string, inUnits: number[], roles = ['LEARNER']) => {
    const [row] = await db
      .insert(users)
      .values({ username, name: `${username} Person`, email: `${username}@example.org`, roles, passwordHash })
      .returning({ id: users.id });
    if (inUnits.length)
      await db.insert(userUnits).values(inUnits.map((u) => ({ userId: row!.id, unitId: u })));
    return row!.id;
  };
  const salesUser = await addPerson('sally', [unitIds.sales]);
  const serviceUser = await addPerson('sam', [unitIds.customerService]);
  return {
    ...t,
    unitIds,
    salesUser,
    serviceUser,
    call: (who, query, variables) =>
      gql(t.api, query, { token: (t.tokens as Record<string, string>)[who] ?? who, variables }),
    addPerson,
    userRow: async (id) => (await db.select().from(users).where(eq(users.id, id)))[0],
    unitsOf: async (id) =>
      (await db.select({ u: userUnits.unitId }).from(userUnits).where(eq(userUnits.userId, id)))
        .map((r) => r.u)
        .sort((a, b) => a - b),
    auditCount: async () => (await db.select({ n: count() }).from(auditLog))[0]?.n ?? 0,
  };
}

export const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.code;
export const fieldOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions?.field;
