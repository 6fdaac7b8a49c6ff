import type { MutationResolvers } from '../generated/resolvers';
import { changeMedia } from './change';
import { checkIds } from './ids';

// Restored media come back as they were: archiving left `published` alone, so a restore (the undo of an
// archive) shows a published medium in the catalogue again at once.
export const restoreMedia: MutationResolvers['restoreMedia'] = (_parent, { ids }, context) =>
  changeMedia(
    context,
    checkIds('ids', ids),
    { action: 'medium.restore', doing: 'restore', field: 'ids' },
    (row) => (row.archivedAt ? { archivedAt: null } : null),
  );
