import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { UUID } from '../catalogue/items';
import { loadMyMedium } from './loadMyMedia';

export const myMedium: QueryResolvers['myMedium'] = (_parent, { mediaId }, { db, viewer }) => {
  if (!UUID.test(mediaId)) throw badUserInput('mediaId', `mediaId "${mediaId}" is not a valid id.`);
  return loadMyMedium(db, viewer.userId, mediaId);
};
