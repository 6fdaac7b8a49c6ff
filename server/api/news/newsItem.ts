import { UUID } from '../catalogue/items';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { loadNewsItem } from './load';

export const newsItem: QueryResolvers['newsItem'] = (_parent, { id }, { db, viewer }) => {
  if (!UUID.test(id)) throw badUserInput('id', `id "${id}" is not a valid news id.`);
  return loadNewsItem(db, id, viewer.userId);
};
