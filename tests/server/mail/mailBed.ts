// A migrated database with the demo accounts, a real SMTP recorder on loopback and helpers to queue mail
// and run the worker with a clock the test moves.
import { eq } from 'drizzle-orm';
import { testConfig, type ServerConfig } from '../../../server/config';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { mailMessages, type MailMessageRow } from '../../../server/db/schema/mail';
import { seedDemoCore } from '../../../server/db/seed';
import { openTestDatabase } from '../../../server/db/testing';
import { queueMail, type MailToQueue } from '../../../server/api/mail/outbox';
import { runMailQueue, type MailRunOptions } from '../../../server/api/mail/worker';
import { startSmtpRecorder, type SmtpRecorder } from '../../support/smtpRecorder';

// Rows are queued at the real time (the column's default): the worker's clock starts an hour after it,
// whatever this file's tests take.
export const T0 = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
export const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

export const assignmentData = {
  mediumTitle: 'Fire safety basics',
  assignedBy: 'Alex Morgan',
  dueDate: '2026-04-01T00:00:00.000Z',
  hasDueDate: 'yes',
  mediumLink: 'http://localhost:4000/media/fire-safety',
};

export interface MailBed {
  database: Database;
  db: Db;
  config: ServerConfig;
  smtp: SmtpRecorder;
  userIds: Record<string, string>;
  queue(username: string, mail?: Partial<MailToQueue>): Promise<string>;
  run(at: Date, options?: MailRunOptions): ReturnType<typeof runMailQueue>;
  row(id: string): Promise<MailMessageRow>;
  close(): Promise<void>;
}

export async function startMailBed(overrides: Partial<ServerConfig> = {}): Promise<MailBed> {
  const smtp = await startSmtpRecorder();
  const config = testConfig({
    smtpUrl: smtp.url,
    mailFrom: 'Academy <no-reply@academy.example>',
    mailRatePerDomain: 0,
    ...overrides,
  });
  const database = await openTestDatabase();
  const { db } = database;
  await seedDemoCore(db);
  const userIds: Record<string, string> = {};
  for (const row of await db.select({ id: users.id, username: users.username }).from(users))
    userIds[row.username] = row.id;
  return {
    database,
    db,
    config,
    smtp,
    userIds,
    async queue(username, mail = {}) {
      const id = await db.transaction((tx) =>
        queueMail(tx, {
          event: 'ASSIGNMENT_CREATED',
          userId: userIds[username]!,
          data: assignmentData,
          ...mail,
        }),
      );
      return id!;
    },
    run: (at, options = {}) => runMailQueue({ db, config }, { clock: () => at, ...options }),
    async row(id) {
      const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      return row!;
    },
    async close() {
      await smtp.close();
      await database.close();
    },
  };
}
