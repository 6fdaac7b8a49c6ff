// renderMail (the worker's contract): template choice and fallback, placeholders filled in the mail's
// language, every value escaped in HTML, both parts, the unit's branding, the footer with and without the
// opt-out, and the refusals a worker turns into a FAILED mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { mailTemplates } from '../../../server/db/schema/mail';
import { units } from '../../../server/db/schema/units';
import { openTestDatabase } from '../../../server/db/testing';
import { MailRenderError, renderMail, type MailToRender } from '../../../server/api/mailTemplates/render';
import { sampleMailData } from '../../../server/api/mailTemplates/sampleData';
import { MAIL_DEFAULT_LOCALES, MAIL_EVENTS } from '../../../src/schemas/mailEvents';

const config = { ...testConfig(), publicUrl: 'https://lms.example', organisationName: 'Sitos & Co' };
let database: Database;
let plainUnit: number;
let brandedUnit: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insert(units)
    .values([
      {
        key: 'general',
        name: 'General',
        displayedId: 'U-1',
        isGeneral: true,
        isDefault: true,
        color: '#0f766e',
      },
      { key: 'plain', name: 'Plain', displayedId: 'U-2' },
      {
        key: 'branded',
        name: 'Branded',
        displayedId: 'U-3',
        color: '#FFD700',
        logoUrl: '/files/logo.png',
      },
    ])
    .returning({ id: units.id, key: units.key });
  plainUnit = rows.find((r) => r.key === 'plain')!.id;
  brandedUnit = rows.find((r) => r.key === 'branded')!.id;
});
afterAll(() => database.close());

const mail = (over: Partial<MailToRender> = {}): MailToRender => ({
  event: 'PASSWORD_RESET',
  locale: 'en',
  data: sampleMailData('PASSWORD_RESET', config),
  unitId: null,
  toName: 'Ana Lima',
  ...over,
});
const render = (over: Partial<MailToRender> = {}) => renderMail(database.db, config, mail(over));
const store = (event: string, locale: string, subject: string, body: string) =>
  database.db.insert(mailTemplates).values({ event, locale, subject, body });
const clear = () => database.db.delete(mailTemplates);

