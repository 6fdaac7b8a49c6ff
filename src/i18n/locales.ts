// Locales with a dictionary in public/assets/i18n. Which of them a user may pick is configuration
// (the specification allows en, de, sw); this list only says which files exist.
export const dictionaryLocales = [
  'cs',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'hu',
  'it',
  'ja',
  'nl',
  'pt',
  'ru',
  'sl',
  'sv',
  'sw',
  'tr',
  'vi',
  'zh',
] as const;

export type DictionaryLocale = (typeof dictionaryLocales)[number];

export const isDictionaryLocale = (value: string): value is DictionaryLocale =>
  (dictionaryLocales as readonly string[]).includes(value);
