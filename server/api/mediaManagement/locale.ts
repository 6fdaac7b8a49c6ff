// The language category names and paths are shown in: the same rule as the category tree's own readers
// (the user's locale claim, else the browser's language, else the default), kept in one place there.
import type { ApiContext } from '../context';
import { viewerLocale } from '../categories/locale';

export interface Lang {
  locale: string;
  /** A category without a name in `locale` shows its default-locale name. */
  defaultLocale: string;
}

export const langOf = (context: ApiContext): Lang => ({
  locale: viewerLocale(context),
  defaultLocale: context.config.app.DEFAULT_LOCALE,
});
