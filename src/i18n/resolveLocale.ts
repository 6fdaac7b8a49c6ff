export interface LocaleInputs {
  /** The `locale` claim of the signed-in user, if any. */
  userLocale?: string | null;
  /** `navigator.languages` (or `[navigator.language]`), most preferred first. */
  browserLanguages?: readonly string[];
  /** The realm's `default_locale` claim. */
  realmDefault?: string | null;
  /** The configured default locale (specification: `en`). */
  configuredDefault: string;
  /** Locales the user may use (specification: `en`, `de`, `sw`). */
  allowed: readonly string[];
}

const twoLetter = (tag: string) => tag.trim().slice(0, 2).toLowerCase();

/**
 * The specification's order: user locale, the browser's two-letter language, the realm default,
 * the configured default; each only if allowed. Only the browser's preferred language counts, as
 * specified, not its later fallbacks.
 */
export function resolveLocale({
  userLocale,
  browserLanguages = [],
  realmDefault,
  configuredDefault,
  allowed,
}: LocaleInputs): string {
  const browser = browserLanguages[0];
  const candidates = [
    userLocale ? twoLetter(userLocale) : undefined,
    browser ? twoLetter(browser) : undefined,
    realmDefault ? twoLetter(realmDefault) : undefined,
    configuredDefault,
  ];
  const chosen = candidates.find((c): c is string => !!c && allowed.includes(c));
  // A configuration whose default is not itself allowed still needs a working language.
  return chosen ?? allowed[0] ?? configuredDefault;
}
