import type { MutationResolvers } from '../generated/resolvers';
import { changeMedia } from './change';
import { checkIds } from './ids';

// Restored media come back unpublished: whoever restores decides when learners see them again.
export const restoreMedia: MutationResolvers['restoreMedia'] = (_parent, { ids }, context) =>
  changeMedia(
    context,
    checkIds('ids', ids),
    { action: 'medium.restore', doing: 'restore', field: 'ids' },
    (row) => (row.archivedAt ? { archivedAt: null, published: false } : null),
  );
