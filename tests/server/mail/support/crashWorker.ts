// A mail worker in a process of its own, for the crash test: it claims and sends like the real one, but its
// transport stops at a chosen point and tells the parent, which then kills it with SIGKILL.
//   STAGE=accepted: the SMTP server has accepted the mail (250), the worker has not written SENT yet.
//   STAGE=data: half of the message is written in the DATA phase; the rest never comes.
// Env: DATABASE_URL or DATA_DIR, SMTP_URL, MAIL_FROM, CLOCK (ISO instant), STAGE.
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { testConfig } from '../../../../server/config';
import { openDatabase } from '../../../../server/db/client';
import {
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from '../../../../server/api/mail/transport';
import { runMailQueue } from '../../../../server/api/mail/worker';

const env = process.env;
const tell = (message: string) => process.send?.(message);
const forever = () => new Promise<never>(() => {});

async function halfway(smtpUrl: string, mail: OutgoingMail): Promise<string> {
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  const whole = built.message as Buffer;
  const stream = new Readable({ read() {} });
  stream.push(whole.subarray(0, Math.floor(whole.length / 2)));
  const transporter = nodemailer.createTransport(smtpUrl);
  void transporter.sendMail({
    envelope: { from: 'no-reply@academy.example', to: [mail.to.address] },
    raw: stream,
  });
  setTimeout(() => tell('data'), 500);
  return forever();
}

async function main() {
  const config = testConfig({
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Academy <no-reply@academy.example>',
    mailRatePerDomain: 0,
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  const real = createSmtpTransport(env.SMTP_URL!);
  const transport: MailTransport = {
    async send(mail) {
      if (env.STAGE === 'data') return halfway(env.SMTP_URL!, mail);
      await real.send(mail);
      tell('accepted');
      return forever();
    },
    close: () => real.close(),
  };
  const clock = new Date(env.CLOCK!);
  await runMailQueue({ db: database.db, config }, { clock: () => clock, transport });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
