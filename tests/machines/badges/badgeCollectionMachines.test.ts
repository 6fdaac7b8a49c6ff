// The collection and the live badge notice, model-based (every transition, both sides of every guard),
// plus the real actors over a stub API and a stub socket: the catch-up shows an award made while the
// app started, once per browser, and the live feed marks what it showed.
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { coverageReport } from '../../../src/machines/testing/coverage';
import { runModel, type ModelSpec } from '../../../src/machines/testing/modelRunner';
import {
  badgeCollectionMachine,
  selectCollectionStatus,
  selectDetails,
  selectEarned,
} from '../../../src/machines/badges/collection/badgeCollectionMachine';
import {
  badgeNoticeMachine,
  enqueue,
  selectShownAward,
  selectWaitingAwards,
} from '../../../src/machines/badges/collection/badgeNoticeMachine';
import {
  announcedAwards,
  collectionActors,
  CATCH_UP_MS,
  type BadgeAward,
  type BadgeCollection,
  type EarnedBadge,
} from '../../../src/machines/badges/collection/collectionActors';
import { createGraphqlClient } from '../../../src/services/graphql';
import type { SubscriptionClient } from '../../../src/services/subscriptions';
import type { AnyStateMachine } from 'xstate';

const api = {
  apiUrl: 'http://localhost:4000/graphql',
  issuer: 'http://localhost:4000/oidc',
  clientId: 'lms-app',
  scope: 'openid profile email',
};

const badge = (id: string, rule: EarnedBadge['badge']['rule'] = 'LOGIN_COUNT') => ({
  __typename: 'CollectionBadge' as const,
  id,
  name: `Badge ${id}`,
  description: 'd',
  criteria: 'c',
  imageUrl: `https://lms.example/ob/images/${id}.png`,
  kind: 'SYSTEM' as const,
  rule,
  threshold: 1,
});

const earned = (awardId: string, badgeId: string, awardedAt = '2026-11-25T08:00:00.000Z'): EarnedBadge => ({
  __typename: 'EarnedBadge',
  awardId,
  awardedAt,
  revoked: false,
  revokedReason: null,
  badge: badge(badgeId),
  downloads: { __typename: 'BadgeDownloads', json: 'j', jwt: 'w', png: 'p', svg: 's', v2Png: 'v' },
});

const award = (awardId: string, badgeId = `b-${awardId}`): BadgeAward => ({
  __typename: 'BadgeAwardNotice',
  awardId,
  awardedAt: '2026-11-25T08:00:00.000Z',
  badge: badge(badgeId),
});

const collection: BadgeCollection = {
  __typename: 'MyBadges',
  earned: [earned('a-1', 'b-1')],
  open: [
    {
      __typename: 'OpenBadge',
      badge: badge('b-2'),
      progress: { __typename: 'BadgeProgress', current: 7, target: 10 },
    },
  ],
};

async function expectFullCoverage<T extends AnyStateMachine>(spec: ModelSpec<T>) {
  const result = await runModel(spec);
  const report = coverageReport(spec.machine, result.covered);
  console.log(`${report.summary} (${result.paths} paths)`);
  expect(report.missing.map((m) => m.label)).toEqual([]);
}

describe('badge machines (model-based)', () => {
  it('badgeCollectionMachine', () =>
    expectFullCoverage({
      machine: badgeCollectionMachine,
      inputs: [{ api }],
      outputs: {
        loadMyBadges: [collection],
        refreshMyBadges: [{ ...collection, earned: [earned('a-2', 'b-2'), ...collection.earned], open: [] }],
      },
      events: [
        { type: 'collection.retry' },
        { type: 'badges.awarded', award: award('a-2', 'b-2') },
        { type: 'collection.showDetails', badgeId: 'b-1' },
        { type: 'collection.showDetails', badgeId: 'b-2' },
        { type: 'collection.showDetails', badgeId: 'unknown' },
        { type: 'collection.closeDetails' },
      ],
    }));

  it('badgeNoticeMachine', () =>
    expectFullCoverage({
      machine: badgeNoticeMachine,
      inputs: [{ api }],
      outputs: { loadUnannounced: [[award('a-1')], []] },
      events: [
        { type: 'badges.awarded', award: award('a-2') },
        { type: 'badgeNotice.dismiss' },
        { type: 'badgeNotice.dismissAll' },
      ],
    }));
});

