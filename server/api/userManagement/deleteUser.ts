import type { MutationResolvers } from '../generated/resolvers';
import { badUserInput } from '../errors';
import { requireManagedUsers } from '../unitScope';
import { eraseUser, removeErasedExports } from './erase';
import { checkUserId } from './rules';

// The scope check and the erasure in one transaction: a FORBIDDEN writes nothing.
export const deleteUser: MutationResolvers['deleteUser'] = async (
  _parent,
  { id, keepLearningRecords },
  { db, viewer, config },
) => {
  const userId = checkUserId('id', id);
  if (userId === viewer.userId)
    throw badUserInput('id', 'You cannot delete your own account here; ask another administrator.');
  const exports = await db.transaction(async (tx) => {
    await requireManagedUsers(tx, viewer, [userId], { field: 'id', doing: 'delete', lock: true });
    return eraseUser(tx, viewer, userId, { keepLearningRecords });
  });
  await removeErasedExports(config, exports);
  return true;
};
