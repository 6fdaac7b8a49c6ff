// The profile's mail settings: every signed-in person reads and changes only their own optional kinds
// (REMINDERS, DIGESTS); any other category is refused on the field with nothing written; queueMail honours
// the choice (NOT_SENT for the kind turned off, service mails still queued).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailMessages, mailOptOuts } from '../../../server/db/schema/mail';
import { queueMail } from '../../../server/api/mail/outbox';
import { gql, startTestApi, type TestApi } from './harness';

const READ = 'query { myMailPreferences { category enabled } }';
const SET = `mutation ($category: String!, $enabled: Boolean!) {
  setMyMailPreference(category: $category, enabled: $enabled) { category enabled } }`;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const optOutsOf = (userId: string) =>
  t.database.db
    .select({ category: mailOptOuts.category })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));

describe('mail preferences', () => {
  it('are all on until the person turns one off', async () => {
    const res = await gql(t.api, READ, { token: t.tokens.learner });
    expect(res.body).toEqual({
      data: {
        myMailPreferences: [
          { category: 'REMINDERS', enabled: true },
          { category: 'DIGESTS', enabled: true },
        ],
      },
    });
  });

  it('turns a kind off and on again, for the caller only', async () => {
    const off = await gql(t.api, SET, {
      token: t.tokens.learner,
      variables: { category: 'DIGESTS', enabled: false },
    });
    expect(off.body.data).toEqual({
      setMyMailPreference: [
        { category: 'REMINDERS', enabled: true },
        { category: 'DIGESTS', enabled: false },
      ],
    });
    expect(await optOutsOf(t.userIds.learner)).toEqual([{ category: 'DIGESTS' }]);
    // Twice is the same as once.
    await gql(t.api, SET, { token: t.tokens.learner, variables: { category: 'DIGESTS', enabled: false } });
    expect(await optOutsOf(t.userIds.learner)).toEqual([{ category: 'DIGESTS' }]);
    // Another person's settings are untouched.
    const coach = await gql(t.api, READ, { token: t.tokens.coach });
    expect(coach.body.data).toEqual({
      myMailPreferences: [
        { category: 'REMINDERS', enabled: true },
        { category: 'DIGESTS', enabled: true },
      ],
    });
    const on = await gql(t.api, SET, {
      token: t.tokens.learner,
      variables: { category: 'DIGESTS', enabled: true },
    });
    expect(on.body.data).toEqual({
      setMyMailPreference: [
        { category: 'REMINDERS', enabled: true },
        { category: 'DIGESTS', enabled: true },
      ],
    });
    expect(await optOutsOf(t.userIds.learner)).toEqual([]);
  });

  it.each(['SECURITY', 'SERVICE', 'reminders', '', 'NEWS_DIGEST'])(
    'refuses the category %j on the field and writes nothing',
    async (category) => {
      const res = await gql(t.api, SET, {
        token: t.tokens.learner,
        variables: { category, enabled: false },
      });
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'category' });
      expect(res.body.errors?.[0]?.message).toMatch(/security and service mails always go/);
      expect(await optOutsOf(t.userIds.learner)).toEqual([]);
    },
  );

  it('needs a signed-in caller', async () => {
    const res = await gql(t.api, READ);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('decides what queueMail does: the kind turned off is logged NOT_SENT, service mail still goes', async () => {
    const db = t.database.db;
    await gql(t.api, SET, { token: t.tokens.coach, variables: { category: 'REMINDERS', enabled: false } });
    const data = {
      mediumTitle: 'X',
      dueDate: '2026-03-10T12:00:00.000Z',
      mediumLink: 'http://localhost:4000/media',
    };
    const reminder = await queueMail(db, {
      event: 'ASSIGNMENT_DUE_SOON',
      userId: t.userIds.coach,
      data: { ...data, daysLeft: 2 },
    });
    const digest = await queueMail(db, {
      event: 'NEWS_DIGEST',
      userId: t.userIds.coach,
      data: { newsCount: 1, newsTitles: 'A', newsLink: 'http://localhost:4000/dashboard' },
    });
    const service = await queueMail(db, {
      event: 'ASSIGNMENT_CREATED',
      userId: t.userIds.coach,
      data: { ...data, assignedBy: 'Admin', hasDueDate: 'yes' },
    });
    const status = async (id: string | null) =>
      (await db.select().from(mailMessages).where(eq(mailMessages.id, id!)))[0]!.status;
    expect([await status(reminder), await status(digest), await status(service)]).toEqual([
      'NOT_SENT',
      'QUEUED',
      'QUEUED',
    ]);
  });
});
