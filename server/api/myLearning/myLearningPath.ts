import { badUserInput } from '../errors';
import { langOf } from '../locale';
import type { QueryResolvers } from '../generated/resolvers';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { loadMyPaths } from './loadMyPaths';

export const myLearningPath: QueryResolvers['myLearningPath'] = async (_parent, { id }, context) => {
  if (!UUID_PATTERN.test(id)) throw badUserInput('id', `id "${id}" is not a valid id.`);
  const [path] = await loadMyPaths(context.db, context.viewer.userId, {
    // One spelling of the id, as the loaded rows have it (the lookups in loadMyPaths are by string).
    pathId: id.toLowerCase(),
    orVisible: true,
    lang: langOf(context),
  });
  return path ?? null;
};
