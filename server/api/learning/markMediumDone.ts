import type { MutationResolvers } from '../generated/resolvers';
import { recordProgress } from './recordProgress';

export const markMediumDone: MutationResolvers['markMediumDone'] = (_parent, { mediaId }, { db, viewer }) =>
  recordProgress(db, viewer.userId, mediaId, ['PDF', 'LINK'], { status: 'COMPLETED', progress: 100 });
