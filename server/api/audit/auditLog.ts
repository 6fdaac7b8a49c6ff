import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditLog as log } from '../../db/schema/audit';
import { UUID } from '../catalogue/items';
import { badUserInput } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';

export const AUDIT_PAGE_MAX = 100;

export const auditLog: QueryResolvers['auditLog'] = async (_parent, { filter, offset, first }, { db }) => {
  const start = offset ?? 0;
  const size = first ?? 50;
  if (!Number.isInteger(start) || start < 0 || start > 1_000_000)
    throw badUserInput('offset', 'offset must be between 0 and 1000000.');
  if (!Number.isInteger(size) || size < 1 || size > AUDIT_PAGE_MAX)
    throw badUserInput('first', `first must be between 1 and ${AUDIT_PAGE_MAX}.`);
  const where: SQL[] = [];
  if (filter?.entityType) where.push(eq(log.entityType, filter.entityType));
  if (filter?.entityId) where.push(eq(log.entityId, filter.entityId));
  if (filter?.actorId) {
    if (!UUID.test(filter.actorId)) throw badUserInput('filter.actorId', 'actorId is not a valid id.');
    where.push(eq(log.actorId, filter.actorId));
  }
  if (filter?.from) where.push(gte(log.at, filter.from));
  if (filter?.to) where.push(lt(log.at, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(log).where(condition).orderBy(desc(log.at), desc(log.id)).offset(start).limit(size),
    db.select({ n: count() }).from(log).where(condition),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map((row) => ({
      ...row,
      id: String(row.id),
      unitId: row.unitId === null ? null : String(row.unitId),
    })),
    total: n,
    offset: start,
    hasMore: start + rows.length < n,
  };
};
