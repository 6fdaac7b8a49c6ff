// Carrying out a deletion request: user management's erasure (eraseUser) and the request marked done in one
// transaction, so a failure leaves both as they were. The person's own words (the reason) and their data
// exports go too (eraseUser): an export is a copy of exactly the data being erased.
import { eq } from 'drizzle-orm';
import { deletionRequests as requests } from '../../db/schema/privacy';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { eraseUser, removeErasedExports } from '../userManagement/erase';
import { joinedRequest } from './deletionRows';
import { lockPendingRequest } from './deletionRequests';

export const carryOutDeletionRequest: MutationResolvers['carryOutDeletionRequest'] = async (
  _parent,
  { id, keepLearningRecords },
  { db, viewer, config },
) => {
  const exports = await db.transaction(async (tx) => {
    const row = await lockPendingRequest(tx, id);
    if (!row.userId) throw badUserInput('id', 'The account of this request no longer exists.');
    if (row.userId === viewer.userId)
      throw badUserInput('id', 'You cannot carry out your own deletion request; ask another administrator.');
    const exported = await eraseUser(tx, viewer, row.userId, { keepLearningRecords });
    await tx
      .update(requests)
      .set({ state: 'done', reason: '', handledBy: viewer.userId, handledAt: new Date() })
      .where(eq(requests.id, id));
    await writeAudit(tx, viewer, {
      action: 'deletionRequest.done',
      entityType: 'user',
      entityId: row.userId,
      before: { state: 'pending' },
      after: { state: 'done', keepLearningRecords },
    });
    return exported;
  });
  await removeErasedExports(config, exports);
  return joinedRequest(db, id);
};
