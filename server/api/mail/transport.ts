// The SMTP side of the mail worker: one nodemailer transport to SMTP_URL per worker run, and the sorting of
// its failures into the two kinds the queue cares about. A 5xx answer is permanent (the server will never
// take this mail: FAILED, no more tries); a 4xx answer, a timeout or a connection that could not be made is
// temporary (DEFERRED, tried again later). The worker takes the transport as a dependency, so tests can hold a
// send in flight and kill the process around it.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`, the same on every retry of one row. */
  messageId: string;
}

export interface MailTransport {
  /** Resolves with the server's answer once it accepted the mail; rejects with a SendFailure. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

interface NodemailerError {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/** Sorts a nodemailer error: the SMTP answer when there is one, else the connection's error. */
export function sendFailureOf(error: unknown): SendFailure {
  const e = (error ?? {}) as NodemailerError;
  const answer = (e.response ?? '').trim();
  if (typeof e.responseCode === 'number') {
    const text = answer || `${e.responseCode} ${e.message ?? ''}`.trim();
    return new SendFailure(text.slice(0, 1000), e.responseCode >= 500);
  }
  const reason = `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`;
  return new SendFailure(`Could not reach the mail server (${reason})`.slice(0, 1000), false);
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // A pool of a few connections: a run with many mails does not open one connection per mail. Timeouts well
  // under the worker's lease, so a hung server ends as a temporary failure rather than a stale lease.
  const transporter = nodemailer.createTransport(smtpUrl, {
    pool: true,
    maxConnections: 3,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } as never);
  return {
    async send(mail) {
      try {
        const info = (await transporter.sendMail({
          from: mail.from,
          to: { name: mail.to.name, address: mail.to.address },
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
        })) as { response?: string };
        return info.response ?? '250 OK';
      } catch (error) {
        throw sendFailureOf(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** The domain of `MAIL_FROM` ("LMS <no-reply@example.org>" -> example.org), for Message-IDs. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}
