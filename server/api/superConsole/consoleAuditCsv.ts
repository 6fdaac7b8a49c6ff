// The filtered audit entries as a CSV download, answered as text by GraphQL (the app saves it as a file):
// the same condition as the page, so the export is exactly what the filters show, bounded at 50,000 rows.
import { desc } from 'drizzle-orm';
import { auditLog as log } from '../../db/schema/audit';
import type { QueryResolvers } from '../generated/resolvers';
import { auditCondition } from './auditFilter';
import { selectAudit } from './consoleAuditLog';
import { toCsv } from '../csv';

export const AUDIT_CSV_MAX = 50_000;

const HEADER = [
  'at',
  'actor',
  'actor_id',
  'action',
  'entity_type',
  'entity_id',
  'unit_id',
  'unit',
  'changes',
];

export const consoleAuditCsv: QueryResolvers['consoleAuditCsv'] = async (
  _parent,
  { filter },
  { db, viewer },
) => {
  const rows = await selectAudit(db)
    .where(auditCondition(viewer, filter))
    .orderBy(desc(log.at), desc(log.id))
    .limit(AUDIT_CSV_MAX + 1);
  const truncated = rows.length > AUDIT_CSV_MAX;
  const kept = truncated ? rows.slice(0, AUDIT_CSV_MAX) : rows;
  const text = toCsv(
    HEADER,
    kept.map(({ entry, unitName }) => [
      entry.at,
      entry.actorName,
      entry.actorId,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.unitId,
      unitName,
      JSON.stringify(entry.changes),
    ]),
  );
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return { fileName: `audit-log-${stamp}.csv`, text, rows: kept.length, truncated };
};
