// The shipped mail texts by locale (src/schemas/mailEvents.ts MAIL_DEFAULT_LOCALES); any other locale uses
// English. "Reset to default" deletes an administrator's row, so these are what a mail falls back to.
import type { MailDefaultLocale, ShippedLocale, ShippedTemplate } from './types';
import type { MailEvent } from '../../../../src/schemas/mailEvents';
import { de } from './de';
import { en } from './en';
import { sw } from './sw';

export type { ShippedLocale, ShippedTemplate, FooterTexts } from './types';

export const SHIPPED: Record<MailDefaultLocale, ShippedLocale> = { en, de, sw };

/** The shipped locale that serves `locale` (its language's, else English), e.g. `de-CH` → `de`, `fr` → `en`. */
export function shippedLocaleFor(locale: string): MailDefaultLocale {
  const language = locale.toLowerCase().split(/[-_]/)[0]!;
  return language in SHIPPED ? (language as MailDefaultLocale) : 'en';
}

export const shippedTemplate = (event: MailEvent, locale: string): ShippedTemplate =>
  SHIPPED[shippedLocaleFor(locale)].templates[event];
