// The audit log: every administrative change, written in the same transaction as the change itself, so
// a change without its entry (or an entry without its change) cannot exist.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** One changed field: its value before and after (secrets are never stored, only that they changed). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: null once the account is deleted; actorName keeps the name shown at the time. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** What, as `<entity>.<verb>`: `medium.update`, `category.delete`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The entity's unit when it has one (managers read their units' entries later). */
    unitId: integer('unit_id'),
    changes: jsonb('changes').$type<Record<string, AuditFieldChange>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
