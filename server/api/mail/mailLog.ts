// The mail log's list: every mail, searched in recipient and subject, filtered by status, event and the time
// it was queued, sorted and paged on the server. The bodies are left out of the list (they are the heavy
// part); one mail's page reads them (mailMessage).
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { mailMessages, MAIL_STATUSES, type MailMessageRow } from '../../db/schema/mail';
import { badUserInput } from '../errors';
import type { MailLogFilter, MailLogSort, QueryResolvers } from '../generated/resolvers';

const PAGE_MAX = 100;

/** The columns a list row needs: everything but the bodies and data. */
export const listColumns = {
  id: mailMessages.id,
  event: mailMessages.event,
  userId: mailMessages.userId,
  toAddress: mailMessages.toAddress,
  toName: mailMessages.toName,
  locale: mailMessages.locale,
  templateLocale: mailMessages.templateLocale,
  templateSource: mailMessages.templateSource,
  subject: mailMessages.subject,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  nextAttemptAt: mailMessages.nextAttemptAt,
  lastError: mailMessages.lastError,
  messageId: mailMessages.messageId,
  isTest: mailMessages.isTest,
  resendOf: mailMessages.resendOf,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
  purgedAt: mailMessages.purgedAt,
};

export type MailListRow = Omit<
  MailMessageRow,
  'html' | 'text' | 'data' | 'unitId' | 'claimedAt' | 'createdBy' | 'updatedAt'
>;

/** The API's shape: a next try only for mail still waiting for one. */
export const mailOut = (row: MailListRow & { html?: string | null; text?: string | null }) => ({
  ...row,
  nextAttemptAt: row.status === 'QUEUED' || row.status === 'DEFERRED' ? row.nextAttemptAt : null,
  html: row.html ?? null,
  text: row.text ?? null,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function mailLogCondition(filter: MailLogFilter | null | undefined): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const search = filter?.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(
      or(
        ilike(mailMessages.toAddress, like),
        ilike(mailMessages.toName, like),
        ilike(mailMessages.subject, like),
      ),
    );
  }
  if (filter?.statuses?.length) {
    filter.statuses.forEach((status, index) => {
      if (!(MAIL_STATUSES as readonly string[]).includes(status))
        throw badUserInput(`filter.statuses.${index}`, `Unknown mail status ${status}.`);
    });
    parts.push(inArray(mailMessages.status, filter.statuses as MailMessageRow['status'][]));
  }
  if (filter?.event) parts.push(eq(mailMessages.event, filter.event));
  if (filter?.from) parts.push(gte(mailMessages.createdAt, new Date(filter.from)));
  if (filter?.to) parts.push(lt(mailMessages.createdAt, new Date(filter.to)));
  return parts.length ? and(...parts) : undefined;
}

const SORT_COLUMNS: Record<MailLogSort, SQL> = {
  CREATED: sql`${mailMessages.createdAt}`,
  SENT: sql`${mailMessages.sentAt}`,
  RECIPIENT: sql`lower(${mailMessages.toAddress})`,
  STATUS: sql`${mailMessages.status}`,
};

export const mailLog: QueryResolvers['mailLog'] = async (
  _parent,
  { filter, sort, direction, offset, first },
  { db, config },
) => {
  const start = offset ?? 0;
  const size = first ?? 25;
  if (!Number.isInteger(start) || start < 0 || start > 1_000_000)
    throw badUserInput('offset', 'offset must be between 0 and 1000000.');
  if (!Number.isInteger(size) || size < 1 || size > PAGE_MAX)
    throw badUserInput('first', `first must be between 1 and ${PAGE_MAX}.`);
  const condition = mailLogCondition(filter);
  const by = direction === 'ASC' ? asc : desc;
  // The id as the last key, so pages never overlap when the sort key ties; mails never sent sort last.
  const key = SORT_COLUMNS[sort ?? 'CREATED'];
  const order =
    sort === 'SENT' ? [sql`${key} ${direction === 'ASC' ? sql`asc` : sql`desc`} nulls last`] : [by(key)];
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(mailMessages)
      .where(condition)
      .orderBy(...order, by(mailMessages.id))
      .offset(start)
      .limit(size),
    db.select({ n: count() }).from(mailMessages).where(condition),
  ]);
  const n = total?.n ?? 0;
  return {
    messages: rows.map(mailOut),
    total: n,
    offset: start,
    hasMore: start + rows.length < n,
    smtpConfigured: Boolean(config.smtpUrl),
  };
};
