import { filter, pipe } from 'graphql-yoga';
import type { NewsItem, SubscriptionResolvers } from '../generated/resolvers';
import { seesUnit } from './load';

export const newsPublished: SubscriptionResolvers['newsPublished'] = {
  // One topic for everybody; membership is checked per delivery (not once at subscribe time), so a
  // learner who joins or leaves a unit while the dashboard is open hears exactly what they may read.
  subscribe: (_parent, _args, { pubsub, db, viewer }) =>
    pipe(
      pubsub.subscribe('newsPublished'),
      filter((item: NewsItem) =>
        seesUnit(db, viewer.userId, item.unitId === null ? null : Number(item.unitId)),
      ),
    ),
  resolve: (item: NewsItem) => item,
};
