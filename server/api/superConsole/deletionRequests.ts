// The administrators' side of deletion requests: the list (pending first by default), and declining one
// with a reason the person sees. Carrying one out is carryOutDeletionRequest.ts.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deletionRequests as requests, type DeletionRequestRow } from '../../db/schema/privacy';
import { UUID } from '../catalogue/items';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import { plainParagraphs } from '../plainText';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { joinedRequest, selectRequests, toDeletionRequest } from './deletionRows';
import { paging } from './paging';

export const deletionRequests: QueryResolvers['deletionRequests'] = async (
  _parent,
  { state, offset, first },
  { db },
) => {
  const { start, size } = paging(offset, first, 25);
  const where = eq(requests.state, (state ?? 'PENDING').toLowerCase() as DeletionRequestRow['state']);
  const [rows, [total]] = await Promise.all([
    selectRequests(db, where)
      .orderBy(desc(requests.requestedAt), desc(requests.id))
      .offset(start)
      .limit(size),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  const n = total?.n ?? 0;
  return { requests: rows.map(toDeletionRequest), total: n, offset: start, hasMore: start + rows.length < n };
};

/** The pending request, locked for the caller's transaction; BAD_USER_INPUT on `id` otherwise. */
export async function lockPendingRequest(tx: Db, id: string): Promise<DeletionRequestRow> {
  if (!UUID.test(id)) throw badUserInput('id', 'id is not a valid request id.');
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  if (!row) throw badUserInput('id', `There is no deletion request with id ${id}.`);
  if (row.state !== 'pending')
    throw badUserInput('id', `This request is ${row.state} already; only pending requests can be handled.`);
  return row;
}

export const declineDeletionRequest: MutationResolvers['declineDeletionRequest'] = async (
  _parent,
  { id, reason },
  { db, viewer },
) => {
  const response = plainParagraphs(reason);
  if (!response) throw badUserInput('reason', 'Say why the request is declined; the person will read it.');
  await db.transaction(async (tx) => {
    const row = await lockPendingRequest(tx, id);
    await tx
      .update(requests)
      .set({ state: 'declined', response, handledBy: viewer.userId, handledAt: new Date() })
      .where(eq(requests.id, id));
    await writeAudit(tx, viewer, {
      action: 'deletionRequest.decline',
      entityType: 'user',
      entityId: row.userId ?? id,
      before: { state: 'pending' },
      after: { state: 'declined', response },
    });
  });
  return joinedRequest(db, id);
};
