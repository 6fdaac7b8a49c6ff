import { inArray } from 'drizzle-orm';
import { enrolments } from '../../db/schema/learning';
import type { QueryResolvers } from '../generated/resolvers';
import { loadMyMedia } from './loadMyMedia';

export const myMedia: QueryResolvers['myMedia'] = (_parent, { status }, { db, viewer }) =>
  loadMyMedia(
    db,
    viewer.userId,
    status && status.length > 0 ? inArray(enrolments.status, status) : undefined,
  );
