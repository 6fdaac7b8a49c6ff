// The welcome mail of a new account, with a link to choose a password on the provider's page. Queued in
// the transaction that creates the account (user management, the import job), so a rolled-back account
// gets no mail and a created one always has its link. Only for accounts created in `tx`.
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { queueMail } from '../api/mail/outbox';
import { issuePasswordToken, setPasswordLink } from './passwordTokens';

export async function queueWelcomeMail(
  tx: Db,
  config: Pick<ServerConfig, 'issuer'>,
  user: { id: string; username: string },
  createdBy: string | null = null,
): Promise<void> {
  const { token, expiresAt } = await issuePasswordToken(tx, user.id, 'WELCOME', { newAccount: true });
  await queueMail(tx, {
    event: 'WELCOME',
    userId: user.id,
    data: {
      username: user.username,
      setPasswordLink: setPasswordLink(config, token),
      linkExpiresAt: expiresAt.toISOString(),
    },
    createdBy,
  });
}
