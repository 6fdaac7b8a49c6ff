import type { MutationResolvers } from '../generated/resolvers';
import { changeMedia } from './change';
import { checkIds } from './ids';

// Archiving keeps `published` as it is: learners already enrolled keep the medium in My media and can
// open it, while the catalogue, recommendations and new enrolments leave archived media out. The answer is
// the media this call archived: ones archived before are left alone and out of it, so the list's undo
// (restoreMedia with these ids) never brings back what someone else archived earlier.
export const archiveMedia: MutationResolvers['archiveMedia'] = (_parent, { ids }, context) =>
  changeMedia(
    context,
    checkIds('ids', ids),
    { action: 'medium.archive', doing: 'archive', field: 'ids', onlyChanged: true },
    (row) => (row.archivedAt ? null : { archivedAt: new Date() }),
  );
