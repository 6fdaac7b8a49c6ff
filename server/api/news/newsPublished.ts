import { filter, pipe } from 'graphql-yoga';
import { and, eq } from 'drizzle-orm';
import { news } from '../../db/schema/news';
import type { NewsItem, SubscriptionResolvers } from '../generated/resolvers';
import type { ApiContext } from '../context';
import { viewerLocale } from '../locale';
import { loadNewsItem, newsVisibleTo } from './load';

export const newsPublished: SubscriptionResolvers['newsPublished'] = {
  // One topic for everybody; membership is checked per delivery (not once at subscribe time), so a
  // learner who joins or leaves a unit while the dashboard is open hears exactly what they may read.
  subscribe: (_parent, _args, { pubsub, db, viewer }) =>
    pipe(
      pubsub.subscribe('newsPublished'),
      filter(async (item: NewsItem) => {
        const [row] = await db
          .select({ id: news.id })
          .from(news)
          .where(and(eq(news.id, item.id), newsVisibleTo(viewer.userId)))
          .limit(1);
        return row !== undefined;
      }),
    ),
  // Each reader gets the item in their own locale; one taken off again meanwhile arrives as published.
  resolve: async (item: NewsItem, _args: unknown, context: ApiContext) =>
    (await loadNewsItem(context.db, item.id, context.viewer.userId, viewerLocale(context))) ?? item,
};
