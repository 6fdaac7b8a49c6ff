// The values resolvers pass around for each GraphQL object type (codegen "mappers"): drizzle rows, and an
// empty object for the namespace types (`units`, `user`, ...) whose fields do the work.
import type { users } from '../db/schema/core';

export type { UnitRow } from '../db/schema/units';
export type { ModulePreferenceRow } from '../db/schema/preferences';
export type { Scorm12AttemptRow } from '../db/schema/attempts';
export type UserRow = typeof users.$inferSelect;
export type Namespace = Record<string, never>;
