// The mail queue's worker: woken after a commit that queued mail (onMailQueued) and every minute as the
// safety net. A run claims a few due rows at a time with `skip locked`, so two servers (or two runs) never
// send the same row at once, and marks them SENDING with claimed_at as the lease. The first claim gives the
// row its Message-ID; it never changes, so when a worker dies between the server's 250 and writing SENT, the
// next claim (after the lease expired) sends the same mail with the same id and the receiver can drop the copy.
// A row is rendered once and sent as stored, so every retry sends the same text.
import { sql } from 'drizzle-orm';
import type { MailData, MailEvent } from '../../../src/schemas/mailEvents';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { renderMail } from '../mailTemplates/render';
import { limitByDomain } from './domainLimit';
import { forgetSecrets } from './secrets';
import { createSmtpTransport, senderDomain, SendFailure, type MailTransport } from './transport';

/** A lease older than this belongs to a worker that died mid-send: the row is taken back. */
export const MAIL_LEASE_MS = 5 * 60 * 1000;
/** Waits after the 1st, 2nd, … temporary failure; the last one repeats. */
export const MAIL_BACKOFF_MINUTES = [1, 5, 15, 60, 180, 360] as const;
/** Tries in all before a temporary failure becomes FAILED. */
export const MAIL_MAX_ATTEMPTS = 8;
const BATCH = 10;

export const NO_SMTP_REASON = 'Not sent: no SMTP configured.';
export const PURGED_REASON = 'Not sent: the retention period deleted its contents before it could be sent.';

export interface MailWorkerDeps {
  db: Db;
  config: ServerConfig;
}

export interface MailRunOptions {
  /** The worker's clock (tests move it forward to reach a retry or an expired lease). */
  clock?: () => Date;
  signal?: AbortSignal;
  /** Defaults to SMTP_URL through nodemailer; none without SMTP_URL. */
  transport?: MailTransport | null;
  leaseMs?: number;
}

export interface MailRun {
  sent: number;
  deferred: number;
  failed: number;
  notSent: number;
  /** Rows over their domain's rate limit, waiting for a later run. */
  waiting: number;
}

