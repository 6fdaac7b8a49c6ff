// Shared by the relatives tests: the GraphQL operations, two learners with progress, and a link made
// through the API (so the token is exactly what an administrator would hand out).
import { eq } from 'drizzle-orm';
import { enrolments } from '../../../server/db/schema/learning';
import { assignments, assignmentTargets } from '../../../server/db/schema/assignments';
import { addLearner, addMedium } from '../learning/fixtures';
import { gql, type TestApi } from './harness';

export const RQ = {
  create: `mutation ($learnerId: ID!, $label: String, $days: Int!) {
    createRelativeLink(learnerId: $learnerId, label: $label, expiresInDays: $days) {
      token url link { id learnerId learnerName label state expiresAt createdByName }
    }
  }`,
  list: `query ($learnerId: ID, $search: String, $state: RelativeLinkState, $sort: RelativeLinkSort, $direction: SortDirection, $offset: Int, $first: Int) {
    relativeLinks(learnerId: $learnerId, search: $search, state: $state, sort: $sort, direction: $direction, offset: $offset, first: $first) {
      total offset hasMore items { id learnerName learnerUsername label state lastUsedAt revokedAt }
    }
  }`,
  learners: `query ($search: String, $first: Int) { relativeLinkLearners(search: $search, first: $first) { id name username } }`,
  revoke: `mutation ($id: ID!) { revokeRelativeLink(id: $id) { id state revokedAt } }`,
  mine: `query { myRelativeLinks { id label state expiresAt lastUsedAt } }`,
  revokeMine: `mutation ($id: ID!) { revokeMyRelativeLink(id: $id) { id state } }`,
} as const;

export interface Family {
  anna: { id: string; token: string };
  ben: { id: string; token: string };
  /** Media titles each learner has; none is shared. */
  annaTitles: string[];
  benTitles: string[];
}

/** Anna: one finished, one assigned with a due date, one started; Ben: one of his own, finished. */
export async function addFamily(t: TestApi, suffix = ''): Promise<Family> {
  const anna = await addLearner(t, `anna${suffix}`);
  const ben = await addLearner(t, `ben${suffix}`);
  const done = await addMedium(t.database, { title: `Fire safety${suffix}` });
  const due = await addMedium(t.database, { title: `First aid${suffix}`, type: 'VIDEO' });
  const started = await addMedium(t.database, { title: `Data protection${suffix}`, type: 'PDF' });
  const bens = await addMedium(t.database, { title: `Forklift licence${suffix}` });
  const now = Date.now();
  await t.database.db.insert(enrolments).values([
    {
      userId: anna.id,
      mediaId: done,
      status: 'COMPLETED',
      progress: 100,
      completedAt: new Date(now - 86_400_000),
    },
    { userId: anna.id, mediaId: due, status: 'NOT_ATTEMPTED' },
    { userId: anna.id, mediaId: started, status: 'INCOMPLETE', progress: 40 },
    { userId: ben.id, mediaId: bens, status: 'PASSED', progress: 100, completedAt: new Date(now) },
  ]);
  // Assigned through the assignments model, due in 7 days.
  const [assignment] = await t.database.db
    .insert(assignments)
    .values({ mediaId: due, dueOn: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10) })
    .returning({ id: assignments.id });
  await t.database.db.insert(assignmentTargets).values({ assignmentId: assignment!.id, userId: anna.id });
  return {
    anna,
    ben,
    annaTitles: [`Fire safety${suffix}`, `First aid${suffix}`, `Data protection${suffix}`],
    benTitles: [`Forklift licence${suffix}`],
  };
}

export async function createLink(
  t: TestApi,
  learnerId: string,
  label = 'mother',
  days = 30,
): Promise<{ id: string; token: string; url: string }> {
  const res = await gql<{ createRelativeLink: { token: string; url: string; link: { id: string } } }>(
    t.api,
    RQ.create,
    { token: t.tokens.admin, variables: { learnerId, label, days } },
  );
  const created = res.body.data?.createRelativeLink;
  if (!created) throw new Error(`link not created: ${JSON.stringify(res.body.errors)}`);
  return { id: created.link.id, token: created.token, url: created.url };
}

export const enrolmentCount = async (t: TestApi, userId: string) =>
  (await t.database.db.select().from(enrolments).where(eq(enrolments.userId, userId))).length;
