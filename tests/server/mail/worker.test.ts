// The mail worker against a real SMTP server on loopback: both parts arrive in the recipient's language
// with the placeholders filled; 4xx is retried with backoff, 5xx fails for good with the answer; no SMTP
// keeps the mail as NOT_SENT; purged rows are never sent; 1,000 mails arrive once each.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../server/db/schema/mail';
import { users } from '../../../server/db/schema/core';
import { renderMail } from '../../../server/api/mailTemplates/render';
import {
  MAIL_MAX_ATTEMPTS,
  NO_SMTP_REASON,
  PURGED_REASON,
  runMailQueue,
} from '../../../server/api/mail/worker';
import { assignmentData, minutes, startMailBed, T0, type MailBed } from './mailBed';

let bed: MailBed;
afterEach(async () => bed?.close());

describe('sending', () => {
  beforeEach(async () => {
    bed = await startMailBed();
  });

  it('delivers both parts in the recipient language with the placeholders filled and a stable Message-ID', async () => {
    const id = await bed.queue('coach'); // Clara, locale de
    const run = await bed.run(T0);
    expect(run).toEqual({ sent: 1, deferred: 0, failed: 0, notSent: 0, waiting: 0 });
    const [mail] = await bed.smtp.waitFor(1);
    const row = await bed.row(id);
    expect(row.status).toBe('SENT');
    expect(row.sentAt?.toISOString()).toBe(T0.toISOString());
    expect(row.attempts).toBe(1);
    expect(row.templateLocale).toBe('de');
    expect(row.templateSource).toBe('DEFAULT');
    expect(row.messageId).toBe(`<${id}@academy.example>`);
    expect(mail!.messageId).toBe(row.messageId);
    expect(mail!.to).toEqual(['clara.hoffmann@example.org']);
    expect(mail!.subject).toBe(row.subject);
    expect(mail!.text).toContain('Fire safety basics');
    expect(mail!.text).toContain(assignmentData.mediumLink);
    expect(mail!.html).toContain('Fire safety basics');
    expect(mail!.html).toContain(assignmentData.mediumLink);
    expect(mail!.text).toContain('Clara Hoffmann');
    expect(mail!.text).not.toMatch(/\{\w+\}/);
    // German, not the English default: the English rendering of the same mail reads differently.
    const english = await renderMail(bed.db, bed.config, {
      event: 'ASSIGNMENT_CREATED',
      locale: 'en',
      data: assignmentData,
      unitId: row.unitId,
      toName: row.toName,
    });
    expect(mail!.subject).not.toBe(english.subject);
    expect(mail!.text.trim()).toBe(row.text!.trim());
  });

  it('defers on 421 with backoff and sends once on the retry', async () => {
    bed.smtp.answer(421);
    const id = await bed.queue('learner');
    expect(await bed.run(T0)).toMatchObject({ sent: 0, deferred: 1 });
    let row = await bed.row(id);
    expect(row.status).toBe('DEFERRED');
    expect(row.lastError).toMatch(/^421 /);
    expect(row.nextAttemptAt.toISOString()).toBe(minutes(1).toISOString());
    const messageId = row.messageId;
    // Not due before its time.
    expect(await bed.run(new Date(minutes(1).getTime() - 1000))).toMatchObject({ sent: 0, deferred: 0 });
    expect(bed.smtp.received).toHaveLength(0);
    expect(await bed.run(minutes(1))).toMatchObject({ sent: 1 });
    row = await bed.row(id);
    expect(row.status).toBe('SENT');
    expect(row.attempts).toBe(2);
    expect(row.messageId).toBe(messageId);
    expect(bed.smtp.received.map((m) => m.messageId)).toEqual([messageId]);
    expect(bed.smtp.refused()).toBe(1);
  });

  it('gives up after the last try of temporary failures, with the answer', async () => {
    bed.smtp.answer(...Array.from({ length: MAIL_MAX_ATTEMPTS }, () => 450));
    const id = await bed.queue('learner');
    let at = T0;
    for (let i = 1; i <= MAIL_MAX_ATTEMPTS; i++) {
      await bed.run(at);
      const row = await bed.row(id);
      expect(row.attempts).toBe(i);
      if (i < MAIL_MAX_ATTEMPTS) {
        expect(row.status).toBe('DEFERRED');
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(at.getTime());
        at = row.nextAttemptAt;
      } else {
        expect(row.status).toBe('FAILED');
        expect(row.lastError).toMatch(new RegExp(`^Gave up after ${MAIL_MAX_ATTEMPTS} tries: 450 `));
      }
    }
    expect(await bed.run(new Date(at.getTime() + 24 * 3600_000))).toMatchObject({ sent: 0, deferred: 0 });
    expect(bed.smtp.refused()).toBe(MAIL_MAX_ATTEMPTS);
    expect(bed.smtp.received).toHaveLength(0);
  });

  it('fails on 550 with the answer and never tries again', async () => {
    bed.smtp.answer(550);
    const id = await bed.queue('learner');
    expect(await bed.run(T0)).toMatchObject({ failed: 1 });
    const row = await bed.row(id);
    expect(row.status).toBe('FAILED');
    expect(row.lastError).toBe('550 Mailbox unavailable: no such user');
    expect(row.sentAt).toBeNull();
    expect(await bed.run(minutes(24 * 60))).toMatchObject({ sent: 0, failed: 0 });
    expect(bed.smtp.refused()).toBe(1);
    expect(bed.smtp.received).toHaveLength(0);
  });

  it('defers when the server cannot be reached', async () => {
    const id = await bed.queue('learner');
    await runMailQueue(
      { db: bed.db, config: { ...bed.config, smtpUrl: 'smtp://127.0.0.1:1' } },
      { clock: () => T0 },
    );
    const row = await bed.row(id);
    expect(row.status).toBe('DEFERRED');
    expect(row.lastError).toMatch(/^Could not reach the mail server/);
  });

  it('never sends a row whose data was purged', async () => {
    const id = await bed.queue('learner');
    await bed.db.update(mailMessages).set({ data: null }).where(eq(mailMessages.id, id));
    expect(await bed.run(T0)).toMatchObject({ notSent: 1, sent: 0 });
    const row = await bed.row(id);
    expect(row.status).toBe('NOT_SENT');
    expect(row.lastError).toBe(PURGED_REASON);
    expect(bed.smtp.received).toHaveLength(0);
  });

  it('delivers 1,000 queued mails exactly once each', { timeout: 240_000 }, async () => {
    await bed.db.transaction(async (tx) => {
      const values = Array.from({ length: 1000 }, (_, i) => ({
        event: 'ASSIGNMENT_CREATED',
        userId: bed.userIds.learner!,
        toAddress: `learner${i}@example.org`,
        toName: `Learner ${i}`,
        locale: ['en', 'de', 'sw'][i % 3]!,
        data: { ...assignmentData, mediumTitle: `Course ${i}` },
      }));
      for (let i = 0; i < values.length; i += 250)
        await tx.insert(mailMessages).values(values.slice(i, i + 250));
    });
    const run = await bed.run(T0);
    expect(run.sent).toBe(1000);
    const received = await bed.smtp.waitFor(1000);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(1000);
    expect(new Set(received.map((m) => m.to[0])).size).toBe(1000);
    const counted = await bed.db.execute(
      sql`select count(*)::int as n from mail_messages where status = 'SENT'`,
    );
    const [counts] = (counted as unknown as { rows: { n: number }[] }).rows;
    expect(counts!.n).toBe(1000);
    expect(await bed.run(minutes(10))).toMatchObject({ sent: 0 });
    expect(bed.smtp.received).toHaveLength(1000);
  });
});

