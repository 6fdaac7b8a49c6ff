// Organisational units (the "default unit" gives the app its name, logo and colour) and who belongs to
// which unit.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './core';

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Stable technical key, e.g. `general`; used in imports and URLs. */
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /**
     * The unit above this one, or null for a top unit. A manager of a unit looks after its sub-units too
     * (server/api/unitScope.ts); a unit with sub-units cannot be deleted, only deactivated or moved.
     */
    parentId: integer('parent_id').references((): AnyPgColumn => units.id, { onDelete: 'restrict' }),
    /** Short number people see in lists and exports, e.g. `U-0001`. */
    displayedId: text('displayed_id').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    /** A general unit is visible to everybody (not a department). */
    isGeneral: boolean('is_general').notNull().default(false),
    /** The one general unit whose branding the app uses. */
    isDefault: boolean('is_default').notNull().default(false),
    logoUrl: text('logo_url'),
    /** Primary colour as #rrggbb. */
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one default unit: a partial unique index makes a second one fail instead of being ambiguous.
  (t) => [
    index('units_parent_idx').on(t.parentId),
    uniqueIndex('units_single_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const userUnits = pgTable(
  'user_units',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The reverse index: a unit's members (lists, scope checks) without scanning every membership.
  (t) => [primaryKey({ columns: [t.userId, t.unitId] }), index('user_units_unit_idx').on(t.unitId, t.userId)],
);

export type UnitRow = typeof units.$inferSelect;
