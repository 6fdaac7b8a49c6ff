import { filter, map, pipe } from 'graphql-yoga';
import type { AssignmentNotice, SubscriptionResolvers } from '../generated/resolvers';
import { loadNotices } from './load';

export const myAssignmentNotices: SubscriptionResolvers['myAssignmentNotices'] = {
  // Topic per learner: the publisher names the learner, and the row is loaded again with the subscriber's own
  // id, so even a wrong publish could not show someone else's notice. A notice deleted meanwhile (its
  // assignment removed) is skipped.
  subscribe: (_parent, _args, { pubsub, db, viewer }) =>
    pipe(
      pubsub.subscribe('assignmentNotice', viewer.userId),
      map(async (noticeId: number) => (await loadNotices(db, viewer.userId, { ids: [noticeId] }))[0] ?? null),
      filter((notice: AssignmentNotice | null): notice is AssignmentNotice => notice !== null),
    ),
  resolve: (notice: AssignmentNotice) => notice,
};
