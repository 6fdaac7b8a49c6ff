import type { MutationResolvers } from '../generated/resolvers';
import { changeMedia } from './change';
import { checkIds } from './ids';
import { archivedRefusal } from './updateMedium';

// All or nothing: one medium of another unit (FORBIDDEN) or one archived medium refuses the whole list.
export const setMediaPublished: MutationResolvers['setMediaPublished'] = (
  _parent,
  { ids, published },
  context,
) => {
  const mediaIds = checkIds('ids', ids);
  return changeMedia(
    context,
    mediaIds,
    { action: published ? 'medium.publish' : 'medium.unpublish', doing: 'change', field: 'ids' },
    (row) => {
      if (published && row.archivedAt) throw archivedRefusal(`ids.${mediaIds.indexOf(row.id)}`, row.title);
      return row.published === published ? null : { published };
    },
  );
};