describe('renderMail', () => {
  it('fills the placeholders in both parts, with the link as a button', async () => {
    const r = await render();
    expect(r).toMatchObject({
      subject: 'Reset your password',
      templateSource: 'DEFAULT',
      templateLocale: 'en',
    });
    expect(r.text).toContain('Hello Ana Lima,');
    expect(r.text).toContain('your account j.doe at Sitos & Co');
    expect(r.text).toContain('Choose a new password:\nhttps://lms.example/oidc/set-password/sample');
    expect(r.text).toContain('works for 60 minutes.');
    expect(r.html).toContain('Hello Ana Lima,');
    expect(r.html).toContain('Sitos &amp; Co');
    // The button: the link's address and its label.
    expect(r.html).toMatch(
      /<a\s+href="https:\/\/lms\.example\/oidc\/set-password\/sample"[^>]*>\s*Choose a new password\s*<\/a>/,
    );
    expect(r.html).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"|<html[^>]*dir="ltr"[^>]*lang="en"/);
    expect(r.html).not.toMatch(/\{[a-zA-Z]+[,}]/);
  });

  it('renders every event in every shipped locale without leftovers', async () => {
    for (const locale of MAIL_DEFAULT_LOCALES)
      for (const event of MAIL_EVENTS) {
        const r = await render({ event, locale, data: sampleMailData(event, config) });
        expect(r.templateLocale).toBe(locale);
        for (const part of [r.subject, r.text]) {
          expect(part, `${locale} ${event}`).not.toMatch(/[{}<>]/);
          expect(part.includes('\u0001'), 'a link marker left over').toBe(false);
        }
        expect(r.html).toContain(`lang="${locale}"`);
      }
  });

  it('writes dates and plurals in the mail language and the recipient time zone', async () => {
    const data = { ...sampleMailData('ASSIGNMENT_OVERDUE', config), dueDate: '2026-03-14T23:30:00.000Z' };
    const de = await render({ event: 'ASSIGNMENT_OVERDUE', locale: 'de', data, timeZone: 'Europe/Berlin' });
    expect(de.text).toContain('war am 15. März 2026 fällig (vor 2 Tagen)');
    const utc = await render({ event: 'ASSIGNMENT_OVERDUE', locale: 'de', data });
    expect(utc.text).toContain('war am 14. März 2026 fällig');
    const one = await render({
      event: 'ASSIGNMENT_OVERDUE',
      locale: 'sw',
      data: { ...data, daysOverdue: 1 },
    });
    expect(one.text).toContain('(siku 1 iliyopita)');
  });

  it('escapes every value and the template text in HTML, and keeps them plain in text', async () => {
    const data = {
      ...sampleMailData('ASSIGNMENT_CREATED', config),
      mediumTitle: '<script>alert(1)</script> & "more"',
      assignedBy: '<img src=x onerror=alert(1)>',
    };
    await store(
      'ASSIGNMENT_CREATED',
      'en',
      'New: {mediumTitle}',
      'Tom & Jerry <b>say</b>: {mediumTitle}\n\n<mediumLink>Open</mediumLink>'.replace(
        '<b>say</b>',
        "'<b>'say",
      ),
    );
    const r = await render({ event: 'ASSIGNMENT_CREATED', data, toName: 'Ana <i>Lima</i>' });
    await clear();
    expect(r.html).not.toMatch(/<script|<img|<i>|<b>/);
    expect(r.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(r.html).toContain('Tom &amp; Jerry &lt;b&gt;say');
    expect(r.subject).toBe('New: <script>alert(1)</script> & "more"');
    expect(r.text).toContain('Tom & Jerry <b>say: <script>alert(1)</script> & "more"');
  });

  it('keeps line breaks of a value inside its paragraph', async () => {
    const r = await render({ event: 'NEWS_DIGEST', data: sampleMailData('NEWS_DIGEST', config) });
    expect(r.text).toContain('New courses on first aid\nThe library is open longer\nSummer party on 4 July');
    expect(r.html).toContain(
      'New courses on first aid<br>The library is open longer<br>Summer party on 4 July',
    );
  });

  it('adds the opt-out with the profile link only for reminders and digests', async () => {
    const reminder = await render({
      event: 'ASSIGNMENT_DUE_SOON',
      locale: 'de',
      data: sampleMailData('ASSIGNMENT_DUE_SOON', config),
    });
    expect(reminder.text).toContain('Sie können diese Mails in Ihrem Profil abbestellen.');
    expect(reminder.text).toContain('https://lms.example/my-profile');
    expect(reminder.html).toContain('href="https://lms.example/my-profile"');
    expect(reminder.html).toContain('weil Ihnen bei Sitos &amp; Co etwas zugewiesen ist');
    const security = await render();
    expect(security.text).toContain('because it concerns your account at Sitos & Co');
    expect(security.text).not.toContain('my-profile');
    expect(security.html).not.toContain('my-profile');
  });

  it('marks a test mail as one', async () => {
    expect((await render({ isTest: true })).text.startsWith('This is a test mail with sample data.')).toBe(
      true,
    );
    expect((await render()).text).not.toContain('test mail');
  });

  it("carries the unit's logo and colour, else the default unit's, else the app's", async () => {
    const branded = await render({ unitId: brandedUnit });
    expect(branded.html).toContain('src="https://lms.example/files/logo.png"');
    expect(branded.html).toMatch(/background(-color)?:#ffd700/i);
    // Gold is light: the button's text is dark.
    expect(branded.html).toMatch(/color:#111111/);
    const plain = await render({ unitId: plainUnit });
    expect(plain.html).toMatch(/background(-color)?:#0f766e/i);
    expect(plain.html).not.toContain('<img');
    expect(plain.html).toContain('Sitos &amp; Co');
    await database.db.update(units).set({ color: null }).where(eq(units.isDefault, true));
    expect((await render({ unitId: plainUnit })).html).toMatch(/background(-color)?:#5761ee/i);
    await database.db.update(units).set({ color: '#0f766e' }).where(eq(units.isDefault, true));
  });

  it('uses the custom template, else the locale default, else English', async () => {
    expect(await render({ locale: 'fr' })).toMatchObject({
      templateSource: 'DEFAULT',
      templateLocale: 'en',
      subject: 'Reset your password',
    });
    expect(await render({ locale: 'sw' })).toMatchObject({
      templateSource: 'DEFAULT',
      templateLocale: 'sw',
      subject: 'Weka upya nenosiri lako',
    });
    await store('PASSWORD_RESET', 'sw', 'Nenosiri: {username}', 'Habari {learnerName}\n\n{resetLink}');
    await store(
      'PASSWORD_RESET',
      'en',
      'Your reset, {username}',
      'Hi {learnerName}\n\n<resetLink>Reset</resetLink>',
    );
    expect(await render({ locale: 'sw' })).toMatchObject({
      templateSource: 'CUSTOM',
      templateLocale: 'sw',
      subject: 'Nenosiri: j.doe',
    });
    const sw = await render({ locale: 'sw' });
    expect(sw.text).toContain('Habari Ana Lima\n\nhttps://lms.example/oidc/set-password/sample');
    // A locale without defaults follows the administrator's English; German keeps its own default.
    expect(await render({ locale: 'fr' })).toMatchObject({
      templateSource: 'CUSTOM',
      templateLocale: 'en',
      subject: 'Your reset, j.doe',
    });
    expect(await render({ locale: 'de' })).toMatchObject({ templateSource: 'DEFAULT', templateLocale: 'de' });
    // No locale: the server's default locale.
    expect((await render({ locale: null })).templateLocale).toBe(config.app.DEFAULT_LOCALE);
    await clear();
  });

  it('refuses with MailRenderError what cannot make a mail', async () => {
    await store('PASSWORD_RESET', 'en', 'Reset {nope}', 'x {resetLink}');
    await expect(render()).rejects.toThrow(MailRenderError);
    await expect(render()).rejects.toThrow(
      /stored en template of PASSWORD_RESET is invalid \(subject, line 1, column 7\)/,
    );
    await clear();
    const { resetLink: _, ...noLink } = sampleMailData('PASSWORD_RESET', config);
    await expect(render({ data: noLink })).rejects.toThrow(MailRenderError);
    await expect(render({ data: { ...noLink, resetLink: 'javascript:alert(1)' } })).rejects.toThrow(
      /not a web address/,
    );
    await expect(
      render({
        event: 'ASSIGNMENT_DUE_SOON',
        data: { ...sampleMailData('ASSIGNMENT_DUE_SOON', config), dueDate: 'soon' },
      }),
    ).rejects.toThrow(/not a date/);
  });
});

describe('the compiled layout, reused for mails of one shape', () => {
  it('fills each mail with its own texts, and a text that reads like a slot stays as written', async () => {
    const first = await renderMail(database.db, config, mail({ toName: 'Ada mjslot0x Lovelace' }));
    const second = await renderMail(database.db, config, mail({ toName: 'Grace Hopper' }));
    expect(first.html).toContain('Ada mjslot0x Lovelace');
    expect(first.html).not.toContain('Grace Hopper');
    expect(second.html).toContain('Grace Hopper');
    expect(second.html).not.toContain('Lovelace');
    expect(second.html).not.toMatch(/mjslot\d+x/);
    // The same page but for the name: nothing of the first mail's texts is left in the second.
    expect(second.html.replaceAll('Grace Hopper', 'X')).toBe(
      first.html.replaceAll('Ada mjslot0x Lovelace', 'X'),
    );
  });
});
