// The editor's draft (subject and body) and how it relates to a loaded template and to the API's refusals.
import { AdminApiError } from '../admin/adminErrors';
import type { MailTemplatePosition } from '../../schemas/mailTemplate';
import type { LoadedMailTemplate, MailTemplateDraft } from './mailTemplateActors';

export const draftOf = (t: LoadedMailTemplate): MailTemplateDraft => ({ subject: t.subject, body: t.body });
export const sameDraft = (a: MailTemplateDraft, b: MailTemplateDraft) =>
  a.subject === b.subject && a.body === b.body;
export const isLoaded = (v: unknown): v is LoadedMailTemplate =>
  typeof v === 'object' && v !== null && 'event' in v && 'subject' in v && 'body' in v && 'source' in v;

/** The position a BAD_USER_INPUT names, so the editor marks the server's refusal like its own. */
export function serverPosition(error: unknown): MailTemplatePosition | undefined {
  const bad = error instanceof AdminApiError ? error.find('BAD_USER_INPUT') : undefined;
  const position = bad?.extensions?.position as Partial<MailTemplatePosition> | undefined;
  return typeof position?.line === 'number' && typeof position.column === 'number'
    ? { line: position.line, column: position.column, offset: position.offset ?? 0 }
    : undefined;
}
