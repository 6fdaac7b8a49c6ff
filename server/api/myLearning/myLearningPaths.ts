import { langOf } from '../locale';
import type { QueryResolvers } from '../generated/resolvers';
import { loadMyPaths } from './loadMyPaths';

export const myLearningPaths: QueryResolvers['myLearningPaths'] = (_parent, _args, context) =>
  loadMyPaths(context.db, context.viewer.userId, { lang: langOf(context) });
