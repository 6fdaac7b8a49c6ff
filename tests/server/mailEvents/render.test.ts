// The data the senders queue renders with the shipped templates in en, de and sw (the contract with the
// template renderer): titles, numbers, days and links arrive in the mail, the due day stays the calendar
// day in a zone far from UTC, and the digest keeps one title per line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database } from '../../../server/db/client';
import { renderMail } from '../../../server/api/mailTemplates/render';
import type { MailData, MailEvent } from '../../../src/schemas/mailEvents';
import { PUBLIC_URL } from './support';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const config = { publicUrl: PUBLIC_URL, organisationName: 'Sitos Academy' };
const link = `${PUBLIC_URL}/media?play=0b0e7c9a-1111-4222-8333-444455556666`;

const CASES: Array<[MailEvent, MailData, string[]]> = [
  [
    'ASSIGNMENT_CREATED',
    {
      mediumTitle: 'Hand hygiene',
      assignedBy: 'Ada Admin',
      dueDate: '2026-03-13T12:00:00.000Z',
      hasDueDate: 'yes',
      mediumLink: link,
    },
    ['Hand hygiene', link],
  ],
  [
    'ASSIGNMENT_DUE_SOON',
    { mediumTitle: 'Hand hygiene', dueDate: '2026-03-13T12:00:00.000Z', daysLeft: 3, mediumLink: link },
    ['Hand hygiene', link, '3'],
  ],
  [
    'ASSIGNMENT_OVERDUE',
    { mediumTitle: 'Hand hygiene', dueDate: '2026-03-08T12:00:00.000Z', daysOverdue: 2, mediumLink: link },
    ['Hand hygiene', link, '2'],
  ],
  [
    'CERTIFICATE_ISSUED',
    {
      certificateTitle: 'First aid',
      certificateNumber: 'C-000042',
      completedOn: '2026-03-11T12:00:00.000Z',
      certificatesLink: `${PUBLIC_URL}/my-certificates`,
      verificationLink: `${PUBLIC_URL}/verify/ABCDEFGHIJKLMNOPQRST`,
    },
    ['First aid', 'C-000042', `${PUBLIC_URL}/my-certificates`],
  ],
  [
    'BADGE_AWARDED',
    {
      badgeName: 'Regular',
      badgeDescription: 'Signed in twice',
      badgesLink: `${PUBLIC_URL}/badges-collection`,
    },
    ['Regular', `${PUBLIC_URL}/badges-collection`],
  ],
  [
    'NEWS_DIGEST',
    { newsCount: 2, newsTitles: 'Ward news\nFor everyone', newsLink: `${PUBLIC_URL}/dashboard` },
    ['Ward news\nFor everyone', `${PUBLIC_URL}/dashboard`],
  ],
];

describe('the senders’ data with the shipped templates', () => {
  for (const locale of ['en', 'de', 'sw'])
    it.each(CASES)(`${locale}: %s`, async (event, data, expected) => {
      const mail = await renderMail(database.db, config, {
        event,
        locale,
        data,
        unitId: null,
        toName: 'Liam',
        timeZone: null,
      });
      expect(mail.templateLocale).toBe(locale);
      for (const part of expected) expect(mail.text).toContain(part);
      expect(mail.html).toContain(expected[0]!.split('\n')[0]!);
    });

  // The worker renders without a zone (UTC); a calendar day is sent as noon UTC, so it also stays the day in
  // any zone from UTC-11 to UTC+11 (not in UTC+12..+14: see mailEvents/links.ts dayInstant).
  it('writes the due day as that calendar day in UTC and far west of it', async () => {
    for (const timeZone of [null, 'UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      const mail = await renderMail(database.db, config, {
        event: 'ASSIGNMENT_DUE_SOON',
        locale: 'en',
        data: CASES[1]![1],
        unitId: null,
        toName: 'Liam',
        timeZone,
      });
      expect(mail.text).toContain('Mar 13, 2026');
    }
  });
});
