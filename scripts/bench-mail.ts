// `npm run bench:mail`: the mail queue's throughput. BENCH_MAILS (1,000) mails of every event in en, de and
// sw are queued on PGlite (or, with DATABASE_URL, a throw-away database on that server), then the worker's
// own run renders each (ICU + MJML) and hands it over SMTP to a loopback recorder (smtp-server, parsing
// what it receives). Prints mails per second from the first claim until the last one is SENT and received.
// Not part of CI.
import { sql } from 'drizzle-orm';
import { testConfig } from '../server/config';
import { mailMessages } from '../server/db/schema/mail';
import { users } from '../server/db/schema/core';
import { seedDemoCore } from '../server/db/seed';
import { openTestDatabase } from '../server/db/testing';
import { sampleMailData } from '../server/api/mailTemplates/sampleData';
import { runMailQueue } from '../server/api/mail/worker';
import { MAIL_EVENTS } from '../src/schemas/mailEvents';
import { startSmtpRecorder } from '../tests/support/smtpRecorder';

const COUNT = Number(process.env.BENCH_MAILS ?? 1000);
const LOCALES = ['en', 'de', 'sw'];

async function main() {
  if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const smtp = await startSmtpRecorder();
  const config = testConfig({
    smtpUrl: smtp.url,
    mailFrom: 'Academy <no-reply@academy.example>',
    mailRatePerDomain: 0,
  });
  const database = await openTestDatabase();
  try {
    await seedDemoCore(database.db);
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    const rows = Array.from({ length: COUNT }, (_, i) => {
      const event = MAIL_EVENTS[i % MAIL_EVENTS.length]!;
      return {
        event,
        userId: user!.id,
        toAddress: `learner${i}@example.org`,
        toName: `Learner ${i}`,
        locale: LOCALES[i % LOCALES.length]!,
        data: sampleMailData(event, config),
      };
    });
    for (let i = 0; i < rows.length; i += 250)
      await database.db.insert(mailMessages).values(rows.slice(i, i + 250));
    console.log(`bench:mail — ${COUNT} mails queued on ${database.kind}; sending to ${smtp.url}`);
    const started = performance.now();
    const run = await runMailQueue({ db: database.db, config });
    await smtp.waitFor(COUNT, 600_000);
    const seconds = (performance.now() - started) / 1000;
    const distinct = new Set(smtp.received.map((m) => m.messageId)).size;
    const result = await database.db.execute(
      sql`select count(*)::int as n from mail_messages where status = 'SENT'`,
    );
    const sent = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    console.log(`sent ${run.sent}, deferred ${run.deferred}, failed ${run.failed}; rows SENT ${sent}`);
    console.log(`received ${smtp.received.length} mails, ${distinct} distinct Message-IDs`);
    console.log(
      `${seconds.toFixed(1)} s: ${(COUNT / seconds).toFixed(1)} mails per second (rendered and handed to SMTP)`,
    );
  } finally {
    await smtp.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
