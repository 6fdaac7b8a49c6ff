// The mail template API: ADMIN only; the overview's sources; save refused with the field and position and
// nothing stored; optimistic concurrency (a row created, changed or reset since answers CONFLICT); reset; audit;
// preview of a draft; the test mail queued to the caller in the edited locale.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { mailMessages, mailTemplates } from '../../../server/db/schema/mail';
import { dictionaryLocales } from '../../../src/i18n/locales';
import { MAIL_EVENTS } from '../../../src/schemas/mailEvents';
import { gql, startTestApi, type TestApi } from './harness';

const FIELDS = 'event locale category source subject body templateLocale updatedAt updatedBy';
const OPS = {
  list: `query { mailTemplates { event locale category source updatedAt } }`,
  get: `query g($event: String!, $locale: String!) { mailTemplate(event: $event, locale: $locale) { ${FIELDS} } }`,
  save: `mutation s($input: MailTemplateInput!) { saveMailTemplate(input: $input) { ${FIELDS} } }`,
  reset: `mutation r($event: String!, $locale: String!, $expectedUpdatedAt: DateTime) {
    resetMailTemplate(event: $event, locale: $locale, expectedUpdatedAt: $expectedUpdatedAt) { ${FIELDS} } }`,
  preview: `query p($input: MailTemplateDraftInput!) { previewMailTemplate(input: $input) {
    subject html text problems { field code message detail position { line column offset } end { offset } } } }`,
  test: `mutation t($event: String!, $locale: String!) { sendTestMail(event: $event, locale: $locale) { id toAddress status reason } }`,
} as const;

interface Template {
  event: string;
  locale: string;
  source: string;
  subject: string;
  body: string;
  templateLocale: string;
  updatedAt: string | null;
  updatedBy: string | null;
}
type Who = 'admin' | 'manager' | 'learner';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const call = <T>(query: string, variables: Record<string, unknown> = {}, who: Who = 'admin') =>
  gql<T>(t.api, query, { token: t.tokens[who], variables });
const errorOf = (r: {
  body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}) => r.body.errors?.[0];
const BODY = 'Hi {learnerName},\n\n<resetLink>Reset it</resetLink>';
const input = (over: Record<string, unknown> = {}) => ({
  event: 'PASSWORD_RESET',
  locale: 'de',
  subject: 'Neues Passwort für {username}',
  body: BODY,
  expectedUpdatedAt: null,
  ...over,
});
async function save(over: Record<string, unknown> = {}): Promise<Template> {
  const r = await call<{ saveMailTemplate: Template }>(OPS.save, { input: input(over) });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.saveMailTemplate;
}
const rows = () => t.database.db.select().from(mailTemplates);
const audits = async (entityId: string) =>
  (
    await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id)
  ).map((a) => ({ action: a.action, changes: a.changes }));
const clear = () => t.database.db.delete(mailTemplates);

describe('roles', () => {
  it.each(['manager', 'learner'] as const)(
    'refuses a %s every query and mutation, storing nothing',
    async (who) => {
      for (const [query, variables] of [
        [OPS.list, {}],
        [OPS.get, { event: 'WELCOME', locale: 'en' }],
        [OPS.save, { input: input() }],
        [OPS.reset, { event: 'WELCOME', locale: 'en' }],
        [OPS.preview, { input: { event: 'WELCOME', locale: 'en', subject: 'x', body: 'y' } }],
        [OPS.test, { event: 'WELCOME', locale: 'en' }],
      ] as const) {
        const r = await call(query, variables, who);
        expect(errorOf(r)?.extensions?.code, query).toBe('FORBIDDEN');
      }
      expect(await rows()).toEqual([]);
      expect((await t.database.db.select({ n: count() }).from(mailMessages))[0]!.n).toBe(0);
    },
  );
});

