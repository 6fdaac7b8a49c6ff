// The categories media are filed under: a tree (parentId), shown in the catalogue's filter and managed
// by administrators (/category-management).
import { index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './core';

/** A category's name per locale code ({ de: 'Sicherheit' }); a locale without one shows the fallback. */
export type CategoryNames = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The name in the default locale, and the name every reader without locale support shows (media
     * management's options, the catalogue's items): always set, kept equal to names[DEFAULT_LOCALE].
     */
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Names per locale; empty for rows made before names were translated (they show `name`). */
    names: jsonb('names').$type<CategoryNames>().notNull().default({}),
    /**
     * Order among siblings, ascending. Rows made before ordering all hold 0 and fall back to name order
     * (readers sort by position, name, id); the first reorder of a sibling set numbers it 0..n-1.
     */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export type CategoryRow = typeof categories.$inferSelect;
