// The language a reader's category names are shown in, on the server, following the app's own order
// (localeMachine): the user's own `locale` claim, else the browser's language (Accept-Language, which
// the browser sends with every call), else the configured default; each only if it is allowed. Shared
// by every area that shows names (catalogue, media management), so they all pick the same language.
import type { YogaInitialContext } from 'graphql-yoga';
import type { ApiContext } from './context';

function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        primary: range.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.primary && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.primary);
}

export function viewerLocale(context: ApiContext): string {
  const { ALLOWED_LOCALES: allowed, DEFAULT_LOCALE: fallback } = context.config.app;
  const claim = context.viewer.claims.locale;
  if (typeof claim === 'string' && allowed.includes(claim)) return claim;
  // yoga merges the request into the context over HTTP; a subscription's context has none.
  const request = (context as Partial<YogaInitialContext>).request;
  const header = request?.headers.get('accept-language')?.slice(0, 500) ?? '';
  return acceptedLanguages(header).find((tag) => allowed.includes(tag)) ?? fallback;
}

export interface Lang {
  locale: string;
  /** A category without a name in `locale` shows its default-locale name. */
  defaultLocale: string;
}

export const langOf = (context: ApiContext): Lang => ({
  locale: viewerLocale(context),
  defaultLocale: context.config.app.DEFAULT_LOCALE,
});
