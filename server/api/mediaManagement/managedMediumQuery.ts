import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/media';
import type { QueryResolvers } from '../generated/resolvers';
import { requireManagedMedium } from '../unitScope';
import { langOf } from '../locale';
import { checkId } from './rules';
import { loadOneManaged } from './row';

// A missing medium is null (a stale link shows "not found"); another unit's is FORBIDDEN, as for changes.
export const managedMedium: QueryResolvers['managedMedium'] = async (_parent, { id }, context) => {
  const mediaId = checkId('id', id)!;
  const [exists] = await context.db.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!exists) return null;
  await requireManagedMedium(context.db, context.viewer, mediaId, { field: 'id', doing: 'open' });
  return loadOneManaged(context.db, langOf(context), mediaId);
};
