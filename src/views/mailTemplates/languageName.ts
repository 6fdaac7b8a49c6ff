// A language's name in the reader's language (Intl), e.g. "German" / "Deutsch" for `de`.
import { useIntl } from 'react-intl';

export function useLanguageName() {
  const intl = useIntl();
  const names = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return (locale: string) => names.of(locale) ?? locale;
}
