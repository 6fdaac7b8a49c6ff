// The one way any area sends a mail: `queueMail(tx, …)` inside the transaction of the event that causes it
// (an outbox). The row commits or rolls back with the event, so no mail goes out for a change that did not
// happen and none is lost for one that did. The worker (worker.ts) is woken after the commit; its schedule
// is the safety net. Rendering happens in the worker, with the template current at send time.
import { EventEmitter } from 'node:events';
import { and, asc, eq, sql } from 'drizzle-orm';
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

const UNSUBSCRIBED = 'Not sent: the recipient unsubscribed from this kind of mail.';
const NO_ADDRESS = 'Not sent: the recipient has no mail address.';

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
      reason = UNSUBSCRIBED;
    }
  }
  const address = user.email.trim();
  if (status === 'QUEUED' && (user.anonymisedAt || !address.includes('@'))) {
    status = 'NOT_SENT';
    reason = NO_ADDRESS;
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

/** A system mail of one event for many people (a unit's assignment): only what queueMail needs for it. */
export interface BulkMail {
  event: MailEvent;
  userId: string;
  data: MailData;
}

/**
 * queueMail for many recipients in one statement, with the same rules (the recipient's first unit and
 * locale, NOT_SENT for an optional category they turned off or a missing address): a unit of 10,000 learners
 * is one insert, not 40,000 round trips inside the event's transaction. Recipients that do not exist are
 * skipped. Returns the ids in the order of `mails` (null for a skipped one).
 */
export async function queueMails(tx: Db, mails: readonly BulkMail[]): Promise<(string | null)[]> {
  if (mails.length === 0) return [];
  const input = JSON.stringify(
    mails.map((mail, ord) => ({
      ord,
      event: mail.event,
      user_id: mail.userId,
      data: mail.data,
      category: MAIL_EVENT_DEFS[mail.event].category,
    })),
  );
  const result = await tx.execute(sql`
    with m as (
      select m.*, u.email, u.name, u.locale, u.anonymised_at,
        (m.category in ('REMINDERS', 'DIGESTS') and exists (select 1 from ${mailOptOuts} o
          where o.user_id = m.user_id and o.category = m.category)) as opted_out
      from jsonb_to_recordset(${input}::jsonb) as m(ord int, event text, user_id uuid, data jsonb, category text)
      join ${users} u on u.id = m.user_id
    ), rows as (
      select m.*, case when opted_out then ${UNSUBSCRIBED}
        when anonymised_at is not null or position('@' in btrim(email)) = 0 then ${NO_ADDRESS} end as reason
      from m
    ), inserted as (
      insert into ${mailMessages} (event, user_id, unit_id, to_address, to_name, locale, data, status, last_error)
      select event, user_id, (select min(uu.unit_id) from ${userUnits} uu where uu.user_id = rows.user_id),
        btrim(email), name, locale, data, case when reason is null then 'QUEUED' else 'NOT_SENT' end, reason
      from rows order by ord
      returning id, user_id, event, status
    )
    select id, user_id, event, status from inserted`);
  const rows = (
    result as unknown as { rows: Array<{ id: string; user_id: string; event: string; status: string }> }
  ).rows;
  if (rows.some((row) => row.status === 'QUEUED')) afterCommit(tx, () => emitter.emit('queued'));
  // Pair ids with the input: each (user, event) once per call in practice; a repeat takes the next id.
  const byKey = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.event}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
  }
  return mails.map((mail) => byKey.get(`${mail.userId}:${mail.event}`)?.shift() ?? null);
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
