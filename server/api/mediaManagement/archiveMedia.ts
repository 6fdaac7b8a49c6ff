import type { MutationResolvers } from '../generated/resolvers';
import { changeMedia } from './change';
import { checkIds } from './ids';

// Archiving keeps `published` as it is: learners already enrolled keep the medium in My media and can
// open it, while the catalogue, recommendations and new enrolments leave archived media out.
export const archiveMedia: MutationResolvers['archiveMedia'] = (_parent, { ids }, context) =>
  changeMedia(
    context,
    checkIds('ids', ids),
    { action: 'medium.archive', doing: 'archive', field: 'ids' },
    (row) => (row.archivedAt ? null : { archivedAt: new Date() }),
  );
