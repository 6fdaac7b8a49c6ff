// The shape of a locale's shipped mail texts: a template per event, and the layout's footer sentences.
import type { MAIL_DEFAULT_LOCALES } from '../../../../src/schemas/mailEvents';
import type { MailCategory, MailEvent } from '../../../../src/schemas/mailEvents';

export interface ShippedTemplate {
  subject: string;
  body: string;
}

export interface FooterTexts {
  /** Why the recipient gets a mail of this category; `{organisationName}` is filled in. */
  why: Record<MailCategory, string>;
  /** For the optional categories: where to turn them off, and the link's label. */
  optOut: string;
  optOutLink: string;
  /** Shown above the text of a test mail from the template editor. */
  testNotice: string;
}

export interface ShippedLocale {
  templates: Record<MailEvent, ShippedTemplate>;
  footer: FooterTexts;
}

export type MailDefaultLocale = (typeof MAIL_DEFAULT_LOCALES)[number];
