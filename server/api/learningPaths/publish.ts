import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { changePaths } from './change';
import { checkPathId } from './rules';
import { loadOnePath } from './structure';

// A path whose rules can never be met would trap its learners: publishing is refused while the shared
// rules find an error, naming the section's field and saying why in words.
export const publishLearningPath: MutationResolvers['publishLearningPath'] = async (_p, { id }, context) => {
  const pathId = checkPathId('id', id);
  await changePaths(
    context,
    [pathId],
    { action: 'learningPath.publish', doing: 'publish', field: 'id' },
    async (row, tx) => {
      if (row.status === 'ARCHIVED')
        throw badUserInput('id', `"${row.title}" is archived. Restore it first, then publish it.`);
      const path = await loadOnePath(tx, row.id);
      const blocking = path.problems.find((p) => p.severity === 'ERROR');
      if (blocking)
        throw badUserInput(blocking.field, `"${row.title}" cannot be published: ${blocking.message}`);
      return row.status === 'PUBLISHED' ? null : { status: 'PUBLISHED', publishedAt: new Date() };
    },
  );
  return loadOnePath(context.db, pathId);
};
