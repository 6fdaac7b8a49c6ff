// "Send a test mail to yourself": the stored template (or the default) in the locale being edited, with
// sample data, queued like any mail (the worker renders and sends it; the mail log shows its fate).
import { eq } from 'drizzle-orm';
import { mailMessages } from '../../db/schema/mail';
import { queueMail } from '../mail/outbox';
import type { MutationResolvers } from '../generated/resolvers';
import { checkEvent, checkLocale } from './rules';
import { sampleMailData } from './sampleData';

export const sendTestMail: MutationResolvers['sendTestMail'] = async (
  _p,
  { event: eventArg, locale: localeArg },
  { db, config, viewer },
) => {
  const event = checkEvent(eventArg);
  const locale = checkLocale(localeArg);
  return db.transaction(async (tx) => {
    const id = await queueMail(tx, {
      event,
      userId: viewer.userId,
      data: sampleMailData(event, config),
      isTest: true,
      locale,
      createdBy: viewer.userId,
    });
    if (!id) throw new Error('Your account could not be read.');
    const [row] = await tx
      .select({
        id: mailMessages.id,
        toAddress: mailMessages.toAddress,
        status: mailMessages.status,
        reason: mailMessages.lastError,
      })
      .from(mailMessages)
      .where(eq(mailMessages.id, id));
    return row!;
  });
};
