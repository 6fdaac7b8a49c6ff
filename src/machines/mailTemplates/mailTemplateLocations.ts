// Where the mail template screens live in the URL: the overview at /mailtemplates (`?locale=` picks the
// language it shows) and one template at `?edit=<EVENT>&locale=<locale>`.
import { isDictionaryLocale } from '../../i18n/locales';
import { isMailEvent, type MailEvent } from '../../schemas/mailEvents';

export const MAIL_TEMPLATES_PATH = '/mailtemplates';

const href = (params: URLSearchParams) => {
  const text = params.toString();
  return `${MAIL_TEMPLATES_PATH}${text ? `?${text}` : ''}`;
};

/** The overview, in the language the address names (the editor's own language when one was open). */
export const listHref = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('edit');
  return href(params);
};

export const editHref = (event: string, locale: string) => href(new URLSearchParams({ edit: event, locale }));

export type MailTemplatePage =
  | { page: 'list'; locale: string | null }
  | { page: 'edit'; event: MailEvent; locale: string }
  | { page: 'unknown' };

export function pageOf(search: string): MailTemplatePage {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  const locale = params.get('locale');
  if (edit === null) return { page: 'list', locale: locale && isDictionaryLocale(locale) ? locale : null };
  if (!isMailEvent(edit) || !locale || !isDictionaryLocale(locale)) return { page: 'unknown' };
  return { page: 'edit', event: edit, locale };
}
