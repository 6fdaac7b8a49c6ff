// The checks every mail template call makes before it touches anything: a known event, one of the app's
// locales, and a template the shared rules accept (refused with the first problem's field and position,
// every problem in extensions.problems, so the editor can mark each spot).
import { createGraphQLError } from 'graphql-yoga';
import { isDictionaryLocale } from '../../../src/i18n/locales';
import { isMailEvent, type MailEvent } from '../../../src/schemas/mailEvents';
import { validateMailTemplate, type MailTemplateInput } from '../../../src/schemas/mailTemplate';
import { badUserInput } from '../errors';

export function checkEvent(event: string): MailEvent {
  if (!isMailEvent(event)) throw badUserInput('event', `"${event}" is not a mail event.`);
  return event;
}

export function checkLocale(locale: string): string {
  if (!isDictionaryLocale(locale)) throw badUserInput('locale', `"${locale}" is not a language of the app.`);
  return locale;
}

/** The template's first problem as BAD_USER_INPUT; nothing when it is valid. */
export function checkTemplate(event: MailEvent, input: MailTemplateInput): void {
  const problems = validateMailTemplate(event, input);
  const first = problems[0];
  if (!first) return;
  throw createGraphQLError(
    `${first.field === 'subject' ? 'Subject' : 'Body'}, line ${first.position.line}, column ${first.position.column}: ${first.message}`,
    {
      extensions: {
        code: 'BAD_USER_INPUT',
        field: first.field,
        position: first.position,
        problems,
      },
    },
  );
}