describe('reading', () => {
  it('lists every event in every locale with what mails use now', async () => {
    await save({ locale: 'fr' });
    const r = await call<{
      mailTemplates: Array<{ event: string; locale: string; source: string; category: string }>;
    }>(OPS.list);
    const list = r.body.data!.mailTemplates;
    expect(list).toHaveLength(MAIL_EVENTS.length * dictionaryLocales.length);
    const sourceOf = (event: string, locale: string) =>
      list.find((x) => x.event === event && x.locale === locale)?.source;
    expect(sourceOf('PASSWORD_RESET', 'fr')).toBe('CUSTOM');
    expect(sourceOf('PASSWORD_RESET', 'de')).toBe('DEFAULT');
    expect(sourceOf('PASSWORD_RESET', 'sw')).toBe('DEFAULT');
    expect(sourceOf('PASSWORD_RESET', 'it')).toBe('FALLBACK');
    expect(list.find((x) => x.event === 'NEWS_DIGEST')?.category).toBe('DIGESTS');
    await clear();
  });

  it('answers the default a mail would use, the English one for a locale without its own', async () => {
    const de = (await call<{ mailTemplate: Template }>(OPS.get, { event: 'WELCOME', locale: 'de' })).body
      .data!.mailTemplate;
    expect(de).toMatchObject({
      source: 'DEFAULT',
      templateLocale: 'de',
      subject: 'Willkommen bei {organisationName}',
      updatedAt: null,
    });
    const it = (await call<{ mailTemplate: Template }>(OPS.get, { event: 'WELCOME', locale: 'it' })).body
      .data!.mailTemplate;
    expect(it).toMatchObject({
      source: 'FALLBACK',
      templateLocale: 'en',
      subject: 'Welcome to {organisationName}',
    });
  });

  it('refuses an unknown event or locale naming the argument', async () => {
    expect(errorOf(await call(OPS.get, { event: 'BIRTHDAY', locale: 'en' }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'event',
    });
    expect(errorOf(await call(OPS.get, { event: 'WELCOME', locale: 'xx' }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'locale',
    });
    expect(errorOf(await call(OPS.save, { input: input({ locale: 'klingon' }) }))?.extensions).toMatchObject({
      field: 'locale',
    });
  });
});

describe('saving', () => {
  it('stores a valid template, audited, and answers it with its author', async () => {
    const saved = await save();
    expect(saved).toMatchObject({
      source: 'CUSTOM',
      templateLocale: 'de',
      subject: 'Neues Passwort für {username}',
      updatedBy: 'Alex Morgan',
    });
    expect(saved.updatedAt).not.toBeNull();
    const changed = await save({ body: `${BODY}\n\nBis bald`, expectedUpdatedAt: saved.updatedAt });
    expect(new Date(changed.updatedAt!).getTime()).toBeGreaterThan(new Date(saved.updatedAt!).getTime());
    expect(await audits('PASSWORD_RESET/de')).toEqual([
      {
        action: 'mailTemplate.create',
        changes: expect.objectContaining({
          subject: { before: null, after: 'Neues Passwort für {username}' },
        }),
      },
      { action: 'mailTemplate.update', changes: { body: { before: BODY, after: `${BODY}\n\nBis bald` } } },
    ]);
    // Saving the same text again writes nothing.
    const same = await save({ body: `${BODY}\n\nBis bald`, expectedUpdatedAt: changed.updatedAt });
    expect(same.updatedAt).toBe(changed.updatedAt);
    expect(await audits('PASSWORD_RESET/de')).toHaveLength(2);
    await clear();
  });

  it('refuses a broken template with the field and position, storing nothing', async () => {
    const audited = (await audits('PASSWORD_RESET/de')).length;
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ subject: 'Hi {firstName}' }, { field: 'subject', position: { line: 1, column: 4, offset: 3 } }],
      [
        { body: 'Hi {learnerName},\n{validMinutes, plural, one {#}}\n{resetLink}' },
        { field: 'body', position: { line: 2, column: 31, offset: 48 } },
      ],
      [
        { body: 'Hi {learnerName}, no link' },
        { field: 'body', position: { line: 1, column: 26, offset: 25 } },
      ],
      [
        { event: 'ASSIGNMENT_DUE_SOON', subject: 'Due', body: 'Due {dueDate}\n{mediumLink}' },
        { field: 'body', position: { line: 1, column: 5, offset: 4 } },
      ],
      [{ subject: '' }, { field: 'subject', position: { line: 1, column: 1, offset: 0 } }],
    ];
    for (const [over, expected] of cases) {
      const r = await call(OPS.save, { input: input(over) });
      const error = errorOf(r)!;
      expect(error.extensions, JSON.stringify(over)).toMatchObject({ code: 'BAD_USER_INPUT', ...expected });
      expect(error.message).toMatch(/^(Subject|Body), line \d+, column \d+: /);
      expect((error.extensions!.problems as unknown[]).length).toBeGreaterThan(0);
    }
    const missing = errorOf(await call(OPS.save, { input: input({ body: 'Hi {learnerName}, no link' }) }))!;
    expect(missing.message).toBe('Body, line 1, column 26: The body must contain the link "resetLink".');
    expect(await rows()).toEqual([]);
    expect(await audits('PASSWORD_RESET/de')).toHaveLength(audited);
  });

  it('answers CONFLICT when the template was created, changed or reset since it was loaded', async () => {
    const first = await save();
    // Loaded as the default (null), but someone created it meanwhile.
    const created = errorOf(await call(OPS.save, { input: input({ subject: 'Mine' }) }))!;
    expect(created.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { source: 'CUSTOM', subject: 'Neues Passwort für {username}' },
    });
    // Loaded at an older version.
    const second = await save({ subject: 'Theirs', expectedUpdatedAt: first.updatedAt });
    const changed = errorOf(
      await call(OPS.save, { input: input({ subject: 'Mine', expectedUpdatedAt: first.updatedAt }) }),
    )!;
    expect(changed.extensions).toMatchObject({ code: 'CONFLICT', current: { subject: 'Theirs' } });
    // Reset by someone else: the editor's version is gone.
    await call(OPS.reset, { event: 'PASSWORD_RESET', locale: 'de', expectedUpdatedAt: second.updatedAt });
    const reset = errorOf(
      await call(OPS.save, { input: input({ subject: 'Mine', expectedUpdatedAt: second.updatedAt }) }),
    )!;
    expect(reset.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { source: 'DEFAULT', subject: 'Passwort zurücksetzen' },
    });
    expect(await rows()).toEqual([]);
  });
});

