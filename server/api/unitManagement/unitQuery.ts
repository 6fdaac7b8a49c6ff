import type { QueryResolvers } from '../generated/resolvers';
import { units } from '../../db/schema/units';
import { eq } from 'drizzle-orm';
import { requireManagedUnits } from '../unitScope';
import { loadUnitRow } from './row';
import { checkUnitId } from './rules';

// null for a unit that does not exist; FORBIDDEN for one of another department (requireManagedUnits).
export const unit: QueryResolvers['unit'] = async (_parent, { id }, { db, viewer }) => {
  const unitId = checkUnitId('id', id);
  const [exists] = await db.select({ id: units.id }).from(units).where(eq(units.id, unitId));
  if (!exists) return null;
  await requireManagedUnits(db, viewer, [unitId], { field: 'id', doing: 'read' });
  return loadUnitRow(db, unitId);
};
