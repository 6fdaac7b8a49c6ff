// The one way any area sends a mail: `queueMail(tx, …)` inside the transaction of the event that causes it
// (an outbox). The row commits or rolls back with the event, so no mail goes out for a change that did not
// happen and none is lost for one that did. The worker (worker.ts) is woken after the commit; its schedule
// is the safety net. Rendering happens in the worker, with the template current at send time.
import { EventEmitter } from 'node:events';
import { and, asc, eq } from 'drizzle-orm';
import {
  MAIL_EVENT_DEFS,
  type MailData,
  type MailEvent,
  type OptionalMailCategory,
} from '../../../src/schemas/mailEvents';
import { afterCommit } from '../../db/afterCommit';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { mailMessages, mailOptOuts, type MailStatus } from '../../db/schema/mail';
import { userUnits } from '../../db/schema/units';

export interface MailToQueue {
  event: MailEvent;
  /** The recipient. Address, name, locale and unit are read from the user's row. */
  userId: string;
  /** The event's own placeholders (src/schemas/mailEvents.ts); the common ones are added when rendering. */
  data: MailData;
  /** Who caused it (an administrator's test mail or resend); null for the system. */
  createdBy?: string | null;
  /** A test mail from the template editor, or a resend from the log. */
  isTest?: boolean;
  resendOf?: string | null;
  /** Renders in this locale instead of the recipient's (a test mail in the locale being edited). */
  locale?: string;
}

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

/**
 * Queues one mail in `tx`'s transaction and returns its id. A mail of an optional category the recipient turned
 * off, or for a recipient without an address, is still written (the log shows every mail's fate) as NOT_SENT
 * with the reason. Returns null when the user does not exist.
 */
export async function queueMail(tx: Db, mail: MailToQueue): Promise<string | null> {
  const [user] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale, anonymisedAt: users.anonymisedAt })
    .from(users)
    .where(eq(users.id, mail.userId));
  if (!user) return null;
  const [unit] = await tx
    .select({ unitId: userUnits.unitId })
    .from(userUnits)
    .where(eq(userUnits.userId, mail.userId))
    .orderBy(asc(userUnits.unitId))
    .limit(1);

  let status: MailStatus = 'QUEUED';
  let reason: string | null = null;
  const category = MAIL_EVENT_DEFS[mail.event].category;
  if (category === 'REMINDERS' || category === 'DIGESTS') {
    if (!mail.isTest && (await hasOptedOut(tx, mail.userId, category))) {
      status = 'NOT_SENT';
      reason = 'Not sent: the recipient unsubscribed from this kind of mail.';
    }
  }
  const address = user.email.trim();
  if (status === 'QUEUED' && (user.anonymisedAt || !address.includes('@'))) {
    status = 'NOT_SENT';
    reason = 'Not sent: the recipient has no mail address.';
  }

  const [row] = await tx
    .insert(mailMessages)
    .values({
      event: mail.event,
      userId: mail.userId,
      unitId: unit?.unitId ?? null,
      toAddress: address,
      toName: user.name,
      locale: mail.locale ?? user.locale ?? null,
      data: mail.data,
      status,
      lastError: reason,
      isTest: mail.isTest ?? false,
      resendOf: mail.resendOf ?? null,
      createdBy: mail.createdBy ?? null,
    })
    .returning({ id: mailMessages.id });
  if (status === 'QUEUED') afterCommit(tx, () => emitter.emit('queued'));
  return row!.id;
}

async function hasOptedOut(tx: Db, userId: string, category: OptionalMailCategory): Promise<boolean> {
  const rows = await tx
    .select({ userId: mailOptOuts.userId })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.category, category)));
  return rows.length > 0;
}

/** Called after a commit that queued mail: the worker wakes (worker.ts listens). Returns the unsubscribe. */
export function onMailQueued(listener: () => void): () => void {
  emitter.on('queued', listener);
  return () => emitter.off('queued', listener);
}
