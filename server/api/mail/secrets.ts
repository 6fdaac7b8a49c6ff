// A welcome or password-reset mail carries a link that sets the account's password. Only its recipient may
// see it: the mail log shows such mails with the link hidden, and once the mail has reached its end (sent,
// failed, not sent) the worker removes the link from the stored message and data, so the database keeps no
// usable link either (password_tokens holds only its hash). Such a mail is never resent: a new link is asked
// for on the sign-in page instead.
import { sql } from 'drizzle-orm';
import {
  MAIL_EVENT_DEFS,
  placeholdersOf,
  type MailData,
  type MailEvent,
} from '../../../src/schemas/mailEvents';
import type { Db } from '../../db/client';

/** What stands where a hidden link was. */
export const HIDDEN_LINK = '[link hidden: only its recipient may use it]';

export const carriesSecrets = (event: string): boolean =>
  event in MAIL_EVENT_DEFS && MAIL_EVENT_DEFS[event as MailEvent].category === 'SECURITY';

/** The link values of a security mail's data (not the app's own address, which is no secret). */
function secretLinks(event: string, data: MailData | null): string[] {
  if (!data || !carriesSecrets(event)) return [];
  return placeholdersOf(event as MailEvent)
    .filter((p) => p.kind === 'LINK' && p.name !== 'appLink')
    .map((p) => data[p.name])
    .filter((v): v is string => typeof v === 'string' && v.length > 0 && v !== HIDDEN_LINK);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hide(text: string | null, links: string[]): string | null {
  if (text === null) return null;
  let out = text;
  for (const link of links) out = out.split(link).join(HIDDEN_LINK).split(escapeHtml(link)).join(HIDDEN_LINK);
  return out;
}

/** The message as an administrator may see it: a security mail's links hidden. */
export function withSecretsHidden<
  T extends { event: string; data: MailData | null; html: string | null; text: string | null },
>(row: T): T {
  const links = secretLinks(row.event, row.data);
  if (links.length === 0) return row;
  return { ...row, html: hide(row.html, links), text: hide(row.text, links) };
}

/** Removes a finished security mail's links from its stored message and data (nothing for other mails). */
export async function forgetSecrets(
  db: Db,
  mail: { id: string; event: string; data: MailData | null; html: string | null; text: string | null },
): Promise<void> {
  const links = secretLinks(mail.event, mail.data);
  if (links.length === 0) return;
  const hidden = withSecretsHidden(mail);
  const data = Object.fromEntries(
    Object.entries(mail.data!).map(([k, v]) => [k, links.includes(v as string) ? HIDDEN_LINK : v]),
  );
  await db.execute(sql`
    update mail_messages set html = ${hidden.html}, text = ${hidden.text}, data = ${JSON.stringify(data)}::jsonb
    where id = ${mail.id}::uuid and status in ('SENT', 'FAILED', 'NOT_SENT')`);
}
