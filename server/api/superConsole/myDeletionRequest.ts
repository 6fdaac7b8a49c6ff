// The caller's own deletion request: ask (once; asking again while pending updates the reason), withdraw
// while pending, and read its state. The person's own actions are recorded in the audit log as well, so
// an administrator can see when a request was made or withdrawn.
import { and, desc, eq } from 'drizzle-orm';
import { deletionRequests as requests } from '../../db/schema/privacy';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import { plainParagraphs } from '../plainText';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { joinedRequest, selectRequests, toDeletionRequest } from './deletionRows';

const pendingOf = (userId: string) => and(eq(requests.userId, userId), eq(requests.state, 'pending'));

export const myDeletionRequest: QueryResolvers['myDeletionRequest'] = async (
  _parent,
  _args,
  { db, viewer },
) => {
  const [row] = await selectRequests(db, eq(requests.userId, viewer.userId))
    .orderBy(desc(requests.requestedAt))
    .limit(1);
  return row ? toDeletionRequest(row) : null;
};

export const requestMyDeletion: MutationResolvers['requestMyDeletion'] = async (
  _parent,
  { reason },
  { db, viewer },
) => {
  const text = plainParagraphs(reason ?? '');
  const id = await db.transaction(async (tx) => {
    const [pending] = await tx.select().from(requests).where(pendingOf(viewer.userId)).for('update');
    if (pending) {
      await tx.update(requests).set({ reason: text }).where(eq(requests.id, pending.id));
      return pending.id;
    }
    const [created] = await tx
      .insert(requests)
      .values({ userId: viewer.userId, reason: text })
      .returning({ id: requests.id });
    await writeAudit(tx, viewer, {
      action: 'deletionRequest.create',
      entityType: 'user',
      entityId: viewer.userId,
      after: { state: 'pending' },
    });
    return created!.id;
  });
  return joinedRequest(db, id);
};

export const withdrawMyDeletionRequest: MutationResolvers['withdrawMyDeletionRequest'] = async (
  _parent,
  _args,
  { db, viewer },
) => {
  const id = await db.transaction(async (tx) => {
    const [pending] = await tx.select().from(requests).where(pendingOf(viewer.userId)).for('update');
    if (!pending) throw badUserInput('id', 'You have no pending deletion request to withdraw.');
    await tx
      .update(requests)
      .set({ state: 'withdrawn', handledBy: viewer.userId, handledAt: new Date() })
      .where(eq(requests.id, pending.id));
    await writeAudit(tx, viewer, {
      action: 'deletionRequest.withdraw',
      entityType: 'user',
      entityId: viewer.userId,
      before: { state: 'pending' },
      after: { state: 'withdrawn' },
    });
    return pending.id;
  });
  return joinedRequest(db, id);
};
