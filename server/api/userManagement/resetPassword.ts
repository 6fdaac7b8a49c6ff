import { hashPassword } from '../../identity/password';
import type { MutationResolvers } from '../generated/resolvers';
import { changeUsers } from './change';
import { oneTimePassword } from './oneTimePassword';
import { checkUserId } from './rules';
import { endSessions } from './sessions';

// The password is answered once and stored only hashed (the audit entry says it changed, never what it
// is). Open sessions end: whoever knew the old password is signed out.
export const resetPassword: MutationResolvers['resetPassword'] = async (_parent, { id }, context) => {
  const userId = checkUserId('id', id);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const [user] = await changeUsers(
    context,
    [userId],
    {
      action: 'user.resetPassword',
      doing: 'reset the password of',
      field: 'id',
      touch: false,
      after: (tx) => endSessions(tx, [userId]),
    },
    () => ({ set: { passwordHash, mustChangePassword: true, passwordChangedAt: new Date() } }),
  );
  return { password, user: user! };
};
