// The console's audit log page: the entries the caller may read (unitScope), filtered, newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog as log } from '../../db/schema/audit';
import { units } from '../../db/schema/units';
import type { QueryResolvers } from '../generated/resolvers';
import { auditCondition } from './auditFilter';
import { paging } from './paging';

export const selectAudit = (db: Db) =>
  db
    .select({ entry: log, unitName: units.name })
    .from(log)
    .leftJoin(units, eq(units.id, log.unitId))
    .$dynamic();

export const consoleAuditLog: QueryResolvers['consoleAuditLog'] = async (
  _parent,
  { filter, offset, first },
  { db, viewer },
) => {
  const { start, size } = paging(offset, first, 50);
  const condition = auditCondition(viewer, filter);
  const [rows, [total]] = await Promise.all([
    selectAudit(db).where(condition).orderBy(desc(log.at), desc(log.id)).offset(start).limit(size),
    db.select({ n: count() }).from(log).where(condition),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map(({ entry, unitName }) => ({
      ...entry,
      id: String(entry.id),
      unitId: entry.unitId === null ? null : String(entry.unitId),
      unitName,
    })),
    total: n,
    offset: start,
    hasMore: start + rows.length < n,
  };
};
