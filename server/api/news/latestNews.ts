import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { viewerLocale } from '../locale';
import { loadLatestNews } from './load';

export const MAX_NEWS_LIMIT = 20;

export const latestNews: QueryResolvers['latestNews'] = (_parent, { limit }, context) => {
  const count = limit ?? 5;
  if (count < 1 || count > MAX_NEWS_LIMIT)
    throw badUserInput('limit', `limit must be between 1 and ${MAX_NEWS_LIMIT}; it was ${count}.`);
  return loadLatestNews(context.db, context.viewer.userId, count, viewerLocale(context));
};
