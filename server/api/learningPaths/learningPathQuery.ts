import { eq } from 'drizzle-orm';
import { learningPaths } from '../../db/schema/paths';
import type { QueryResolvers } from '../generated/resolvers';
import { requireManagedPaths } from '../unitScope';
import { checkPathId } from './rules';
import { loadOnePath } from './structure';

// A missing path is null (a stale link shows "not found"); another unit's is FORBIDDEN, as for changes.
export const learningPath: QueryResolvers['learningPath'] = async (_parent, { id }, context) => {
  const pathId = checkPathId('id', id);
  const [exists] = await context.db
    .select({ id: learningPaths.id })
    .from(learningPaths)
    .where(eq(learningPaths.id, pathId));
  if (!exists) return null;
  await requireManagedPaths(context.db, context.viewer, [pathId], { field: 'id', doing: 'open' });
  return loadOnePath(context.db, pathId);
};
