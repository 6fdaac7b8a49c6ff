import type { SubscriptionResolvers } from '../generated/resolvers';

export const loginCountChanged: SubscriptionResolvers['loginCountChanged'] = {
  // Topic per user: a subscriber only ever hears about their own account.
  subscribe: (_parent, _args, { pubsub, viewer }) => pubsub.subscribe('loginCountChanged', viewer.userId),
  resolve: (count: number) => count,
};
