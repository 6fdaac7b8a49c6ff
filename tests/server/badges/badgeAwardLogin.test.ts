// Sign-in badges: counted once per provider session however often the app asks, awarded once, never for
// an archived badge, never announced for a rolled-back transaction; a badge made later reaches the people
// who already qualify (backfillBadge).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { badges } from '../../../server/db/schema/credentials';
import { awardBadgesOnLogin, backfillBadge } from '../../../server/api/badges/award';
import { gql, signToken, startTestApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, Q } from '../learning/fixtures';
import { addBadge, awardsOf, flush, recordAwardEvents } from './badgeAwardHelpers';

let t: TestApi;
let first = '';
let tenth = '';
let archivedFirst = '';

beforeAll(async () => {
  t = await startTestApi();
  first = await addBadge(t.database, { name: 'First sign-in', rule: 'LOGIN_COUNT', threshold: 1 });
  tenth = await addBadge(t.database, { name: 'Tenth sign-in', rule: 'LOGIN_COUNT', threshold: 10 });
  archivedFirst = await addBadge(t.database, {
    name: 'Old first sign-in',
    rule: 'LOGIN_COUNT',
    threshold: 1,
    archived: true,
  });
});
afterAll(() => t.close());

const signIn = async (userId: string, sessionState: string, aliases = 1) => {
  const token = await signToken(t.config, t.keys, { sub: userId, roles: ['LEARNER'], sessionState });
  const fields = Array.from({ length: aliases }, (_, i) => `a${i}: updateCountUserLogin`).join(' ');
  const res = await gql<{ user: Record<string, number> }>(t.api, `mutation { user { ${fields} } }`, {
    token,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.user;
};
const loginCount = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.loginCount;

describe('sign-in badges', () => {
  it('240 aliases of updateCountUserLogin in one request count one sign-in and award the 1st-sign-in badge once', async () => {
    const person = await addLearner(t, 'aliases');
    const recorder = recordAwardEvents();
    const counts = await signIn(person.id, 'session-a', 240);
    await flush();
    recorder.stop();
    expect(Object.keys(counts)).toHaveLength(240);
    expect(new Set(Object.values(counts))).toEqual(new Set([1]));
    expect(await loginCount(person.id)).toBe(1);
    const awards = await awardsOf(t.database, person.id);
    expect(awards.map((a) => a.badgeId)).toEqual([first]);
    expect(recorder.events).toEqual([
      { type: 'badgeAwarded', awardId: awards[0]!.id, badgeId: first, userId: person.id },
    ]);
  });

  it('a second provider session counts again, and earns nothing twice', async () => {
    const person = await addLearner(t, 'twice');
    await signIn(person.id, 'session-1', 3);
    const recorder = recordAwardEvents();
    await signIn(person.id, 'session-2', 3);
    await signIn(person.id, 'session-1');
    await flush();
    recorder.stop();
    expect(await loginCount(person.id)).toBe(2);
    expect((await awardsOf(t.database, person.id)).map((a) => a.badgeId)).toEqual([first]);
    expect(recorder.events).toEqual([]);
  });

  it('the 10th counted sign-in earns the 10th-sign-in badge, once', async () => {
    const person = await addLearner(t, 'tenth');
    await t.database.db.update(users).set({ loginCount: 8 }).where(eq(users.id, person.id));
    await signIn(person.id, 's9');
    expect(await awardsOf(t.database, person.id, tenth)).toEqual([]);
    const recorder = recordAwardEvents();
    await signIn(person.id, 's10');
    await signIn(person.id, 's11');
    await flush();
    recorder.stop();
    expect(await awardsOf(t.database, person.id, tenth)).toHaveLength(1);
    expect(recorder.events.map((e) => e.badgeId)).toEqual([tenth]);
  });

  it('two sign-ins at once (two sessions) award the badge once and announce it once', async () => {
    const person = await addLearner(t, 'concurrent');
    const recorder = recordAwardEvents();
    await Promise.all([signIn(person.id, 'tab-1'), signIn(person.id, 'tab-2')]);
    // And the awarding itself raced directly, in two transactions.
    await Promise.all(
      [2, 2].map((count) => t.database.db.transaction((tx) => awardBadgesOnLogin(tx, person.id, count))),
    );
    await flush();
    recorder.stop();
    expect(await loginCount(person.id)).toBe(2);
    expect(await awardsOf(t.database, person.id, first)).toHaveLength(1);
    expect(recorder.events.filter((e) => e.userId === person.id)).toHaveLength(1);
  });

  it('never awards an archived badge', async () => {
    const person = await addLearner(t, 'archived');
    await signIn(person.id, 'only');
    expect(await awardsOf(t.database, person.id, archivedFirst)).toEqual([]);
  });

  it('a rolled-back transaction keeps no award and announces nothing', async () => {
    const person = await addLearner(t, 'rollback');
    const recorder = recordAwardEvents();
    await expect(
      t.database.db.transaction(async (tx) => {
        await awardBadgesOnLogin(tx, person.id, 1);
        expect(await awardsOf({ ...t.database, db: tx }, person.id)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await flush();
    recorder.stop();
    expect(await awardsOf(t.database, person.id)).toEqual([]);
    expect(recorder.events).toEqual([]);
  });

  it('a revoked award is not earned again', async () => {
    const person = await addLearner(t, 'revoked');
    await signIn(person.id, 'r1');
    const [award] = await awardsOf(t.database, person.id, first);
    const { badgeAwards } = await import('../../../server/db/schema/credentials');
    await t.database.db
      .update(badgeAwards)
      .set({ revokedAt: new Date(), revokedReason: 'Shared account' })
      .where(eq(badgeAwards.id, award!.id));
    await signIn(person.id, 'r2');
    const after = await awardsOf(t.database, person.id, first);
    expect(after).toHaveLength(1);
    expect(after[0]!.revokedReason).toBe('Shared account');
  });
});

describe('backfillBadge', () => {
  it('awards a new badge to every active person who already qualifies, and only once', async () => {
    const busy = await addLearner(t, 'busy');
    const quiet = await addLearner(t, 'quiet');
    const gone = await addLearner(t, 'gone');
    await t.database.db.update(users).set({ loginCount: 60 }).where(eq(users.id, busy.id));
    await t.database.db.update(users).set({ loginCount: 3 }).where(eq(users.id, quiet.id));
    await t.database.db
      .update(users)
      .set({ loginCount: 70, isActive: false, deactivatedAt: new Date() })
      .where(eq(users.id, gone.id));
    const fiftieth = await addBadge(t.database, { name: 'Fiftieth', rule: 'LOGIN_COUNT', threshold: 50 });
    const recorder = recordAwardEvents();
    const count = await t.database.db.transaction((tx) => backfillBadge(tx, fiftieth));
    expect(await t.database.db.transaction((tx) => backfillBadge(tx, fiftieth))).toBe(0);
    await flush();
    recorder.stop();
    expect(count).toBe(1);
    expect(await awardsOf(t.database, busy.id, fiftieth)).toHaveLength(1);
    expect(await awardsOf(t.database, quiet.id, fiftieth)).toEqual([]);
    expect(await awardsOf(t.database, gone.id, fiftieth)).toEqual([]);
    expect(recorder.events.map((e) => [e.userId, e.badgeId])).toEqual([[busy.id, fiftieth]]);
  });

  it('does nothing for an archived badge', async () => {
    const person = await addLearner(t, 'archivedBackfill');
    await t.database.db.update(users).set({ loginCount: 5 }).where(eq(users.id, person.id));
    const badge = await addBadge(t.database, { name: 'Archived 2', rule: 'LOGIN_COUNT', threshold: 2 });
    await t.database.db.update(badges).set({ archivedAt: new Date() }).where(eq(badges.id, badge));
    expect(await t.database.db.transaction((tx) => backfillBadge(tx, badge))).toBe(0);
  });
});

describe('the next sign-in catches up', () => {
  it('awards a completion badge made after the completion, and a medium badge, at the next sign-in', async () => {
    const person = await addLearner(t, 'catchUp');
    const mediaId = await addMedium(t.database, { title: 'Done before the badge' });
    await gql(t.api, Q.enrol, { token: person.token, variables: { mediaId } });
    const done = await gql(t.api, Q.done, { token: person.token, variables: { mediaId } });
    expect(done.body.errors).toBeUndefined();
    const firstDone = await addBadge(t.database, { name: 'First completion', rule: 'FIRST_COMPLETION' });
    const mediumBadge = await addBadge(t.database, { name: 'That medium', rule: 'MEDIUM', mediaId });
    const otherMedium = await addBadge(t.database, {
      name: 'Another medium',
      rule: 'MEDIUM',
      mediaId: await addMedium(t.database, { title: 'Not done' }),
    });
    expect(await awardsOf(t.database, person.id, firstDone)).toEqual([]);
    const recorder = recordAwardEvents();
    await signIn(person.id, 'next');
    await flush();
    recorder.stop();
    expect(new Set((await awardsOf(t.database, person.id)).map((a) => a.badgeId))).toEqual(
      new Set([first, firstDone, mediumBadge]),
    );
    expect(await awardsOf(t.database, person.id, otherMedium)).toEqual([]);
    expect(recorder.events).toHaveLength(3);
    // Archived again so the other tests' people do not meet them.
    await t.database.db.update(badges).set({ archivedAt: new Date() }).where(eq(badges.id, firstDone));
  });
});
