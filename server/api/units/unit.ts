// Unit fields whose GraphQL shape differs from the row (the integer key is exposed as an ID string).
import type { UnitResolvers } from '../generated/resolvers';

export const Unit: UnitResolvers = {
  id: (unit) => String(unit.id),
};
