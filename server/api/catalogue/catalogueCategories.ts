import { asc } from 'drizzle-orm';
import { categories } from '../../db/schema/media';
import type { QueryResolvers } from '../generated/resolvers';

export const catalogueCategories: QueryResolvers['catalogueCategories'] = (_parent, _args, { db }) =>
  db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
