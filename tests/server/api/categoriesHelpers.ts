// Shared by the category API tests: the operations as the screen sends them, and what the database
// holds, so a refusal can be shown to have written nothing.
import { count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { auditLog } from '../../../server/db/schema/audit';
import { categories } from '../../../server/db/schema/categories';
import { media } from '../../../server/db/schema/media';
import { gql, type GraphQLResponse, type TestApi } from './harness';

export const FIELDS = `id parentId depth position name mediaCount childCount updatedAt updatedByName
  names { en de sw fr }`;

export const TREE = `query { categoryTree { ${FIELDS} } }`;
export const CREATE = `mutation($input: CreateCategoryInput!) { createCategory(input: $input) {
  category { ${FIELDS} } tree { id name parentId position depth } } }`;
export const RENAME = `mutation($id: ID!, $names: CategoryNamesInput!, $expectedUpdatedAt: DateTime) {
  renameCategory(id: $id, names: $names, expectedUpdatedAt: $expectedUpdatedAt) { category { ${FIELDS} } } }`;
export const MOVE = `mutation($id: ID!, $parentId: ID, $position: Int!, $expectedUpdatedAt: DateTime) {
  moveCategory(id: $id, parentId: $parentId, position: $position, expectedUpdatedAt: $expectedUpdatedAt) {
    category { ${FIELDS} } tree { id name parentId position depth } } }`;
export const REORDER = `mutation($parentId: ID, $ids: [ID!]!) { reorderCategories(parentId: $parentId, ids: $ids) {
  tree { id name parentId position depth } } }`;
export const DELETE = `mutation($id: ID!, $moveContentTo: CategoryDestination, $expectedUpdatedAt: DateTime) {
  deleteCategory(id: $id, moveContentTo: $moveContentTo, expectedUpdatedAt: $expectedUpdatedAt) {
    category { id } tree { id name parentId position depth mediaCount } } }`;
export const CATALOGUE = `query { catalogueCategories { id name parentId } }`;

export interface TreeEntry {
  id: string;
  name: string;
  parentId: string | null;
  position: number;
  depth: number;
  mediaCount?: number;
  updatedAt?: string;
  names?: Record<string, string | null>;
}

/** Names in the three required locales, the German and Swahili ones marked. */
export const names = (en: string, extra: Record<string, string | null> = {}) => ({
  en,
  de: `${en} (de)`,
  sw: `${en} (sw)`,
  ...extra,
});

export const errorOf = (res: GraphQLResponse) => res.body.errors?.[0]?.extensions;

/** Creates a category as the administrator and returns it; fails the test on any error. */
export async function create(
  t: TestApi,
  en: string,
  parentId: string | null = null,
  extra: Record<string, string | null> = {},
): Promise<TreeEntry> {
  const res = await gql<{ createCategory: { category: TreeEntry } }>(t.api, CREATE, {
    token: t.tokens.admin,
    variables: { input: { names: names(en, extra), parentId } },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.createCategory.category;
}

export async function tree(t: TestApi): Promise<TreeEntry[]> {
  const res = await gql<{ categoryTree: TreeEntry[] }>(t.api, TREE, { token: t.tokens.admin });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.categoryTree;
}

/** "Parent/Child" paths in tree order, for compact assertions on the order. */
export const paths = (entries: readonly TreeEntry[]) => {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const path = (e: TreeEntry): string => {
    const parent = e.parentId ? byId.get(e.parentId) : undefined;
    return parent ? `${path(parent)}/${e.name}` : e.name;
  };
  return entries.map(path);
};

/** What the database holds: every category row and the number of audit entries. */
export async function snapshot(t: TestApi) {
  const rows = await t.database.db.select().from(categories).orderBy(categories.id);
  const [audit] = await t.database.db.select({ n: count() }).from(auditLog);
  const filed = await t.database.db
    .select({ id: media.id, categoryId: media.categoryId })
    .from(media)
    .orderBy(media.id);
  return { rows, audit: audit?.n ?? 0, filed };
}

export async function auditOf(t: TestApi, entityId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

export async function clearCategories(t: TestApi): Promise<void> {
  await t.database.db.update(media).set({ categoryId: null });
  await t.database.db.delete(categories);
}

/** An access token like the harness's, with a `locale` claim (a user who chose a language). */
export async function tokenWithLocale(t: TestApi, sub: string, locale: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    locale,
    resource_access: { [t.config.clientId]: { roles: ['LEARNER'] } },
    client_id: t.config.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: t.keys.publicJwk.kid ?? 'test-key', typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(t.config.issuer)
    .setAudience(t.config.apiAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(t.keys.privateKey);
}
