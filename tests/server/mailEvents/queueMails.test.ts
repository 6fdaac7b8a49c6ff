// queueMails (many recipients in one statement) writes what queueMail writes for each of them: the same
// unit, address, name, locale, status and reason, for a plain recipient, one who turned the kind off, one
// without an address, one erased; a recipient that does not exist is skipped (null); a rollback keeps none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { units, userUnits } from '../../../server/db/schema/units';
import { mailMessages } from '../../../server/db/schema/mail';
import { queueMail, queueMails, type BulkMail } from '../../../server/api/mail/outbox';
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
  it('writes for each recipient exactly what queueMail writes', async () => {
    const mails: BulkMail[] = people.map((userId) => ({ event: 'ASSIGNMENT_DUE_SOON', userId, data }));
    const bulk = await queueMails(db, [
      ...mails,
      { event: 'ASSIGNMENT_DUE_SOON', userId: '00000000-0000-4000-8000-000000000000', data },
    ]);
    expect(bulk).toHaveLength(5);
    expect(bulk[4]).toBeNull();
    const single: string[] = [];
    for (const mail of mails) single.push((await queueMail(db, mail))!);
    const byUser = (rows: Awaited<ReturnType<typeof shape>>) =>
      rows.sort((a, b) => people.indexOf(a.userId!) - people.indexOf(b.userId!));
    const bulkRows = byUser(await shape(bulk.slice(0, 4) as string[]));
    expect(bulkRows).toEqual(byUser(await shape(single)));
    expect(bulkRows.map((r) => r.status)).toEqual(['QUEUED', 'NOT_SENT', 'NOT_SENT', 'NOT_SENT']);
    expect(bulkRows[0]!.locale).toBe('de');
    expect(bulkRows[0]!.unitId).not.toBeNull();
    // Its ids are in the order of the input.
    const [first] = await db.select().from(mailMessages).where(eq(mailMessages.id, bulk[1]!));
    expect(first!.userId).toBe(people[1]);
  });

  it('keeps nothing when the transaction rolls back', async () => {
    const before = (await db.select({ id: mailMessages.id }).from(mailMessages)).length;
    await inRolledBack(db, (tx) =>
      queueMails(tx, [{ event: 'ASSIGNMENT_DUE_SOON', userId: people[0]!, data }]),
    );
    expect(await db.select({ id: mailMessages.id }).from(mailMessages)).toHaveLength(before);
  });
});
