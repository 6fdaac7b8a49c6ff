import type { MutationResolvers } from '../generated/resolvers';
import { changeMedia } from './change';
import { checkId } from './rules';
import { archivedRefusal } from './updateMedium';

export const setMediumPublished: MutationResolvers['setMediumPublished'] = async (
  _parent,
  { id, published },
  context,
) => {
  const mediaId = checkId('id', id)!;
  const [changed] = await changeMedia(
    context,
    [mediaId],
    { action: published ? 'medium.publish' : 'medium.unpublish', doing: 'change', field: 'id' },
    (row) => {
      if (published && row.archivedAt) throw archivedRefusal('published', row.title);
      return row.published === published ? null : { published };
    },
  );
  return changed!;
};
