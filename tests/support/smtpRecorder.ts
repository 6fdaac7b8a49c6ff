// A real SMTP server on loopback for tests, benchmarks and the browser suite: it speaks SMTP (the smtp-server
// package), parses what it receives (mailparser: both parts, headers) and keeps it. Its answers can be
// scripted, so a test can make it refuse: `answer(421)` refuses the next message temporarily, `answer(550)`
// permanently; unscripted messages are accepted with 250. With `dir`, every accepted message is also written
// there as <n>.json, so processes other than the one running the server (Playwright's workers) can read them.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header, lower-case names, as the parser read them (structured headers as strings). */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface SmtpRecorder {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Scripts the answers to the next messages, in order (421, 450: temporary; 550, 554: permanent). */
  answer(...codes: number[]): void;
  /** Resolves once `count` messages were accepted in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** How many messages were refused by a scripted answer. */
  refused(): number;
  close(): Promise<void>;
}

const texts: Record<number, string> = {
  421: 'Service not available, try again later',
  450: 'Mailbox busy, try again later',
  451: 'Local error, try again later',
  550: 'Mailbox unavailable: no such user',
  552: 'Message too large',
  554: 'Transaction failed',
};

export async function startSmtpRecorder(options: { dir?: string } = {}): Promise<SmtpRecorder> {
  const received: ReceivedMail[] = [];
  const script: number[] = [];
  let refusedCount = 0;
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = script.shift();
        if (code !== undefined && code !== 250) {
          refusedCount += 1;
          const error = new Error(texts[code] ?? 'Refused') as Error & { responseCode: number };
          error.responseCode = code;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const [name, value] of parsed.headers)
              headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              headers,
              receivedAt: new Date().toISOString(),
            };
            received.push(mail);
            if (options.dir)
              writeFileSync(
                path.join(options.dir, `${String(received.length).padStart(6, '0')}.json`),
                JSON.stringify(mail),
              );
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {
    // A client that hangs up mid-message (a worker killed mid-send) is not the recorder's failure.
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    answer: (...codes) => script.push(...codes),
    refused: () => refusedCount,
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + timeoutMs;
        const check = () => {
          if (received.length >= count) return resolve(received.slice());
          if (Date.now() > deadline)
            return reject(new Error(`Expected ${count} mails, received ${received.length}`));
          setTimeout(check, 50);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The mails a recorder started with `dir` has written (for processes other than the recorder's). */
export function readRecordedMails(dir: string): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as ReceivedMail);
}
