// The one way any area sends a mail: `queueMail(tx, …)` inside the transaction of the event that causes it
// (an outbox). The row commits or rolls back with the event, so no mail goes out for a change that did not
// happen and none is lost for one that did. The worker (worker.ts) is woken after the commit; its schedule
// is the safety net. Rendering happens in the worker, with the template current at send time.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { MAIL_EVENT_DEFS, type MailData, type MailEvent } from '../../../src/schemas/mailEvents';
import { afterCommit } from '../../db/afterCommit';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { mailMessages, mailOptOuts } from '../../db/schema/mail';
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
  const [id] = await queueMails(tx, [mail]);
  return id ?? null;
}

/**
 * queueMail for many recipients in one statement (the one place its rules live: the recipient's first unit
 * and locale, NOT_SENT for an optional category they turned off — unless it is a test — or a missing
 * address): a unit of 10,000 learners is one insert, not 40,000 round trips inside the event's transaction.
 * Recipients that do not exist are skipped. Returns the ids in the order of `mails` (null for a skipped one).
 */
export async function queueMails(tx: Db, mails: readonly MailToQueue[]): Promise<(string | null)[]> {
  if (mails.length === 0) return [];
  const input = JSON.stringify(
    mails.map((mail, ord) => ({
      ord,
      event: mail.event,
      user_id: mail.userId,
      data: mail.data,
      category: MAIL_EVENT_DEFS[mail.event].category,
      locale: mail.locale ?? null,
      is_test: mail.isTest ?? false,
      resend_of: mail.resendOf ?? null,
      created_by: mail.createdBy ?? null,
    })),
  );
  const result = await tx.execute(sql`
    with m as (
      select m.*, u.email, u.name, u.locale as user_locale, u.anonymised_at,
        (not m.is_test and m.category in ('REMINDERS', 'DIGESTS') and exists (select 1 from ${mailOptOuts} o
          where o.user_id = m.user_id and o.category = m.category)) as opted_out
      from jsonb_to_recordset(${input}::jsonb) as m(ord int, event text, user_id uuid, data jsonb, category text,
        locale text, is_test boolean, resend_of uuid, created_by uuid)
      join ${users} u on u.id = m.user_id
    ), rows as (
      select m.*, case when opted_out then ${UNSUBSCRIBED}
        when anonymised_at is not null or position('@' in btrim(email)) = 0 then ${NO_ADDRESS} end as reason
      from m
    ), inserted as (
      insert into ${mailMessages} (event, user_id, unit_id, to_address, to_name, locale, data, status, last_error,
        is_test, resend_of, created_by)
      select event, user_id, (select min(uu.unit_id) from ${userUnits} uu where uu.user_id = rows.user_id),
        btrim(email), name, coalesce(locale, user_locale), data,
        case when reason is null then 'QUEUED' else 'NOT_SENT' end, reason, is_test, resend_of, created_by
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

/** Called after a commit that queued mail: the worker wakes (worker.ts listens). Returns the unsubscribe. */
export function onMailQueued(listener: () => void): () => void {
  emitter.on('queued', listener);
  return () => emitter.off('queued', listener);
}
