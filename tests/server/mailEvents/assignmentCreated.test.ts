// createAssignment queues one ASSIGNMENT_CREATED per learner it reaches, in its own transaction: a unit's
// learners and a person named directly, once for someone reached both ways, in each one's language, with
// the due day, the author and the learner's page of the item; a refused assignment queues nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { mailMessages } from '../../../server/db/schema/mail';
import { assignmentNotices } from '../../../server/db/schema/assignments';
import {
  ASSIGNMENT_OPS as OPS,
  noticesOf,
  startAssignmentsApi,
  type AssignmentsApi,
} from '../api/assignmentsHarness';
import { mailsOf, PUBLIC_URL } from './support';

let t: AssignmentsApi;
beforeAll(async () => {
  t = await startAssignmentsApi();
});
afterAll(async () => {
  await t?.close();
});

describe('ASSIGNMENT_CREATED', () => {
  it('is queued once per learner reached, through the unit or by name', async () => {
    const db = t.database.db;
    await db.update(users).set({ locale: 'de' }).where(eq(users.id, t.serviceUser));
    const res = await t.call<{ createAssignment: { id: string } }>('admin', OPS.create, {
      input: {
        itemType: 'PATH',
        itemId: t.pathId,
        unitIds: [String(t.unitIds.customerService)],
        // Also in Customer Service: reached twice, told once.
        userIds: [t.serviceUser, t.salesUser],
        dueOn: '2099-06-30',
      },
    });
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data!.createAssignment.id;
    const reached = (await noticesOf(t, id)).map((n) => n.userId).sort();
    expect(reached).toContain(t.serviceUser);
    expect(reached).toContain(t.salesUser);

    const mails = await mailsOf(db, 'ASSIGNMENT_CREATED');
    expect(mails.map((m) => m.userId).sort()).toEqual(reached);
    const [sam] = mails.filter((m) => m.userId === t.serviceUser);
    const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, t.userIds.admin));
    expect([sam!.locale, sam!.status, sam!.data]).toEqual([
      'de',
      'QUEUED',
      {
        mediumTitle: 'Onboarding path',
        assignedBy: admin!.name,
        dueDate: '2099-06-30T12:00:00.000Z',
        hasDueDate: 'yes',
        mediumLink: `${PUBLIC_URL}/media?path=${t.pathId}`,
      },
    ]);
    // Each notice records its mail.
    const notices = await db
      .select({ mailedAt: assignmentNotices.mailedAt })
      .from(assignmentNotices)
      .where(eq(assignmentNotices.assignmentId, id));
    expect(notices.every((n) => n.mailedAt instanceof Date)).toBe(true);
  });

  it('says when there is no due day, and links a medium to its player', async () => {
    const db = t.database.db;
    const before = (await mailsOf(db, 'ASSIGNMENT_CREATED', t.salesUser)).length;
    const res = await t.call<{ createAssignment: { id: string } }>('admin', OPS.create, {
      input: { itemType: 'MEDIUM', itemId: t.mediumId, userIds: [t.salesUser] },
    });
    expect(res.body.errors).toBeUndefined();
    const mails = await mailsOf(db, 'ASSIGNMENT_CREATED', t.salesUser);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.data).toMatchObject({
      mediumTitle: 'Fire safety',
      hasDueDate: 'no',
      mediumLink: `${PUBLIC_URL}/media?play=${t.mediumId}`,
    });
  });

  it('queues nothing for an assignment that is refused', async () => {
    const db = t.database.db;
    const before = await db.select({ id: mailMessages.id }).from(mailMessages);
    const res = await t.call('manager', OPS.create, {
      input: { itemType: 'MEDIUM', itemId: t.mediumId, unitIds: [String(t.unitIds.sales)], dueDays: 5 },
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db.select({ id: mailMessages.id }).from(mailMessages)).toEqual(before);
  });
});
