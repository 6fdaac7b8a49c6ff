// queueMails (many recipients in one statement; queueMail is it for one) applies the outbox's rules to each:
// the recipient's first unit, address, name and locale, NOT_SENT with the reason for one who turned the kind
// off (unless it is a test mail), one without an address and one erased; a recipient that does not exist is
// skipped (null); a rollback keeps none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { mailMessages } from '../../../server/db/schema/mail';
import { queueMail, queueMails, type MailToQueue } from '../../../server/api/mail/outbox';
import { addLearner, inRolledBack, optOut } from './support';

let database: Database;
let db: Db;
const people: string[] = [];
const data = { mediumTitle: 'T', dueDate: '2026-03-10T12:00:00.000Z', daysLeft: 2, mediumLink: 'http://x/m' };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const made = await db
    .insert(units)
    .values([
      { key: 'b', name: 'B', displayedId: 'U-b' },
      { key: 'a', name: 'A', displayedId: 'U-a' },
    ])
    .returning({ id: units.id });
  const plain = await addLearner(db, 'plain', { locale: 'de' });
  await db.insert(userUnits).values(made.map((u) => ({ userId: plain, unitId: u.id })));
  const off = await addLearner(db, 'off');
  await optOut(db, off, 'REMINDERS');
  const noMail = await addLearner(db, 'nomail');
  await db.update(users).set({ email: '  ' }).where(eq(users.id, noMail));
  const erased = await addLearner(db, 'erased');
  await db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, erased));
  people.push(plain, off, noMail, erased);
});

afterAll(() => database.close());

const shape = async (ids: string[]) =>
  (await db.select().from(mailMessages).where(inArray(mailMessages.id, ids))).map((m) => ({
    userId: m.userId,
    unitId: m.unitId,
    toAddress: m.toAddress,
    toName: m.toName,
    locale: m.locale,
    status: m.status,
    lastError: m.lastError,
    data: m.data,
  }));

describe('queueMails', () => {
  it('applies the rules to each recipient, in the order given', async () => {
    const mails: MailToQueue[] = people.map((userId) => ({ event: 'ASSIGNMENT_DUE_SOON', userId, data }));
    const bulk = await queueMails(db, [
      ...mails,
      { event: 'ASSIGNMENT_DUE_SOON', userId: '00000000-0000-4000-8000-000000000000', data },
    ]);
    expect(bulk).toHaveLength(5);
    expect(bulk[4]).toBeNull();
    const rows = await shape(bulk.slice(0, 4) as string[]);
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    const [firstUnit] = await db
      .select({ id: units.id })
      .from(userUnits)
      .innerJoin(units, eq(units.id, userUnits.unitId))
      .where(eq(userUnits.userId, people[0]!))
      .orderBy(units.id)
      .limit(1);
    expect(byUser.get(people[0]!)).toEqual({
      userId: people[0],
      unitId: firstUnit!.id,
      toAddress: 'plain@example.org',
      toName: 'plain',
      locale: 'de',
      status: 'QUEUED',
      lastError: null,
      data,
    });
    expect(people.slice(1).map((id) => [byUser.get(id)!.status, byUser.get(id)!.lastError])).toEqual([
      ['NOT_SENT', 'Not sent: the recipient unsubscribed from this kind of mail.'],
      ['NOT_SENT', 'Not sent: the recipient has no mail address.'],
      ['NOT_SENT', 'Not sent: the recipient has no mail address.'],
    ]);
    // Its ids are in the order of the input.
    const [second] = await db.select().from(mailMessages).where(eq(mailMessages.id, bulk[1]!));
    expect(second!.userId).toBe(people[1]);
  });

  it('sends a test mail to someone who turned the kind off, in the locale asked for, with its sender', async () => {
    const id = await queueMail(db, {
      event: 'ASSIGNMENT_DUE_SOON',
      userId: people[1]!,
      data,
      isTest: true,
      locale: 'sw',
      createdBy: people[0]!,
    });
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(row).toMatchObject({
      status: 'QUEUED',
      lastError: null,
      locale: 'sw',
      isTest: true,
      createdBy: people[0],
    });
  });

  it('keeps nothing when the transaction rolls back', async () => {
    const before = (await db.select({ id: mailMessages.id }).from(mailMessages)).length;
    await inRolledBack(db, (tx) =>
      queueMails(tx, [{ event: 'ASSIGNMENT_DUE_SOON', userId: people[0]!, data }]),
    );
    expect(await db.select({ id: mailMessages.id }).from(mailMessages)).toHaveLength(before);
  });
});
