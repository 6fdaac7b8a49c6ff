import { eq } from 'drizzle-orm';
import { units } from '../../db/schema/units';
import type { UnitQueriesResolvers } from '../generated/resolvers';

export const defaultUnit: UnitQueriesResolvers['defaultUnit'] = async (_parent, _args, { db }) => {
  const [unit] = await db.select().from(units).where(eq(units.isDefault, true)).limit(1);
  return unit ?? null;
};
