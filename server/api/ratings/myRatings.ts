import type { QueryResolvers } from '../generated/resolvers';
import { loadMyRatings } from './loadRatings';

export const myRatings: QueryResolvers['myRatings'] = (_parent, _args, { db, viewer }) =>
  loadMyRatings(db, viewer.userId);
