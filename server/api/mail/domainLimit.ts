// The per-domain rate limit: at most `perMinute` mails to one recipient domain within any minute, counted
// from what the table says was sent (so it holds across runs and servers). Claimed rows over the limit go
// back to their queue untouched (the claim's attempt is taken back) and wait until the domain's oldest
// send of the minute has aged out; the next run after that (the minute's tick) sends them.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ClaimedMail } from './worker';

export const RATE_WINDOW_MS = 60_000;

export const domainOf = (address: string) => (address.split('@').pop() ?? '').trim().toLowerCase();

export async function limitByDomain(
  db: Db,
  claimed: ClaimedMail[],
  now: Date,
  perMinute: number,
): Promise<ClaimedMail[]> {
  if (perMinute <= 0) return claimed;
  const domains = [...new Set(claimed.map((m) => domainOf(m.toAddress)))];
  const since = new Date(now.getTime() - RATE_WINDOW_MS).toISOString();
  const result = await db.execute(sql`
    select lower(split_part(to_address, '@', 2)) as domain, count(*)::int as n, min(sent_at) as oldest
    from mail_messages
    where status = 'SENT' and sent_at > ${since}::timestamptz
      and lower(split_part(to_address, '@', 2)) in (${sql.join(
        domains.map((d) => sql`${d}`),
        sql`, `,
      )})
    group by 1`);
  const rows = (result as unknown as { rows: { domain: string; n: number; oldest: string | Date }[] }).rows;
  const used = new Map(rows.map((r) => [r.domain, Number(r.n)]));
  const oldest = new Map(rows.map((r) => [r.domain, new Date(r.oldest)]));
  const allowed: ClaimedMail[] = [];
  const over: ClaimedMail[] = [];
  for (const mail of claimed) {
    const domain = domainOf(mail.toAddress);
    const n = used.get(domain) ?? 0;
    if (n < perMinute) {
      used.set(domain, n + 1);
      allowed.push(mail);
    } else over.push(mail);
  }
  for (const mail of over) {
    const from = oldest.get(domainOf(mail.toAddress)) ?? now;
    const next = new Date(Math.max(from.getTime() + RATE_WINDOW_MS, now.getTime() + 1000));
    await db.execute(sql`
      update mail_messages
      set status = ${mail.was === 'SENDING' ? 'QUEUED' : mail.was}, attempts = attempts - 1, claimed_at = null,
          next_attempt_at = ${next.toISOString()}::timestamptz
      where id = ${mail.id}::uuid and status = 'SENDING'`);
  }
  return allowed;
}
