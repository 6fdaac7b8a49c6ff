// The holder's badges: the collection, the live feed of awards (myBadgeAwards) and which awards were
// already announced in this browser; tests swap them with machine.provide({ actors }).
import { fromCallback, fromPromise } from 'xstate';
import {
  MyBadgeAwardsDocument,
  MyBadgesDocument,
  type MyBadgeAwardsSubscription,
  type MyBadgesQuery,
} from '../../../graphql/generated';
import { getApiClient, type ApiSettings } from '../../../services/api';
import { requireData, type GraphqlClient } from '../../../services/graphql';
import { getSubscriptionClient, subscribeTo, type SubscriptionClient } from '../../../services/subscriptions';

export type BadgeCollection = MyBadgesQuery['myBadges'];
export type EarnedBadge = BadgeCollection['earned'][number];
export type OpenBadge = BadgeCollection['open'][number];
export type BadgeAward = MyBadgeAwardsSubscription['myBadgeAwards'];

/** A badge was awarded to the viewer just now. */
export type BadgeAwardedEvent = { type: 'badges.awarded'; award: BadgeAward };

/**
 * An award made this long before the app started is still announced: the sign-in that earns the
 * "1st sign-in" badge is counted while the app starts, before its live feed is connected.
 */
export const CATCH_UP_MS = 10 * 60_000;

const SHOWN_KEY = 'lms.badge-notices-shown';
const SHOWN_KEPT = 100;

/** Award ids this browser already announced (localStorage: no secret, shared by the tabs). */
export const announcedAwards = {
  read(): string[] {
    try {
      const value: unknown = JSON.parse(globalThis.localStorage?.getItem(SHOWN_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  },
  add(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const kept = [...ids, ...announcedAwards.read().filter((id) => !ids.includes(id))].slice(0, SHOWN_KEPT);
    globalThis.localStorage?.setItem(SHOWN_KEY, JSON.stringify(kept));
  },
};

type Api = { api: ApiSettings };

export function collectionActors(
  clientFor: (api: ApiSettings) => GraphqlClient = getApiClient,
  subscriptionsFor: (api: ApiSettings) => SubscriptionClient = getSubscriptionClient,
  now: () => number = Date.now,
) {
  const loadMyBadges = async (api: ApiSettings, signal: AbortSignal) =>
    requireData(await clientFor(api).request(MyBadgesDocument, {}, { signal })).myBadges;
  return {
    loadMyBadges: fromPromise<BadgeCollection, Api>(({ input, signal }) => loadMyBadges(input.api, signal)),
    /** Awards of the last minutes this browser has not announced yet, oldest first; marks them announced. */
    loadUnannounced: fromPromise<BadgeAward[], Api>(async ({ input, signal }) => {
      const { earned } = await loadMyBadges(input.api, signal);
      const shown = new Set(announcedAwards.read());
      const fresh = earned
        .filter((award) => !award.revoked && !shown.has(award.awardId))
        .filter((award) => now() - Date.parse(award.awardedAt) <= CATCH_UP_MS)
        .map(({ awardId, awardedAt, badge }) => ({ awardId, awardedAt, badge }))
        .reverse();
      announcedAwards.add(fresh.map((award) => award.awardId));
      return fresh;
    }),
    /** Every award as it is made; with `remember`, marked announced (a later start does not show it again). */
    watchBadgeAwards: fromCallback<{ type: 'noop' }, Api & { remember?: boolean }, BadgeAwardedEvent>(
      ({ input, sendBack }) =>
        subscribeTo(subscriptionsFor(input.api), MyBadgeAwardsDocument, {}, (data) => {
          if (input.remember) announcedAwards.add([data.myBadgeAwards.awardId]);
          sendBack({ type: 'badges.awarded', award: data.myBadgeAwards });
        }),
    ),
  };
}
