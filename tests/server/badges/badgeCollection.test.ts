// The holder's collection (myBadges) and the live notice (myBadgeAwards over a real graphql-ws socket):
// progress numbers, the viewer's language, downloads from the Open Badges URLs, only the viewer's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { users } from '../../../server/db/schema/core';
import { badgeAwards } from '../../../server/db/schema/credentials';
import { bridgeAchievements } from '../../../server/api/achievements/bridge';
import { awardBadgesOnLogin } from '../../../server/api/badges/award';
import { openBadgeUrls } from '../../../server/api/openBadges/urls';
import { gql, signToken, startSocketApi, type SocketApi, type TestApi } from '../api/harness';
import { addLearner, addMedium, Q } from '../learning/fixtures';
import { addPath } from '../learning/pathFixtures';
import { addBadge, awardsOf, flush } from './badgeAwardHelpers';

let socket: SocketApi;
let t: TestApi;
let unbridge = () => {};
type Key =
  | 'mediumA'
  | 'mediumB'
  | 'mediumC'
  | 'path'
  | 'first'
  | 'tenth'
  | 'five'
  | 'firstDone'
  | 'mediumBadgeB'
  | 'mediumBadgeC'
  | 'pathBadge'
  | 'archived';
const ids = {} as Record<Key, string>;

const BADGE = 'id name description criteria imageUrl kind rule threshold';
const MY_BADGES = `query { myBadges {
  earned { awardId awardedAt revoked revokedReason badge { ${BADGE} } downloads { json jwt png svg v2Png } }
  open { badge { id name rule } progress { current target } } } }`;

type Earned = {
  awardId: string;
  revoked: boolean;
  revokedReason: string | null;
  badge: Record<string, unknown>;
  downloads: Record<string, string>;
};
type Open = {
  badge: { id: string; name: string; rule: string };
  progress: { current: number; target: number };
};

