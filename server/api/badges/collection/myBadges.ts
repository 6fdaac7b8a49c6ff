import type { QueryResolvers } from '../../generated/resolvers';
import { viewerLocale } from '../../locale';
import { loadEarned, loadOpen } from './load';

/** Only the viewer's own badges: the person is the token's, never an argument. */
export const myBadges: QueryResolvers['myBadges'] = async (_parent, _args, context) => {
  const options = { locale: viewerLocale(context), config: context.config };
  const [earned, open] = await Promise.all([
    loadEarned(context.db, context.viewer.userId, options),
    loadOpen(context.db, context.viewer.userId, options),
  ]);
  return { earned, open };
};
