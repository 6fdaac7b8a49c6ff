// The assignment API on the user-management test database (Sales: nobody's but the admin's; the demo
// manager looks after General and Customer Service), with media and paths to assign and counters that
// show a refusal wrote nothing.
import { count, eq } from 'drizzle-orm';
import {
  assignmentLearnerOverrides,
  assignmentNotices,
  assignments,
  assignmentTargets,
} from '../../../server/db/schema/assignments';
import { auditLog } from '../../../server/db/schema/audit';
import { media } from '../../../server/db/schema/media';
import { learningPaths } from '../../../server/db/schema/paths';
import { startUsersApi, type UsersApi } from './userManagementHarness';

const FIELDS = `id itemType itemId itemTitle targets { kind id name } dueOn dueDays recurrenceMonths note
  createdAt createdByName withdrawnAt progress { assigned notStarted inProgress completed overdue }`;

export const ASSIGNMENT_OPS = {
  list: `query ($search: String, $filter: AssignmentsFilter, $sort: AssignmentSort, $direction: SortDirection, $offset: Int, $first: Int) {
    assignments(search: $search, filter: $filter, sort: $sort, direction: $direction, offset: $offset, first: $first) {
      total offset hasMore items { ${FIELDS} } } }`,
  one: `query ($id: ID!) { assignment(id: $id) { ${FIELDS} } }`,
  learners: `query ($id: ID!, $status: AssignmentStatus, $search: String, $offset: Int, $first: Int) {
    assignmentLearners(id: $id, status: $status, search: $search, offset: $offset, first: $first) {
      total hasMore items { userId name username units assignedOn dueOn extendedTo status progress lastActivityAt validUntil } } }`,
  create: `mutation ($input: CreateAssignmentInput!) { createAssignment(input: $input) { ${FIELDS} } }`,
  extend: `mutation ($ids: [ID!]!, $dueOn: String, $addDays: Int) { extendAssignments(ids: $ids, dueOn: $dueOn, addDays: $addDays) { id dueOn dueDays } }`,
  withdraw: `mutation ($ids: [ID!]!) { withdrawAssignments(ids: $ids) { id withdrawnAt progress { assigned } } }`,
  extendLearners: `mutation ($id: ID!, $userIds: [ID!]!, $dueOn: String!) { extendAssignmentLearners(assignmentId: $id, userIds: $userIds, dueOn: $dueOn) { id } }`,
  withdrawLearners: `mutation ($id: ID!, $userIds: [ID!]!) { withdrawAssignmentLearners(assignmentId: $id, userIds: $userIds) { id progress { assigned } } }`,
  remind: `mutation ($id: ID!, $userIds: [ID!]) { remindAssignmentLearners(assignmentId: $id, userIds: $userIds) }`,
} as const;

export interface AssignmentsApi extends UsersApi {
  mediumId: string;
  draftMediumId: string;
  salesMediumId: string;
  pathId: string;
  /** Rows in assignments, targets, overrides, notices and the audit log: a refusal changes none. */
  counts(): Promise<number[]>;
}

export async function startAssignmentsApi(): Promise<AssignmentsApi> {
  const t = await startUsersApi();
  const db = t.database.db;
  const medium = async (title: string, published: boolean, unitId: number | null = null) =>
    (
      await db
        .insert(media)
        .values({ title, type: 'LINK', externalUrl: 'https://example.org/x', published, unitId })
        .returning({ id: media.id })
    )[0]!.id;
  const [path] = await db
    .insert(learningPaths)
    .values({ title: 'Onboarding path', status: 'PUBLISHED', publishedAt: new Date() })
    .returning({ id: learningPaths.id });
  const n = async (table: typeof assignments | typeof assignmentTargets | typeof assignmentNotices) =>
    (await db.select({ n: count() }).from(table as typeof assignments))[0]!.n;
  return {
    ...t,
    mediumId: await medium('Fire safety', true),
    draftMediumId: await medium('Draft course', false),
    salesMediumId: await medium('Sales pitch', true, t.unitIds.sales),
    pathId: path!.id,
    counts: async () => [
      await n(assignments),
      await n(assignmentTargets),
      (await db.select({ n: count() }).from(assignmentLearnerOverrides))[0]!.n,
      await n(assignmentNotices),
      (await db.select({ n: count() }).from(auditLog))[0]!.n,
    ],
  };
}

export const noticesOf = async (t: AssignmentsApi, assignmentId: string) =>
  t.database.db
    .select({ userId: assignmentNotices.userId, event: assignmentNotices.event })
    .from(assignmentNotices)
    .where(eq(assignmentNotices.assignmentId, assignmentId));