const myBadges = async (token: string, headers: Record<string, string> = {}) => {
  const res = await gql<{ myBadges: { earned: Earned[]; open: Open[] } }>(t.api, MY_BADGES, {
    token,
    headers,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.myBadges;
};

beforeAll(async () => {
  socket = await startSocketApi();
  t = socket.t;
  unbridge = bridgeAchievements({ pubsub: t.api.pubsub, jobs: t.jobs });
  const mediaIds = [];
  for (const title of ['A', 'B', 'C']) mediaIds.push(await addMedium(t.database, { title }));
  ids.mediumA = mediaIds[0]!;
  ids.mediumB = mediaIds[1]!;
  ids.mediumC = mediaIds[2]!;
  ids.path = (
    await addPath(t.database, { title: 'P', sections: [{ title: 'S', media: [ids.mediumA, ids.mediumB] }] })
  ).id;
  ids.first = await addBadge(t.database, {
    name: 'First sign-in',
    rule: 'LOGIN_COUNT',
    threshold: 1,
    translations: { de: { name: 'Erste Anmeldung', description: 'Willkommen' } },
  });
  ids.tenth = await addBadge(t.database, { name: 'Tenth sign-in', rule: 'LOGIN_COUNT', threshold: 10 });
  ids.five = await addBadge(t.database, { name: 'Five completions', rule: 'COMPLETIONS', threshold: 5 });
  ids.firstDone = await addBadge(t.database, { name: 'First completion', rule: 'FIRST_COMPLETION' });
  ids.mediumBadgeB = await addBadge(t.database, { name: 'Medium B', rule: 'MEDIUM', mediaId: ids.mediumB });
  ids.mediumBadgeC = await addBadge(t.database, { name: 'Medium C', rule: 'MEDIUM', mediaId: ids.mediumC });
  ids.pathBadge = await addBadge(t.database, { name: 'Path P', rule: 'PATH', pathId: ids.path });
  ids.archived = await addBadge(t.database, {
    name: 'Archived',
    rule: 'LOGIN_COUNT',
    threshold: 2,
    archived: true,
  });
});
afterAll(async () => {
  unbridge();
  await socket.close();
});

describe('myBadges', () => {
  it('shows earned badges with downloads and open ones with progress numbers', async () => {
    const person = await addLearner(t, 'collector');
    await t.database.db.update(users).set({ loginCount: 7 }).where(eq(users.id, person.id));
    await t.database.db.transaction((tx) => awardBadgesOnLogin(tx, person.id, 7));
    for (const mediaId of [ids.mediumA]) {
      await gql(t.api, Q.enrol, { token: person.token, variables: { mediaId } });
      await gql(t.api, Q.done, { token: person.token, variables: { mediaId } });
    }
    // Begun, not done: medium B (its badge is open at 0 of 1) and the path (50 %).
    await gql(t.api, Q.enrol, { token: person.token, variables: { mediaId: ids.mediumB } });
    await gql(t.api, 'mutation e($id: ID!) { enrolInPath(pathId: $id) { progress } }', {
      token: person.token,
      variables: { id: ids.path },
    });
    const { earned, open } = await myBadges(person.token);
    const [firstAward] = await awardsOf(t.database, person.id, ids.first);
    const urls = openBadgeUrls(t.config);
    expect(earned.map((e) => e.badge.name).sort()).toEqual(['First completion', 'First sign-in']);
    expect(earned.find((e) => e.badge.id === ids.first)).toEqual({
      awardId: firstAward!.id,
      awardedAt: expect.any(String),
      revoked: false,
      revokedReason: null,
      badge: {
        id: ids.first,
        name: 'First sign-in',
        description: 'First sign-in: description',
        criteria: 'First sign-in: criteria',
        imageUrl: urls.image(ids.first, 'png'),
        kind: 'SYSTEM',
        rule: 'LOGIN_COUNT',
        threshold: 1,
      },
      downloads: {
        json: `${urls.credential(firstAward!.id)}.json`,
        jwt: `${urls.credential(firstAward!.id)}.jwt`,
        png: `${urls.credential(firstAward!.id)}.png`,
        svg: `${urls.credential(firstAward!.id)}.svg`,
        v2Png: `${urls.v2Assertion(firstAward!.id)}.png`,
      },
    });
    // Medium C was never begun: its badge is not on the list; the archived one neither.
    expect(open.map((o) => [o.badge.name, o.progress.current, o.progress.target])).toEqual([
      ['Tenth sign-in', 7, 10],
      ['Five completions', 1, 5],
      ['Medium B', 0, 1],
      ['Path P', 50, 100],
    ]);
  });

  it('counts progress up to the target, and a revoked award stays earned (revoked) and never open', async () => {
    const person = await addLearner(t, 'revokedCollector');
    await t.database.db.update(users).set({ loginCount: 30 }).where(eq(users.id, person.id));
    await t.database.db.insert(badgeAwards).values({
      badgeId: ids.tenth,
      userId: person.id,
      revokedAt: new Date(),
      revokedReason: 'Shared account',
    });
    const { earned, open } = await myBadges(person.token);
    expect(earned).toEqual([
      expect.objectContaining({
        revoked: true,
        revokedReason: 'Shared account',
        badge: expect.objectContaining({ id: ids.tenth }),
      }),
    ]);
    expect(open.map((o) => [o.badge.name, o.progress.current, o.progress.target])).toEqual([
      // 30 sign-ins and no award (nothing counted since the badge existed): 1 of 1, the next sign-in earns it.
      ['First sign-in', 1, 1],
      ['First completion', 0, 1],
      ['Five completions', 0, 5],
    ]);
  });

  it('speaks the viewer’s language when the badge was translated, else the badge’s own', async () => {
    const person = await addLearner(t, 'sprecher');
    await t.database.db.transaction((tx) => awardBadgesOnLogin(tx, person.id, 1));
    const german = await myBadges(person.token, { 'accept-language': 'de' });
    expect(german.earned[0]!.badge).toMatchObject({
      name: 'Erste Anmeldung',
      description: 'Willkommen',
      criteria: 'First sign-in: criteria',
    });
    expect(german.open.find((o) => o.badge.id === ids.tenth)!.badge.name).toBe('Tenth sign-in');
    const english = await myBadges(person.token, { 'accept-language': 'en' });
    expect(english.earned[0]!.badge.name).toBe('First sign-in');
  });

  it('shows only the viewer’s own awards', async () => {
    const one = await addLearner(t, 'ownerOne');
    const two = await addLearner(t, 'ownerTwo');
    await t.database.db.transaction((tx) => awardBadgesOnLogin(tx, one.id, 1));
    expect((await myBadges(one.token)).earned).toHaveLength(1);
    expect((await myBadges(two.token)).earned).toEqual([]);
  });

  it('is for any signed-in person, not for an anonymous caller', async () => {
    const admin = await myBadges(t.tokens.admin);
    expect(admin.earned).toEqual([]);
    const anonymous = await gql(t.api, MY_BADGES);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('myBadgeAwards', () => {
  function subscribe(token: string) {
    const client = createClient({
      url: socket.url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    socket.track(client);
    return client.iterate<{ myBadgeAwards: Record<string, unknown> }>({
      query: 'subscription { myBadgeAwards { awardId awardedAt badge { id name imageUrl } } }',
    });
  }

  it('delivers an award to its owner only, after the commit, and nothing of a rolled-back one', async () => {
    const owner = await addLearner(t, 'liveOwner');
    const other = await addLearner(t, 'liveOther');
    const ownerFeed = subscribe(owner.token);
    const otherFeed = subscribe(other.token);
    const ownerFirst = ownerFeed.next();
    const otherFirst = otherFeed.next();
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Rolled back: no row, no notice.
    await t.database.db
      .transaction(async (tx) => {
        await awardBadgesOnLogin(tx, owner.id, 10);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Someone else's award id published on the other's topic: loaded for the subscriber, so nothing.
    await t.database.db.transaction((tx) => awardBadgesOnLogin(tx, owner.id, 1));
    const [ownerAward] = await awardsOf(t.database, owner.id, ids.first);
    t.api.pubsub.publish('badgeAwarded', other.id, ownerAward!.id);

    // The owner's first message is the committed award, with the badge's name and image.
    expect((await ownerFirst).value).toEqual({
      data: {
        myBadgeAwards: {
          awardId: ownerAward!.id,
          awardedAt: expect.any(String),
          badge: {
            id: ids.first,
            name: 'First sign-in',
            imageUrl: openBadgeUrls(t.config).image(ids.first, 'png'),
          },
        },
      },
    });
    // The other hears their own award next, not the owner's.
    const token = await signToken(t.config, t.keys, { sub: other.id, roles: ['LEARNER'], sessionState: 'x' });
    await gql(t.api, 'mutation { user { updateCountUserLogin } }', { token });
    await flush();
    const [otherAward] = await awardsOf(t.database, other.id, ids.first);
    expect((await otherFirst).value).toMatchObject({
      data: { myBadgeAwards: { awardId: otherAward!.id, badge: { id: ids.first } } },
    });
    await ownerFeed.return?.();
    await otherFeed.return?.();
  });
});
