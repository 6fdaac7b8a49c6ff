// Me fields computed from more than the users row.
import { asc, eq } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { units, userUnits } from '../../db/schema/units';
import { isRole } from '../../roles';
import type { MeResolvers } from '../generated/resolvers';

export const Me: MeResolvers = {
  // Stored roles are plain text; anything that is not a known role is not exposed.
  roles: (user) => user.roles.filter(isRole),
  units: (user, _args, { db }) =>
    db
      .select(getTableColumns(units))
      .from(userUnits)
      .innerJoin(units, eq(units.id, userUnits.unitId))
      .where(eq(userUnits.userId, user.id))
      .orderBy(asc(units.name)),
};
