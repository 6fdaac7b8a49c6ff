import type { MutationResolvers } from '../generated/resolvers';
import { badUserInput } from '../errors';
import { changeUsers } from './change';
import { checkUserIds } from './rules';
import { endSessions } from './sessions';

// Deactivating ends the person's sessions and tokens in the same transaction: the next refresh or silent
// renew fails, and the API refuses the access token they still hold (context.ts checks the account).
export const deactivateUsers: MutationResolvers['deactivateUsers'] = (_parent, { ids }, context) => {
  const userIds = checkUserIds('ids', ids);
  const self = userIds.indexOf(context.viewer.userId);
  if (self >= 0)
    throw badUserInput(userIds.length > 1 ? `ids.${self}` : 'ids', 'You cannot deactivate your own account.');
  return changeUsers(
    context,
    userIds,
    {
      action: 'user.deactivate',
      doing: 'deactivate',
      field: 'ids',
      touch: false,
      after: (tx, changed) => endSessions(tx, changed),
    },
    (row) => (row.isActive ? { set: { isActive: false, deactivatedAt: new Date() } } : null),
  );
};

export const reactivateUsers: MutationResolvers['reactivateUsers'] = (_parent, { ids }, context) =>
  changeUsers(
    context,
    checkUserIds('ids', ids),
    { action: 'user.reactivate', doing: 'reactivate', field: 'ids', touch: false },
    (row) => (row.isActive ? null : { set: { isActive: true, deactivatedAt: null } }),
  );
