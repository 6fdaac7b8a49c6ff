// The media-management operations the API tests send, with every field of ManagedMedium, and small
// helpers to read what a change wrote (the row, its audit entries) straight from the database.
import { count, eq } from 'drizzle-orm';
import { auditLog } from '../../../server/db/schema/audit';
import { media, mediaVersions } from '../../../server/db/schema/media';
import type { Database } from '../../../server/db/client';
import { gql, type GraphQLResponse, type TestApi } from './harness';

export const MANAGED_FIELDS = `id title description type categoryId categoryPath unitId unitName language
  durationMinutes published archivedAt fileId fileName fileSize scormPackageId launchUrl externalUrl
  masteryScore coverUrl enrolmentCount version createdAt updatedAt`;

export const MM = {
  list: `query managedMedia($search: String, $filter: ManagedMediaFilter, $sort: ManagedMediaSort,
      $direction: SortDirection, $offset: Int, $first: Int) {
    managedMedia(search: $search, filter: $filter, sort: $sort, direction: $direction, offset: $offset, first: $first) {
      total offset hasMore items { ${MANAGED_FIELDS} } } }`,
  one: `query managedMedium($id: ID!) { managedMedium(id: $id) { ${MANAGED_FIELDS}
      versions { version fileId fileName createdAt createdByName activeLearners }
      importReport { organisations { identifier title itemCount isDefault } importedOrganisation itemCount
        scoCount assetCount missingFiles warnings } } }`,
  options: `query mediaManagementOptions { mediaManagementOptions {
      categories { id name path parentId } units { id name } } }`,
  create: `mutation createMedium($input: CreateMediumInput!) { createMedium(input: $input) { ${MANAGED_FIELDS} } }`,
  update: `mutation updateMedium($id: ID!, $input: UpdateMediumInput!, $expectedUpdatedAt: DateTime) {
    updateMedium(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { ${MANAGED_FIELDS} } }`,
  publish: `mutation setMediumPublished($id: ID!, $published: Boolean!) {
    setMediumPublished(id: $id, published: $published) { id published updatedAt } }`,
  publishMany: `mutation setMediaPublished($ids: [ID!]!, $published: Boolean!) {
    setMediaPublished(ids: $ids, published: $published) { id published updatedAt } }`,
  archive: `mutation archiveMedia($ids: [ID!]!) { archiveMedia(ids: $ids) { id published archivedAt } }`,
  restore: `mutation restoreMedia($ids: [ID!]!) { restoreMedia(ids: $ids) { id published archivedAt } }`,
  replace: `mutation replaceMediumFile($id: ID!, $fileId: ID!, $expectedUpdatedAt: DateTime) {
    replaceMediumFile(id: $id, fileId: $fileId, expectedUpdatedAt: $expectedUpdatedAt) { ${MANAGED_FIELDS}
      versions { version fileId fileName createdByName activeLearners } } }`,
  audit: `query auditLog($filter: AuditLogFilter) { auditLog(filter: $filter, first: 100) {
      total entries { action actorName entityType entityId unitId changes } } }`,
} as const;

export type Managed = Record<string, unknown> & { id: string; updatedAt: string; coverUrl: string | null };

export interface AuditEntry {
  action: string;
  actorName: string;
  entityType: string;
  entityId: string;
  unitId: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/** The audit entries of one medium, newest first, as an administrator reads them. */
export async function auditOf(t: TestApi, id: string): Promise<AuditEntry[]> {
  const response = await gql<{ auditLog: { entries: AuditEntry[] } }>(t.api, MM.audit, {
    token: t.tokens.admin,
    variables: { filter: { entityType: 'medium', entityId: id } },
  });
  if (!response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data.auditLog.entries;
}

/** Everything a refused change could have written: the rows, their versions and the audit log. */
export async function snapshot(database: Database, ids: string[]) {
  const rows = await Promise.all(
    ids.map(async (id) => (await database.db.select().from(media).where(eq(media.id, id)))[0]),
  );
  const [versions] = await database.db.select({ n: count() }).from(mediaVersions);
  const [audits] = await database.db.select({ n: count() }).from(auditLog);
  return { rows, versions: versions?.n, audits: audits?.n };
}

export const errorOf = (response: GraphQLResponse) => response.body.errors?.[0];

/** The data of a response that must have succeeded; the errors in the failure message otherwise. */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  if (response.body.errors || !response.body.data) throw new Error(JSON.stringify(response.body.errors));
  return response.body.data;
}
