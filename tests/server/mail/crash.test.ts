// A worker killed mid-send (SIGKILL, a process of its own) and a new one started: the mail is delivered
// exactly once, counted as the receiver does, by Message-ID. Killed after the server's 250 but before SENT
// was written, the new worker sends it again with the same Message-ID (the receiver keeps one); killed in
// the middle of DATA, the server never accepted it and the new worker's send is the only one.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import { openDatabase, type Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { mailMessages } from '../../../server/db/schema/mail';
import { seedDemoCore } from '../../../server/db/seed';
import { queueMail } from '../../../server/api/mail/outbox';
import { MAIL_LEASE_MS, runMailQueue } from '../../../server/api/mail/worker';
import { startSmtpRecorder, type SmtpRecorder } from '../../support/smtpRecorder';
import { assignmentData, T0 } from './mailBed';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIL_FROM = 'Academy <no-reply@academy.example>';

interface Place {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** Where both processes find the database: a PostgreSQL database of its own, or a PGlite folder. */
async function place(): Promise<Place> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `lms_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString() }),
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lms-mail-crash-'));
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Starts the worker process and kills it with SIGKILL once it reports `stage`. */
function runAndKill(env: Record<string, string>, stage: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'support/crashWorker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env, STAGE: stage },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker never reached ${stage}`));
    }, 60_000);
    child.on('message', (message) => {
      if (message === stage) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the worker ended on its own (${code})`));
    });
  });
}

let smtp: SmtpRecorder | undefined;
let where: Place | undefined;
afterEach(async () => {
  await smtp?.close();
  await where?.drop();
});

describe('a worker killed mid-send', () => {
  for (const stage of ['accepted', 'data'] as const) {
    it(
      `delivers exactly once after a kill ${stage === 'accepted' ? 'right after the 250' : 'during DATA'}`,
      { timeout: 120_000 },
      async () => {
        smtp = await startSmtpRecorder();
        where = await place();
        let database = await where.open();
        await seedDemoCore(database.db);
        const [learner] = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, 'learner'));
        const id = (await database.db.transaction((tx) =>
          queueMail(tx, { event: 'ASSIGNMENT_CREATED', userId: learner!.id, data: assignmentData }),
        ))!;
        await database.close();

        await runAndKill({ ...where.env, SMTP_URL: smtp.url, MAIL_FROM, CLOCK: T0.toISOString() }, stage);
        if (stage === 'accepted') expect(smtp.received).toHaveLength(1);
        else expect(smtp.received).toHaveLength(0);

        database = await where.open();
        const config = testConfig({ smtpUrl: smtp.url, mailFrom: MAIL_FROM, mailRatePerDomain: 0 });
        const [held] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        expect(held!.status).toBe('SENDING');
        expect(held!.messageId).toBe(`<${id}@academy.example>`);
        // The lease still runs: a new worker leaves the row alone.
        const early = await runMailQueue(
          { db: database.db, config },
          { clock: () => new Date(T0.getTime() + 60_000) },
        );
        expect(early.sent).toBe(0);
        // The lease has expired: the new worker takes the row back and sends it with the same Message-ID.
        const later = new Date(T0.getTime() + MAIL_LEASE_MS + 1000);
        expect((await runMailQueue({ db: database.db, config }, { clock: () => later })).sent).toBe(1);
        const [row] = await database.db.select().from(mailMessages).where(eq(mailMessages.id, id));
        await database.close();
        expect(row!.status).toBe('SENT');
        expect(row!.messageId).toBe(held!.messageId);
        const received = await smtp.waitFor(stage === 'accepted' ? 2 : 1);
        expect(new Set(received.map((m) => m.messageId))).toEqual(new Set([held!.messageId]));
        expect(smtp.received).toHaveLength(stage === 'accepted' ? 2 : 1);
      },
    );
  }
});
