import { filter, map, pipe } from 'graphql-yoga';
import type { BadgeAwardNotice, SubscriptionResolvers } from '../../generated/resolvers';
import { viewerLocale } from '../../locale';
import { loadEarned } from './load';

export const myBadgeAwards: SubscriptionResolvers['myBadgeAwards'] = {
  // Topic per person (the bridge publishes after the award's commit), and the award is loaded again with
  // the subscriber's own id: even a wrong publish could not show someone else's award. An award gone
  // meanwhile (the badge deleted) is skipped.
  subscribe: (_parent, _args, context) => {
    const { pubsub, db, viewer, config } = context;
    const locale = viewerLocale(context);
    return pipe(
      pubsub.subscribe('badgeAwarded', viewer.userId),
      map(async (awardId: string): Promise<BadgeAwardNotice | null> => {
        const [award] = await loadEarned(db, viewer.userId, { locale, config, awardIds: [awardId] });
        return award ? { awardId: award.awardId, awardedAt: award.awardedAt, badge: award.badge } : null;
      }),
      filter((notice: BadgeAwardNotice | null): notice is BadgeAwardNotice => notice !== null),
    );
  },
  resolve: (notice: BadgeAwardNotice) => notice,
};
