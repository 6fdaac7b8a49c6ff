// What a user may choose on the profile screen. The app shows the same lists.
import type { ServerConfig } from '../../config';
import { badUserInput } from '../errors';
import type { MyProfileInput } from '../generated/resolvers';

export const THEMES = ['default', 'dark'] as const;
export const DATE_FORMATS = ['dd.MM.yyyy', 'yyyy-MM-dd', 'MM/dd/yyyy', 'dd/MM/yyyy', 'd. MMMM yyyy'] as const;

export interface ProfileChange {
  locale: string | null;
  theme: string;
  dateFormat: string | null;
}

/** Returns the normalised change or throws BAD_USER_INPUT naming the first wrong field. */
export function validateProfile(input: MyProfileInput, config: ServerConfig): ProfileChange {
  const locale = input.locale ?? null;
  const allowed = config.app.ALLOWED_LOCALES;
  if (locale !== null && !allowed.includes(locale)) {
    throw badUserInput(
      'locale',
      `Language "${locale}" is not available. Choose one of ${allowed.join(', ')}, or none to follow the browser.`,
    );
  }
  if (!(THEMES as readonly string[]).includes(input.theme)) {
    throw badUserInput('theme', `Theme "${input.theme}" does not exist. Choose ${THEMES.join(' or ')}.`);
  }
  const dateFormat = input.dateFormat ?? null;
  if (dateFormat !== null && !(DATE_FORMATS as readonly string[]).includes(dateFormat)) {
    throw badUserInput(
      'dateFormat',
      `Date format "${dateFormat}" is not supported. Choose one of ${DATE_FORMATS.join(', ')}, or none for the default.`,
    );
  }
  return { locale, theme: input.theme, dateFormat };
}
