import { and, asc, eq } from 'drizzle-orm';
import { units } from '../../db/schema/units';
import type { QueryResolvers } from '../generated/resolvers';
import { managedUnitCondition, mayGrantRole } from '../unitScope';
import { ROLES } from '../../roles';

// The form's choices come from the same rules the mutations apply: the units a manager looks after (active
// ones: nobody is added to a unit being wound down) and the roles they may grant.
export const userManagementOptions: QueryResolvers['userManagementOptions'] = async (
  _parent,
  _args,
  { db, viewer, config },
) => {
  const rows = await db
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(eq(units.isActive, true), managedUnitCondition(viewer)))
    .orderBy(asc(units.name), asc(units.id));
  return {
    units: rows.map((row) => ({ id: String(row.id), name: row.name, managed: true })),
    roles: ROLES.filter((role) => mayGrantRole(viewer, role)),
    locales: config.app.ALLOWED_LOCALES,
  };
};
