// The console's audit filters as one condition, shared by the page and the CSV export so both always show
// the same entries: the caller's scope (unitScope's rule) and who, what, when and unit.
import { and, eq, gte, ilike, like, lt, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import { auditLog as log } from '../../db/schema/audit';
import { UUID } from '../catalogue/items';
import { badUserInput } from '../errors';
import type { ConsoleAuditFilter } from '../generated/resolvers';
import { managedAuditCondition } from '../unitScope';

/** `%`, `_` and `\` match themselves in the patterns below. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function auditCondition(
  viewer: Viewer,
  filter: ConsoleAuditFilter | null | undefined,
): SQL | undefined {
  const where: (SQL | undefined)[] = [managedAuditCondition(viewer)];
  const actor = filter?.actor?.trim();
  if (actor) where.push(ilike(log.actorName, `%${literal(actor)}%`));
  if (filter?.actorId) {
    if (!UUID.test(filter.actorId)) throw badUserInput('filter.actorId', 'actorId is not a valid id.');
    where.push(eq(log.actorId, filter.actorId));
  }
  const action = filter?.action?.trim();
  // "medium." (or "medium") finds every medium action; a full action finds itself.
  if (action)
    where.push(
      action.includes('.') && !action.endsWith('.')
        ? eq(log.action, action)
        : like(log.action, `${literal(action.replace(/\.$/, ''))}.%`),
    );
  if (filter?.entityType) where.push(eq(log.entityType, filter.entityType));
  if (filter?.unitId != null) {
    const unitId = Number(filter.unitId);
    if (!Number.isSafeInteger(unitId) || unitId < 1 || unitId > 2_147_483_647)
      throw badUserInput('filter.unitId', 'unitId is not a valid unit id.');
    where.push(eq(log.unitId, unitId));
  }
  if (filter?.from && filter.to && filter.from >= filter.to)
    throw badUserInput('filter.to', '"to" must be later than "from".');
  if (filter?.from) where.push(gte(log.at, filter.from));
  if (filter?.to) where.push(lt(log.at, filter.to));
  return and(...where);
}