describe('badgeNoticeMachine queue', () => {
  it('adds each award once, in order', () => {
    expect(
      enqueue([award('1')], [award('2'), award('1'), award('2'), award('3')]).map((a) => a.awardId),
    ).toEqual(['1', '2', '3']);
  });
});

describe('the real actors', () => {
  beforeEach(() => localStorage.clear());

  function stubs(earnedList: EarnedBadge[]) {
    const requests: string[] = [];
    const client = createGraphqlClient({
      url: api.apiUrl,
      getAccessToken: async () => 'tok',
      fetch: async (request, init) => {
        const body = (await new Request(request, init).json()) as { query: string };
        requests.push(body.query);
        return Response.json({ data: { myBadges: { ...collection, earned: earnedList } } });
      },
    });
    let push: (data: unknown) => void = () => {};
    const subscriptions: SubscriptionClient = {
      subscribe: (_payload, sink) => {
        push = (data) => sink.next({ data } as never);
        return () => {};
      },
    };
    return { requests, client, subscriptions, push: (data: unknown) => push(data) };
  }

  it('announces an award made while the app started once per browser, then live ones, one after the other', async () => {
    const now = Date.parse('2026-11-25T08:05:00.000Z');
    const recent = earned('a-new', 'b-new', '2026-11-25T08:04:00.000Z');
    const old = earned('a-old', 'b-old', new Date(now - CATCH_UP_MS - 1000).toISOString());
    const revoked = { ...earned('a-rev', 'b-rev', '2026-11-25T08:04:30.000Z'), revoked: true };
    const { client, subscriptions, push } = stubs([revoked, recent, old]);
    const start = () =>
      createActor(
        badgeNoticeMachine.provide({
          actors: collectionActors(
            () => client,
            () => subscriptions,
            () => now,
          ),
        }),
        { input: { api } },
      ).start();
    const actor = start();
    await waitFor(actor, (s) => s.matches({ catchUp: 'done' }));
    expect(selectShownAward(actor.getSnapshot())?.awardId).toBe('a-new');
    push({ myBadgeAwards: award('a-live') });
    expect(selectWaitingAwards(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'badgeNotice.dismiss' });
    expect(selectShownAward(actor.getSnapshot())?.awardId).toBe('a-live');
    push({ myBadgeAwards: award('a-live-2') });
    push({ myBadgeAwards: award('a-live-3') });
    expect(selectWaitingAwards(actor.getSnapshot())).toBe(2);
    // Going to the collection clears them all: it shows every award.
    actor.send({ type: 'badgeNotice.dismissAll' });
    expect(selectShownAward(actor.getSnapshot())).toBeNull();
    expect(announcedAwards.read().sort()).toEqual(['a-live', 'a-live-2', 'a-live-3', 'a-new']);
    actor.stop();

    // The next start (a reload) shows nothing again.
    const again = start();
    await waitFor(again, (s) => s.matches({ catchUp: 'done' }));
    expect(selectShownAward(again.getSnapshot())).toBeNull();
    again.stop();
  });

  it('reads the collection again when a badge is awarded on the open screen', async () => {
    const { client, subscriptions, push, requests } = stubs([earned('a-1', 'b-1')]);
    const actor = createActor(
      badgeCollectionMachine.provide({
        actors: collectionActors(
          () => client,
          () => subscriptions,
        ),
      }),
      { input: { api } },
    ).start();
    await waitFor(actor, (s) => selectCollectionStatus(s) === 'ready');
    expect(requests).toHaveLength(1);
    push({ myBadgeAwards: award('a-2') });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(requests).toHaveLength(2);
    expect(selectEarned(actor.getSnapshot()).map((e) => e.awardId)).toEqual(['a-1']);
    // The screen's feed does not mark awards announced: that is the notice's job.
    expect(announcedAwards.read()).toEqual([]);
    actor.send({ type: 'collection.showDetails', badgeId: 'b-2' });
    expect(selectDetails(actor.getSnapshot())?.open?.progress).toMatchObject({ current: 7, target: 10 });
    actor.send({ type: 'collection.closeDetails' });
    expect(selectDetails(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
