import { UUID } from '../catalogue/items';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { viewerLocale } from '../locale';
import { loadNewsItem } from './load';

export const newsItem: QueryResolvers['newsItem'] = (_parent, { id }, context) => {
  if (!UUID.test(id)) throw badUserInput('id', `id "${id}" is not a valid news id.`);
  return loadNewsItem(context.db, id, context.viewer.userId, viewerLocale(context));
};
