// What the mail events tests read back: the outbox rows, and a person to send to.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { mailMessages, mailOptOuts } from '../../../server/db/schema/mail';

export const PUBLIC_URL = 'http://localhost:4000';

export async function mailsOf(db: Db, event: string, userId?: string) {
  return db
    .select()
    .from(mailMessages)
    .where(
      userId === undefined
        ? eq(mailMessages.event, event)
        : and(eq(mailMessages.event, event), eq(mailMessages.userId, userId)),
    )
    .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
}

export async function addLearner(
  db: Db,
  name: string,
  options: { locale?: string | null; timeZone?: string | null; roles?: string[] } = {},
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      passwordHash: 'x',
      name,
      email: `${name}@example.org`,
      roles: options.roles ?? ['LEARNER'],
      locale: options.locale ?? null,
      timeZone: options.timeZone ?? null,
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function optOut(db: Db, userId: string, category: 'REMINDERS' | 'DIGESTS'): Promise<void> {
  await db.insert(mailOptOuts).values({ userId, category });
}

/** Runs `work` in a transaction that is then rolled back. */
export async function inRolledBack(db: Db, work: (tx: Db) => Promise<unknown>): Promise<void> {
  const rollback = new Error('roll back');
  await expectRejects(
    db.transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw rollback;
    }),
    rollback,
  );
}

async function expectRejects(promise: Promise<unknown>, error: Error) {
  try {
    await promise;
  } catch (caught) {
    if (caught === error) return;
    throw caught;
  }
  throw new Error('the transaction was not rolled back');
}
