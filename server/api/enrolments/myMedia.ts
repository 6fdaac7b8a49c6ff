import type { QueryResolvers } from '../generated/resolvers';
import { loadMyMedia } from './loadMyMedia';

export const myMedia: QueryResolvers['myMedia'] = (_parent, { status }, { db, viewer }) =>
  loadMyMedia(db, viewer.userId, { statuses: status });
