// The mail log's retention: after MAIL_RETENTION_DAYS a mail's bodies and data are deleted (they hold names,
// links and whatever the event carried); the metadata stays for good (who, which event, when, its fate, the
// subject), and purged_at says the bodies are gone. A mail still waiting by then is never sent: it is
// marked NOT_SENT with the reason. A row a worker holds right now (SENDING) is left for the next day.
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { PURGED_REASON } from './worker';

export async function purgeMailBodies(
  deps: { db: Db; config: Pick<ServerConfig, 'mailRetentionDays'> },
  now: Date = new Date(),
): Promise<{ purged: number }> {
  const cutoff = new Date(now.getTime() - deps.config.mailRetentionDays * 24 * 60 * 60 * 1000);
  const result = await deps.db.execute(sql`
    update mail_messages
    set html = null, text = null, data = null, purged_at = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz,
        last_error = case when status in ('QUEUED', 'DEFERRED') then ${PURGED_REASON} else last_error end,
        status = case when status in ('QUEUED', 'DEFERRED') then 'NOT_SENT' else status end
    where created_at < ${cutoff.toISOString()}::timestamptz and purged_at is null and status <> 'SENDING'
    returning id`);
  return { purged: (result as unknown as { rows: unknown[] }).rows.length };
}
