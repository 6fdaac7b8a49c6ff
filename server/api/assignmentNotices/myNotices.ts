import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { viewerLocale } from '../locale';
import { loadNotices, MAX_NOTICES } from './load';

export const myNotices: QueryResolvers['myNotices'] = (_parent, { unreadOnly, first }, context) => {
  const limit = first ?? 20;
  if (limit < 1 || limit > MAX_NOTICES)
    throw badUserInput('first', `first must be between 1 and ${MAX_NOTICES}; it was ${limit}.`);
  return loadNotices(context.db, context.viewer.userId, {
    unreadOnly: unreadOnly ?? false,
    limit,
    locale: viewerLocale(context),
  });
};
