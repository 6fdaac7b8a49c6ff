// Organisational units (the "default unit" gives the app its name, logo and colour) and who belongs to
// which unit.
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
  (t) => [primaryKey({ columns: [t.userId, t.unitId] })],
);

export type UnitRow = typeof units.$inferSelect;
