// One mail of the log with its rendered parts, and resending it: a new row with the same frozen data, queued
// through the outbox in the transaction that writes the audit entry.
import { eq } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/mail';
import { isMailEvent } from '../../../src/schemas/mailEvents';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { checkId } from '../ids';
import { listColumns, mailOut } from './mailLog';
import { queueMail } from './outbox';
import { carriesSecrets, withSecretsHidden } from './secrets';

export const mailMessage: QueryResolvers['mailMessage'] = async (_parent, { id }, { db }) => {
  const [row] = await db
    .select({ ...listColumns, html: mailMessages.html, text: mailMessages.text, data: mailMessages.data })
    .from(mailMessages)
    .where(eq(mailMessages.id, checkId('id', id)));
  if (!row) return null;
  const { data: _data, ...shown } = withSecretsHidden(row);
  return mailOut(shown);
};

export const resendMail: MutationResolvers['resendMail'] = async (_parent, { id }, { db, viewer }) => {
  const mailId = checkId('id', id);
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(mailMessages).where(eq(mailMessages.id, mailId));
    if (!original) throw badUserInput('id', 'There is no mail with this id.');
    if (carriesSecrets(original.event))
      throw badUserInput(
        'id',
        'A mail with a link that sets a password is not sent again: the person can ask for a new link with “Forgot password?” on the sign-in page.',
      );
    if (original.data === null || original.purgedAt)
      throw badUserInput('id', 'The retention period deleted this mail’s contents: it cannot be sent again.');
    if (!original.userId || !isMailEvent(original.event))
      throw badUserInput('id', 'The recipient’s account no longer exists: this mail cannot be sent again.');
    const copyId = await queueMail(tx, {
      event: original.event,
      userId: original.userId,
      data: original.data,
      locale: original.locale ?? undefined,
      // A test mail's copy is a test mail too (it says so, with its sample data).
      isTest: original.isTest,
      resendOf: original.id,
      createdBy: viewer.userId,
    });
    if (!copyId)
      throw badUserInput('id', 'The recipient’s account no longer exists: this mail cannot be sent again.');
    const [copy] = await tx
      .select({ ...listColumns, html: mailMessages.html, text: mailMessages.text })
      .from(mailMessages)
      .where(eq(mailMessages.id, copyId));
    await writeAudit(tx, viewer, {
      action: 'mail.resend',
      entityType: 'mail',
      entityId: copyId,
      after: {
        resendOf: original.id,
        event: original.event,
        toAddress: copy!.toAddress,
        status: copy!.status,
      },
    });
    return mailOut(copy!);
  });
};
