// Reading templates as the editor and the overview see them: the stored row with its author, else the
// default a mail would use (chooseTemplate in render.ts decides, so the editor shows what mails get).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { mailTemplates } from '../../db/schema/mail';
import { dictionaryLocales } from '../../../src/i18n/locales';
import { MAIL_EVENT_DEFS, MAIL_EVENTS, type MailEvent } from '../../../src/schemas/mailEvents';
import { shippedLocaleFor } from './defaults';
import { chooseTemplate } from './render';

export type MailTemplateSource = 'CUSTOM' | 'DEFAULT' | 'FALLBACK';

export interface LoadedMailTemplate {
  event: MailEvent;
  locale: string;
  category: string;
  source: MailTemplateSource;
  subject: string;
  body: string;
  templateLocale: string;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The (event, locale) row with its author's name, for update. */
export async function storedTemplate(db: Db, event: MailEvent, locale: string, forUpdate = false) {
  const query = db
    .select({
      id: mailTemplates.id,
      event: mailTemplates.event,
      locale: mailTemplates.locale,
      subject: mailTemplates.subject,
      body: mailTemplates.body,
      updatedAt: mailTemplates.updatedAt,
      updatedBy: mailTemplates.updatedBy,
    })
    .from(mailTemplates)
    .where(eq(mailTemplates.event, event));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows.find((r) => r.locale === locale) ?? null;
}

export async function loadMailTemplate(
  db: Db,
  event: MailEvent,
  locale: string,
): Promise<LoadedMailTemplate> {
  const category = MAIL_EVENT_DEFS[event].category;
  const row = await storedTemplate(db, event, locale);
  if (row) {
    const [author] = row.updatedBy
      ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy))
      : [];
    return {
      event,
      locale,
      category,
      source: 'CUSTOM',
      subject: row.subject,
      body: row.body,
      templateLocale: locale,
      updatedAt: row.updatedAt,
      updatedBy: author?.name ?? null,
    };
  }
  const chosen = await chooseTemplate(db, event, locale);
  return {
    event,
    locale,
    category,
    source: chosen.locale === locale ? 'DEFAULT' : 'FALLBACK',
    subject: chosen.subject,
    body: chosen.body,
    templateLocale: chosen.locale,
    updatedAt: null,
    updatedBy: null,
  };
}

/** Every event in every locale of the app, with what mails use now (one query). */
export async function templateSummaries(db: Db) {
  const rows = await db
    .select({ event: mailTemplates.event, locale: mailTemplates.locale, updatedAt: mailTemplates.updatedAt })
    .from(mailTemplates);
  const stored = new Map(rows.map((r) => [`${r.event}/${r.locale}`, r.updatedAt]));
  return MAIL_EVENTS.flatMap((event) =>
    dictionaryLocales.map((locale) => {
      const updatedAt = stored.get(`${event}/${locale}`) ?? null;
      const source: MailTemplateSource = updatedAt
        ? 'CUSTOM'
        : shippedLocaleFor(locale) === locale
          ? 'DEFAULT'
          : 'FALLBACK';
      return { event, locale, category: MAIL_EVENT_DEFS[event].category, source, updatedAt };
    }),
  );
}

/** What the audit log keeps of a template. */
export const auditOf = (t: { subject: string; body: string } | null) =>
  t ? { subject: t.subject, body: t.body } : null;
