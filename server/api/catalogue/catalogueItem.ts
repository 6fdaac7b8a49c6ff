import { badUserInput } from '../errors';
import { langOf } from '../locale';
import type { QueryResolvers } from '../generated/resolvers';
import { loadMyMedium } from '../enrolments/loadMyMedia';
import { recommendationsFor } from '../recommendations/forViewer';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { visibleTo } from './items';
import { loadItems } from './loadItems';

export const catalogueItem: QueryResolvers['catalogueItem'] = async (_parent, { id }, context) => {
  const { db, viewer, config } = context;
  if (!UUID_PATTERN.test(id)) throw badUserInput('id', `id "${id}" is not a valid id.`);
  const item = (await loadItems(db, viewer.userId, [id], visibleTo(viewer.userId), langOf(context))).get(id);
  if (!item) return null;
  const [myMedium, leadsTo] = await Promise.all([
    loadMyMedium(db, viewer.userId, id, { withPathMedia: false }),
    recommendationsFor(db, viewer.userId, id, config.app.RECOMMENDER_COUNT),
  ]);
  return { item, myMedium, leadsTo };
};
