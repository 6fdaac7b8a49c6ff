import { filter, map, pipe } from 'graphql-yoga';
import type { AssignmentNotice, SubscriptionResolvers } from '../generated/resolvers';
import { viewerLocale } from '../locale';
import { loadNotices } from './load';

export const myAssignmentNotices: SubscriptionResolvers['myAssignmentNotices'] = {
  // Topic per learner: the publisher names the learner, and the row is loaded again with the subscriber's own
  // id, so even a wrong publish could not show someone else's notice. A notice deleted meanwhile (its
  // assignment removed) is skipped.
  subscribe: (_parent, _args, context) => {
    const { pubsub, db, viewer } = context;
    const locale = viewerLocale(context);
    return pipe(
      pubsub.subscribe('assignmentNotice', viewer.userId),
      map(
        async (noticeId: number) =>
          (await loadNotices(db, viewer.userId, { ids: [noticeId], locale }))[0] ?? null,
      ),
      filter((notice: AssignmentNotice | null): notice is AssignmentNotice => notice !== null),
    );
  },
  resolve: (notice: AssignmentNotice) => notice,
};
