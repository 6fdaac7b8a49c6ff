import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { UUID } from '../catalogue/items';
import { recommendationsFor } from './forViewer';

export const MAX_RECOMMENDATIONS = 20;

export const recommendations: QueryResolvers['recommendations'] = (
  _parent,
  { mediaId, count },
  { db, viewer, config },
) => {
  if (mediaId != null && !UUID.test(mediaId))
    throw badUserInput('mediaId', `mediaId "${mediaId}" is not a valid id.`);
  const wanted = count ?? config.app.RECOMMENDER_COUNT;
  if (wanted < 1 || wanted > MAX_RECOMMENDATIONS)
    throw badUserInput('count', `count must be 1-${MAX_RECOMMENDATIONS}.`);
  return recommendationsFor(db, viewer.userId, mediaId ?? null, wanted);
};
