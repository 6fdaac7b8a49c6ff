// Writing the audit log. Every administrative mutation calls writeAudit inside the transaction of its
// change, with the entity's fields before and after; only the fields that changed are kept, and secrets
// are recorded as changed without their values.
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { auditLog, type AuditFieldChange } from '../../db/schema/audit';
import { users } from '../../db/schema/core';

/** Field names whose values never reach the log (compared case-insensitively, by substring). */
const SECRET = /password|secret|token|hash/i;
export const HIDDEN = '[hidden]';

export interface AuditEntry {
  /** `<entity>.<verb>`, e.g. `medium.update`. */
  action: string;
  entityType: string;
  entityId: string;
  unitId?: number | null;
  /** The entity's fields before the change; null or absent when it is created. */
  before?: Record<string, unknown> | null;
  /** The entity's fields after the change; null or absent when it is deleted. */
  after?: Record<string, unknown> | null;
}

const normalise = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between before and after, as { before, after } pairs. Bookkeeping columns
 * (updatedAt, search vectors) are left out; secrets show as changed without their values.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, AuditFieldChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, AuditFieldChange> = {};
  for (const key of keys) {
    if (key === 'updatedAt' || key === 'searchVector') continue;
    const was = normalise(before?.[key]);
    const is = normalise(after?.[key]);
    if (same(was, is)) continue;
    changes[key] = SECRET.test(key)
      ? { before: was === null ? null : HIDDEN, after: is === null ? null : HIDDEN }
      : { before: was, after: is };
  }
  return changes;
}

/**
 * The name people see for the caller: the account's name now, else the token's, else the account id. Read
 * in the insert itself, so an entry costs one round trip (an import writes thousands).
 */
function actorName(viewer: Viewer): SQL<string> {
  const { name } = viewer.claims as Record<string, unknown>;
  const fallback = typeof name === 'string' && name.trim() ? name.trim() : viewer.userId;
  return sql<string>`coalesce((select nullif(${users.name}, '') from ${users} where ${users.id} = ${viewer.userId}), ${fallback})`;
}

/**
 * Writes one entry. Pass the transaction the change runs in, so both commit or neither does. An update
 * that changed nothing writes nothing.
 */
export async function writeAudit(tx: Db, viewer: Viewer, entry: AuditEntry): Promise<void> {
  const changes = changedFields(entry.before, entry.after);
  const isUpdate = entry.before != null && entry.after != null;
  if (isUpdate && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    actorId: viewer.userId,
    actorName: actorName(viewer),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    unitId: entry.unitId ?? null,
    changes,
  });
}
