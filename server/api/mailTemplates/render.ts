// The contract the mail worker calls (server/api/mail/): one queued mail's subject, HTML and plain text,
// rendered with the template current at send time. The template is the administrator's for (event, locale),
// else the shipped default of that locale, else English (the administrator's English if changed). The
// preview and the test mail use renderTemplate with a draft.
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { mailTemplates } from '../../db/schema/mail';
import { units } from '../../db/schema/units';
import {
  MAIL_EVENT_DEFS,
  OPTIONAL_MAIL_CATEGORIES,
  type MailData,
  type MailEvent,
} from '../../../src/schemas/mailEvents';
import { validateMailTemplate } from '../../../src/schemas/mailTemplate';
import { SHIPPED, shippedLocaleFor } from './defaults';
import { formatBody, formatLine, MailRenderError } from './format';
import { layoutMail, type Branding } from './layout';

export { MailRenderError } from './format';

export type RenderConfig = Pick<ServerConfig, 'publicUrl' | 'organisationName'> & {
  app?: Pick<ServerConfig['app'], 'DEFAULT_LOCALE'>;
};

export interface MailToRender {
  event: MailEvent;
  /** The recipient's locale; null: the server's default locale. */
  locale: string | null;
  /** The event's own placeholders as queued (the common ones are added here). */
  data: MailData;
  /** The unit whose logo and colour the mail carries; null: the default unit's. */
  unitId: number | null;
  /** The recipient's name ({learnerName}). */
  toName: string;
  /** Dates are written in this time zone (the recipient's); UTC when absent. */
  timeZone?: string | null;
  /** A test mail says so at its top. */
  isTest?: boolean;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  templateSource: 'DEFAULT' | 'CUSTOM';
  templateLocale: string;
}

export interface TemplateChoice {
  subject: string;
  body: string;
  source: 'DEFAULT' | 'CUSTOM';
  /** The locale the template is written in (its language decides the footer's and the dates' language). */
  locale: string;
}

const DEFAULT_COLOUR = '#5761ee';
const HEX = /^#[0-9a-f]{6}$/i;

/** The custom template for (event, locale), else the shipped one of the locale, else English. */
export async function chooseTemplate(db: Db, event: MailEvent, locale: string): Promise<TemplateChoice> {
  const custom = async (l: string) =>
    (
      await db
        .select({ subject: mailTemplates.subject, body: mailTemplates.body })
        .from(mailTemplates)
        .where(and(eq(mailTemplates.event, event), eq(mailTemplates.locale, l)))
    )[0];
  const own = await custom(locale);
  if (own) return { ...own, source: 'CUSTOM', locale };
  const shipped = shippedLocaleFor(locale);
  if (shipped === locale) return { ...SHIPPED[shipped].templates[event], source: 'DEFAULT', locale };
  const english = shipped === 'en' ? await custom('en') : undefined;
  if (english) return { ...english, source: 'CUSTOM', locale: 'en' };
  return { ...SHIPPED[shipped].templates[event], source: 'DEFAULT', locale: shipped };
}

/** The unit's logo and colour, each else the default unit's, else the app's colour and no logo. */
export async function brandingFor(db: Db, config: RenderConfig, unitId: number | null): Promise<Branding> {
  const rows = await db
    .select({ id: units.id, logoUrl: units.logoUrl, color: units.color, isDefault: units.isDefault })
    .from(units)
    .where(unitId === null ? eq(units.isDefault, true) : eq(units.id, unitId));
  const unit = rows[0];
  const fallback =
    unitId === null || unit?.isDefault
      ? undefined
      : (
          await db
            .select({ logoUrl: units.logoUrl, color: units.color })
            .from(units)
            .where(eq(units.isDefault, true))
        )[0];
  const logo = unit?.logoUrl || fallback?.logoUrl || null;
  const colour = [unit?.color, fallback?.color].find((c) => c && HEX.test(c)) ?? DEFAULT_COLOUR;
  return { name: config.organisationName, logoUrl: absoluteLogo(config, logo), colour: colour.toLowerCase() };
}

function absoluteLogo(config: RenderConfig, logo: string | null): string | null {
  if (!logo) return null;
  try {
    const url = new URL(logo, `${config.publicUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface RenderTemplateInput {
  event: MailEvent;
  template: TemplateChoice;
  data: MailData;
  toName: string;
  branding: Branding;
  timeZone?: string | null;
  isTest?: boolean;
}

/** Renders a given template (stored, shipped or an editor's draft); refuses one that does not validate. */
export async function renderTemplate(
  config: RenderConfig,
  input: RenderTemplateInput,
): Promise<RenderedMail> {
  const { event, template } = input;
  const problems = validateMailTemplate(event, template);
  if (problems.length > 0) {
    const p = problems[0]!;
    throw new MailRenderError(
      `The ${template.source === 'CUSTOM' ? 'stored' : 'shipped'} ${template.locale} template of ${event} is invalid (${p.field}, line ${p.position.line}, column ${p.position.column}): ${p.message}`,
    );
  }
  const texts = SHIPPED[shippedLocaleFor(template.locale)].footer;
  const data: MailData = {
    ...input.data,
    learnerName: input.toName,
    organisationName: config.organisationName,
    appLink: config.publicUrl,
  };
  const format = { event, locale: template.locale, timeZone: validTimeZone(input.timeZone), data };
  const subject = formatLine({ ...format, source: template.subject });
  const body = formatBody({ ...format, source: template.body });
  const category = MAIL_EVENT_DEFS[event].category;
  const why = texts.why[category].replaceAll('{organisationName}', config.organisationName);
  const optional = (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(category);
  const profile = `${config.publicUrl}/my-profile`;
  const html = await layoutMail({
    lang: template.locale,
    subject,
    blocks: body.blocks,
    branding: input.branding,
    footer: {
      why,
      optOut: optional ? { sentence: texts.optOut, label: texts.optOutLink, href: profile } : null,
      testNotice: input.isTest ? texts.testNotice : null,
    },
  });
  const footerText = [why, optional ? `${texts.optOut}\n${texts.optOutLink}: ${profile}` : null]
    .filter(Boolean)
    .join('\n');
  const text = [input.isTest ? texts.testNotice : null, body.text, '-- ', footerText]
    .filter((part) => part !== null)
    .join('\n\n')
    .replace('\n\n-- \n\n', '\n\n-- \n');
  return { subject, html, text, templateSource: template.source, templateLocale: template.locale };
}

function validTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** One queued mail, rendered; throws MailRenderError when its template or data cannot make a mail. */
export async function renderMail(db: Db, config: RenderConfig, mail: MailToRender): Promise<RenderedMail> {
  const locale = mail.locale || config.app?.DEFAULT_LOCALE || 'en';
  const template = await chooseTemplate(db, mail.event, locale);
  const branding = await brandingFor(db, config, mail.unitId);
  return renderTemplate(config, {
    event: mail.event,
    template,
    data: mail.data,
    toName: mail.toName,
    branding,
    timeZone: mail.timeZone,
    isTest: mail.isTest,
  });
}
