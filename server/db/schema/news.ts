// News for the learners' dashboard. Plain text only (title and paragraphs separated by blank lines), so
// screens render it as text and nothing needs sanitising.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';
import { units } from './units';

export const MAX_NEWS_TITLE = 200;

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** units.id of the only unit that sees this item; null means every unit (as media.unit_id). */
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    /** null while the item is a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('news_title_length', sql`char_length(${t.title}) between 1 and ${sql.raw(String(MAX_NEWS_TITLE))}`),
    // "Latest published for these units": a walk newest first over published items only, checking the
    // unit from the index itself, stops after `limit` visible rows instead of sorting every item.
    index('news_latest_idx')
      .on(t.publishedAt.desc(), t.unitId)
      .where(sql`${t.publishedAt} is not null`),
  ],
);

export type NewsRow = typeof news.$inferSelect;
