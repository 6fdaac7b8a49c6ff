// Small reads and writes of the page itself, kept out of the machines.
export interface PageLocation {
  path: string;
  search: string;
}

export const currentLocation = (): PageLocation => ({
  path: globalThis.location?.pathname ?? '/',
  search: globalThis.location?.search ?? '',
});

export const browserLanguage = (): string | null =>
  globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language ?? null;

const AUTH_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/** The search string without the authorization response's parameters. */
export function stripAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const p of AUTH_PARAMS) params.delete(p);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Removes the authorization response from the address bar without a navigation. */
export function cleanAuthResponseFromUrl(): void {
  const { pathname, search, hash } = globalThis.location;
  globalThis.history.replaceState(
    globalThis.history.state,
    '',
    `${pathname}${stripAuthParams(search)}${hash}`,
  );
}

export function reloadPage(): void {
  globalThis.location.reload();
}

/** What the app machine needs to know about the page it starts in. */
export interface PageEnvironment {
  location: PageLocation;
  embedded: boolean;
  browserLanguage: string | null;
  /** Origins the browser reports for the parent page, unchecked. */
  parentOriginCandidates: string[];
}

export function readPageEnvironment(): PageEnvironment {
  let embedded: boolean;
  try {
    embedded = globalThis.self !== globalThis.top;
  } catch {
    // A cross-origin top throws on access: that too means we are framed.
    embedded = true;
  }
  const candidates: string[] = [];
  const ancestor = globalThis.location?.ancestorOrigins?.[0];
  if (ancestor) candidates.push(ancestor);
  const referrer = globalThis.document?.referrer;
  if (referrer) {
    try {
      candidates.push(new URL(referrer).origin);
    } catch {
      // An unparsable referrer is simply no candidate.
    }
  }
  return {
    location: currentLocation(),
    embedded,
    browserLanguage: browserLanguage(),
    parentOriginCandidates: candidates,
  };
}

// Scripts written right to left; none of the dictionaries we ship is one, but a configured locale may be.
const RTL_LANGUAGES = new Set(['ar', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export const textDirection = (locale: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(locale.slice(0, 2).toLowerCase()) ? 'rtl' : 'ltr';

/** `<html lang dir>` for the language the page shows: screen readers and hyphenation read them. */
export function setDocumentLanguage(locale: string): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.lang = locale;
  root.dir = textDirection(locale);
}
