// What the audit filters offer, limited to what the caller may read: the actions and entity types that
// occur in their entries, and their units (every unit for an ADMIN).
import { and, asc } from 'drizzle-orm';
import { auditLog as log } from '../../db/schema/audit';
import { units } from '../../db/schema/units';
import type { QueryResolvers } from '../generated/resolvers';
import { managedAuditCondition, managedUnitCondition } from '../unitScope';

export const consoleAuditOptions: QueryResolvers['consoleAuditOptions'] = async (
  _parent,
  _args,
  { db, viewer },
) => {
  const scope = managedAuditCondition(viewer);
  const [actions, types, unitRows] = await Promise.all([
    db.selectDistinct({ v: log.action }).from(log).where(scope).orderBy(asc(log.action)).limit(500),
    db.selectDistinct({ v: log.entityType }).from(log).where(scope).orderBy(asc(log.entityType)).limit(200),
    db
      .select({ id: units.id, name: units.name })
      .from(units)
      .where(and(managedUnitCondition(viewer)))
      .orderBy(asc(units.name), asc(units.id)),
  ]);
  return {
    actions: actions.map((r) => r.v),
    entityTypes: types.map((r) => r.v),
    units: unitRows.map((u) => ({ id: String(u.id), name: u.name })),
  };
};