export interface ClaimedMail {
  id: string;
  event: MailEvent;
  unitId: number | null;
  toAddress: string;
  toName: string;
  locale: string | null;
  data: MailData | null;
  attempts: number;
  messageId: string;
  subject: string | null;
  html: string | null;
  text: string | null;
  /** A test mail from the template editor: the rendering says it holds sample data. */
  isTest: boolean;
  /** The status before this claim (QUEUED, DEFERRED, or SENDING for a lease taken back). */
  was: string;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const iso = (d: Date) => d.toISOString();

async function claim(db: Db, now: Date, leaseMs: number, domain: string): Promise<ClaimedMail[]> {
  const stale = new Date(now.getTime() - leaseMs);
  const result = await db.execute(sql`
    with due as (
      select id, status as was from mail_messages
      where (status in ('QUEUED', 'DEFERRED') and next_attempt_at <= ${iso(now)}::timestamptz)
         or (status = 'SENDING' and claimed_at < ${iso(stale)}::timestamptz)
      order by next_attempt_at, created_at
      limit ${BATCH}
      for update skip locked)
    update mail_messages m
    set status = 'SENDING', claimed_at = ${iso(now)}::timestamptz, attempts = m.attempts + 1,
        updated_at = ${iso(now)}::timestamptz,
        message_id = coalesce(m.message_id, '<' || m.id::text || '@' || ${domain} || '>')
    from due where m.id = due.id
    returning m.id, m.event, m.unit_id, m.to_address, m.to_name, m.locale, m.data, m.attempts, m.message_id,
      m.subject, m.html, m.text, m.is_test, due.was`);
  return rowsOf(result).map((r) => ({
    id: r.id as string,
    event: r.event as MailEvent,
    unitId: r.unit_id === null ? null : Number(r.unit_id),
    toAddress: r.to_address as string,
    toName: r.to_name as string,
    locale: (r.locale as string | null) ?? null,
    data: (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as MailData | null,
    isTest: r.is_test === true,
    attempts: Number(r.attempts),
    messageId: r.message_id as string,
    subject: (r.subject as string | null) ?? null,
    html: (r.html as string | null) ?? null,
    text: (r.text as string | null) ?? null,
    was: r.was as string,
  }));
}

/** Writes the row's outcome, only while this worker still holds it (SENDING). */
async function settle(db: Db, id: string, now: Date, set: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql`
    update mail_messages set ${set}, claimed_at = null, updated_at = ${iso(now)}::timestamptz
    where id = ${id}::uuid and status = 'SENDING'`);
}

const finalAs = (status: 'FAILED' | 'NOT_SENT', reason: string) =>
  sql`status = ${status}, last_error = ${reason.slice(0, 1000)}`;

/** Renders a row not rendered before and stores what it will send; false when it cannot render. */
async function ensureRendered(deps: MailWorkerDeps, mail: ClaimedMail, now: Date): Promise<boolean> {
  if (mail.subject !== null && mail.html !== null && mail.text !== null) return true;
  try {
    const rendered = await renderMail(deps.db, deps.config, {
      event: mail.event,
      locale: mail.locale ?? deps.config.app.DEFAULT_LOCALE,
      data: mail.data ?? {},
      unitId: mail.unitId,
      toName: mail.toName,
      // Dates stay in UTC: the senders give a due or completion day as noon UTC of that day.
      isTest: mail.isTest,
    });
    Object.assign(mail, { subject: rendered.subject, html: rendered.html, text: rendered.text });
    await deps.db.execute(sql`
      update mail_messages set subject = ${rendered.subject}, html = ${rendered.html}, text = ${rendered.text},
        template_source = ${rendered.templateSource}, template_locale = ${rendered.templateLocale}
      where id = ${mail.id}::uuid`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await settle(deps.db, mail.id, now, finalAs('FAILED', `The template could not be rendered: ${message}`));
    return false;
  }
}

export const backoffMs = (attempts: number) =>
  MAIL_BACKOFF_MINUTES[Math.min(attempts, MAIL_BACKOFF_MINUTES.length) - 1]! * 60_000;

async function deliver(
  deps: MailWorkerDeps,
  transport: MailTransport,
  mail: ClaimedMail,
  now: Date,
  run: MailRun,
): Promise<void> {
  try {
    const answer = await transport.send({
      from: deps.config.mailFrom,
      to: { name: mail.toName, address: mail.toAddress },
      subject: mail.subject!,
      html: mail.html!,
      text: mail.text!,
      messageId: mail.messageId,
    });
    await settle(
      deps.db,
      mail.id,
      now,
      sql`status = 'SENT', sent_at = ${iso(now)}::timestamptz, last_error = ${answer.slice(0, 1000)}`,
    );
    run.sent += 1;
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(String(error), false);
    if (failure.permanent || mail.attempts >= MAIL_MAX_ATTEMPTS) {
      const reason = failure.permanent
        ? failure.message
        : `Gave up after ${mail.attempts} tries: ${failure.message}`;
      await settle(deps.db, mail.id, now, finalAs('FAILED', reason));
      run.failed += 1;
      return;
    }
    const next = new Date(now.getTime() + backoffMs(mail.attempts));
    await settle(
      deps.db,
      mail.id,
      now,
      sql`status = 'DEFERRED', last_error = ${failure.message}, next_attempt_at = ${iso(next)}::timestamptz`,
    );
    run.deferred += 1;
  }
}

/** Sends what is due until nothing is left (or the signal aborts). */
export async function runMailQueue(deps: MailWorkerDeps, options: MailRunOptions = {}): Promise<MailRun> {
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const domain = senderDomain(deps.config.mailFrom);
  const own = options.transport === undefined && deps.config.smtpUrl;
  const transport =
    options.transport !== undefined
      ? options.transport
      : deps.config.smtpUrl
        ? createSmtpTransport(deps.config.smtpUrl)
        : null;
  const run: MailRun = { sent: 0, deferred: 0, failed: 0, notSent: 0, waiting: 0 };
  try {
    while (!options.signal?.aborted) {
      const now = clock();
      const claimed = await claim(deps.db, now, leaseMs, domain);
      if (claimed.length === 0) break;
      const allowed = transport
        ? await limitByDomain(deps.db, claimed, now, deps.config.mailRatePerDomain)
        : claimed;
      run.waiting += claimed.length - allowed.length;
      // Rendered one by one, giving the event loop a turn before each: rendering (and PGlite's queries) run on
      // this thread, and a server asked to stop must hear it. The sends then go out together over the pool.
      const ready: ClaimedMail[] = [];
      for (const mail of allowed) {
        await new Promise((resolve) => setImmediate(resolve));
        if (mail.data === null) {
          await settle(deps.db, mail.id, now, finalAs('NOT_SENT', PURGED_REASON));
          run.notSent += 1;
        } else if (!(await ensureRendered(deps, mail, now))) {
          run.failed += 1;
        } else if (!transport) {
          await settle(deps.db, mail.id, now, finalAs('NOT_SENT', NO_SMTP_REASON));
          run.notSent += 1;
        } else ready.push(mail);
      }
      if (transport) await Promise.all(ready.map((mail) => deliver(deps, transport, mail, now, run)));
      // A finished welcome or reset mail keeps no usable link (secrets.ts); one that waits for a retry keeps it.
      for (const mail of allowed) await forgetSecrets(deps.db, mail);
    }
  } finally {
    if (own) transport?.close();
  }
  return run;
}
