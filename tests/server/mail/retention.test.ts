// Retention: after MAIL_RETENTION_DAYS the bodies and data go, the metadata and subject stay; a mail still
// waiting then is never sent. The system health's mail line follows SMTP and the queue.
import { afterEach, describe, expect, it } from 'vitest';
import { purgeMailBodies } from '../../../server/api/mail/retention';
import { PURGED_REASON } from '../../../server/api/mail/worker';
import { startMailBed, T0, type MailBed } from './mailBed';

let bed: MailBed;
afterEach(async () => bed?.close());

const DAY = 24 * 3600_000;

describe('purgeMailBodies', () => {
  it('deletes bodies and data after the period, keeps metadata, and never sends what was waiting', async () => {
    bed = await startMailBed({ mailRetentionDays: 30 });
    const sent = await bed.queue('learner');
    await bed.run(T0);
    const waiting = await bed.queue('coach');
    const before = await bed.row(sent);
    expect(before.html).toContain('Fire safety basics');

    // Not yet: 29 days later nothing changes.
    expect(await purgeMailBodies(bed, new Date(Date.now() + 29 * DAY))).toEqual({ purged: 0 });
    expect((await bed.row(sent)).html).toBe(before.html);

    const at = new Date(Date.now() + 31 * DAY);
    expect(await purgeMailBodies(bed, at)).toEqual({ purged: 2 });
    const after = await bed.row(sent);
    expect(after).toMatchObject({
      html: null,
      text: null,
      data: null,
      status: 'SENT',
      subject: before.subject,
      toAddress: before.toAddress,
      messageId: before.messageId,
      attempts: 1,
    });
    expect(after.purgedAt?.toISOString()).toBe(at.toISOString());
    expect(after.sentAt?.toISOString()).toBe(before.sentAt?.toISOString());
    const expired = await bed.row(waiting);
    expect(expired).toMatchObject({ status: 'NOT_SENT', lastError: PURGED_REASON, data: null });
    // Purged once: a second pass touches nothing.
    expect(await purgeMailBodies(bed, new Date(at.getTime() + DAY))).toEqual({ purged: 0 });
    expect(await bed.run(new Date(at.getTime() + DAY))).toMatchObject({ sent: 0 });
    expect(bed.smtp.received).toHaveLength(1);
  });
});