describe('reset', () => {
  it('deletes the template, audited, and answers the default; again is harmless', async () => {
    const saved = await save();
    const stale = errorOf(
      await call(OPS.reset, {
        event: 'PASSWORD_RESET',
        locale: 'de',
        expectedUpdatedAt: '2020-01-01T00:00:00.000Z',
      }),
    )!;
    expect(stale.extensions?.code).toBe('CONFLICT');
    expect(await rows()).toHaveLength(1);
    const r = await call<{ resetMailTemplate: Template }>(OPS.reset, {
      event: 'PASSWORD_RESET',
      locale: 'de',
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(r.body.data!.resetMailTemplate).toMatchObject({
      source: 'DEFAULT',
      subject: 'Passwort zurücksetzen',
      updatedAt: null,
    });
    expect(await rows()).toEqual([]);
    const again = await call<{ resetMailTemplate: Template }>(OPS.reset, {
      event: 'PASSWORD_RESET',
      locale: 'de',
      expectedUpdatedAt: saved.updatedAt,
    });
    expect(again.body.data!.resetMailTemplate.source).toBe('DEFAULT');
    const actions = (await audits('PASSWORD_RESET/de')).map((a) => a.action);
    expect(actions.slice(-2)).toEqual(['mailTemplate.create', 'mailTemplate.reset']);
  });
});

describe('preview', () => {
  type Preview = {
    subject: string | null;
    html: string | null;
    text: string | null;
    problems: Array<Record<string, unknown>>;
  };
  const preview = async (over: Record<string, unknown>) =>
    (
      await call<{ previewMailTemplate: Preview }>(OPS.preview, {
        input: { event: 'PASSWORD_RESET', locale: 'de', subject: 'Für {username}', body: BODY, ...over },
      })
    ).body.data!.previewMailTemplate;

  it('renders an unsaved draft with sample data in its locale', async () => {
    const p = await preview({
      body: `${BODY}\n\nGültig {validMinutes, plural, one {# Minute} other {# Minuten}}.`,
    });
    expect(p.problems).toEqual([]);
    expect(p.subject).toBe('Für j.doe');
    expect(p.text).toContain('Hi Alex Morgan,');
    expect(p.text).toContain('Gültig 60 Minuten.');
    expect(p.text).toContain('Sie erhalten diese Mail, weil sie Ihr Konto bei');
    expect(p.html).toContain('lang="de"');
    expect(await rows()).toEqual([]);
  });

  it('answers the problems of a broken draft, with positions, and no mail', async () => {
    const p = await preview({ subject: 'Für {user}', body: 'Hi {learnerName' });
    expect(p).toMatchObject({ subject: null, html: null, text: null });
    expect(p.problems).toEqual([
      expect.objectContaining({
        field: 'subject',
        code: 'UNKNOWN_PLACEHOLDER',
        detail: 'user',
        position: { line: 1, column: 5, offset: 4 },
      }),
      expect.objectContaining({
        field: 'body',
        code: 'INVALID_ICU',
        position: { line: 1, column: 4, offset: 3 },
      }),
    ]);
  });
});

describe('test mail', () => {
  it("queues the template in the edited locale to the caller's own address, with sample data", async () => {
    const r = await call<{
      sendTestMail: { id: string; toAddress: string; status: string; reason: string | null };
    }>(OPS.test, {
      event: 'ASSIGNMENT_DUE_SOON',
      locale: 'sw',
    });
    const answer = r.body.data!.sendTestMail;
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, t.userIds.admin));
    expect(answer).toMatchObject({ toAddress: admin!.email, status: 'QUEUED', reason: null });
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, answer.id));
    expect(row).toMatchObject({
      event: 'ASSIGNMENT_DUE_SOON',
      userId: t.userIds.admin,
      createdBy: t.userIds.admin,
      locale: 'sw',
      isTest: true,
      status: 'QUEUED',
    });
    expect(row!.data).toMatchObject({
      mediumTitle: 'Fire safety basics',
      daysLeft: 3,
      mediumLink: `${t.config.publicUrl}/media`,
    });
  });

  it('says so when the caller has no address', async () => {
    await t.database.db.update(users).set({ email: '' }).where(eq(users.id, t.userIds.admin));
    const r = await call<{ sendTestMail: { status: string; reason: string } }>(OPS.test, {
      event: 'WELCOME',
      locale: 'en',
    });
    expect(r.body.data!.sendTestMail).toMatchObject({
      status: 'NOT_SENT',
      reason: 'Not sent: the recipient has no mail address.',
    });
    const tests = await t.database.db
      .select({ n: count() })
      .from(mailMessages)
      .where(and(eq(mailMessages.isTest, true), eq(mailMessages.event, 'WELCOME')));
    expect(tests[0]!.n).toBe(1);
  });
});