describe('without SMTP', () => {
  it('keeps the mail rendered in the log as NOT_SENT with the reason', async () => {
    bed = await startMailBed({ smtpUrl: undefined });
    const id = await bed.queue('admin');
    expect(await bed.run(T0)).toMatchObject({ notSent: 1 });
    const row = await bed.row(id);
    expect(row.status).toBe('NOT_SENT');
    expect(row.lastError).toBe(NO_SMTP_REASON);
    expect(row.subject).toBe('New for you: Fire safety basics');
    expect(row.html).toContain('Fire safety basics');
    expect(row.messageId).toBe(`<${id}@academy.example>`);
    expect(bed.smtp.received).toHaveLength(0);
  });
});

describe('per-domain rate limit', () => {
  it('sends at most the limit per domain and minute; the rest wait for the next minute', async () => {
    bed = await startMailBed({ mailRatePerDomain: 2 });
    await bed.db.update(users).set({ email: 'clara@other.example' }).where(eq(users.id, bed.userIds.coach!));
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await bed.queue('learner'));
    const other = await bed.queue('coach');
    expect(await bed.run(T0)).toMatchObject({ sent: 3, waiting: 3 });
    expect((await bed.row(other)).status).toBe('SENT');
    const rows = await Promise.all(ids.map((id) => bed.row(id)));
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(2);
    const waiting = rows.filter((r) => r.status !== 'SENT');
    expect(waiting.map((r) => r.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    expect(waiting.map((r) => r.attempts)).toEqual([0, 0, 0]);
    for (const r of waiting) expect(r.nextAttemptAt.toISOString()).toBe(minutes(1).toISOString());
    // Within the same minute nothing more goes to example.org.
    expect(await bed.run(new Date(T0.getTime() + 30_000))).toMatchObject({ sent: 0 });
    expect(await bed.run(minutes(1))).toMatchObject({ sent: 2, waiting: 1 });
    expect(await bed.run(minutes(2))).toMatchObject({ sent: 1, waiting: 0 });
    const received = await bed.smtp.waitFor(6);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(6);
  });
});
