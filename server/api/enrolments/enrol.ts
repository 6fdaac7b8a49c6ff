import type { MutationResolvers } from '../generated/resolvers';
import { requireStartable } from './access';
import { loadMyMedium } from './loadMyMedia';
import { ensureEnrolment } from './store';

export const enrol: MutationResolvers['enrol'] = async (_parent, { mediaId }, { db, viewer }) => {
  await requireStartable(db, viewer.userId, mediaId);
  await db.transaction((tx) => ensureEnrolment(tx, viewer.userId, mediaId));
  const mine = await loadMyMedium(db, viewer.userId, mediaId);
  if (!mine) throw new Error(`The enrolment in ${mediaId} could not be read back.`);
  return mine;
};
