import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { loadNotices, MAX_NOTICES } from './load';

export const myNotices: QueryResolvers['myNotices'] = (_parent, { unreadOnly, first }, { db, viewer }) => {
  const limit = first ?? 20;
  if (limit < 1 || limit > MAX_NOTICES)
    throw badUserInput('first', `first must be between 1 and ${MAX_NOTICES}; it was ${limit}.`);
  return loadNotices(db, viewer.userId, { unreadOnly: unreadOnly ?? false, limit });
};
