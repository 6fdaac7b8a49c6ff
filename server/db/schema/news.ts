// News for the learners' dashboard. `title`/`body` are the default locale's version in plain text (the
// digest mail, search and the old API read them); `html` is its formatted text, sanitised on the server
// to an allow-list before it is stored (null for items written as plain text before the editor existed).
// Other locales' versions live in news_translations; the units that see an item in news_units.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { units } from './units';

export const MAX_NEWS_TITLE = 200;

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Sanitised HTML of the default locale's version; null: show `body` as paragraphs. */
    html: text('html'),
    defaultLocale: text('default_locale').notNull().default('en'),
    /**
     * Legacy single unit (publishNews): units.id of the only unit that sees this item. The editor writes
     * news_units instead; an item with neither is for every unit.
     */
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    /** When the item went live; null while it is a draft, scheduled or unpublished. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When a scheduled item goes live (the scheduler sets published_at then); null: not scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    /** Last change of its text after it went live, so readers see "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
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
    // The scheduler's question, "which scheduled items are due", reads only the scheduled ones.
    index('news_due_idx')
      .on(t.publishAt)
      .where(sql`${t.publishedAt} is null and ${t.publishAt} is not null`),
  ],
);

/** The units that see an item; none (and no legacy unit_id) means every unit. */
export const newsUnits = pgTable(
  'news_units',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.unitId] }), index('news_units_unit_idx').on(t.unitId)],
);

/** A news item's version in another locale than its default one (same shape as the main row's texts). */
export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.locale] })],
);

export type NewsRow = typeof news.$inferSelect;
