import type { QueryResolvers } from '../generated/resolvers';
import { loadTree } from './tree';

export const categoryTree: QueryResolvers['categoryTree'] = (_parent, _args, { db }) => loadTree(db);
