// Core tables shared by every area: key/value settings the server keeps for itself.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Server-owned settings (signing keys, cookie secrets); never exposed through the API. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * People who sign in. The identity provider authenticates against this table and puts the profile
 * fields into its tokens; the API reads and edits the same rows.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Own locale, or null to follow the browser and the realm default. */
    locale: text('locale'),
    /** 'default' or 'dark'. */
    theme: text('theme').notNull().default('default'),
    /** date-fns pattern, or null for the realm default. */
    dateFormat: text('date_format'),
    /**
     * IANA time zone the app last reported from the browser (e.g. Europe/Berlin); due dates and overdue
     * are decided in it at day granularity. Null: UTC.
     */
    timeZone: text('time_zone'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    loginCount: integer('login_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when an administrator chose the password (an initial or one-time password): the provider asks
     * for a new one after the next successful password check, before the sign-in completes.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When the account was deactivated (is_active false); null while active. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** GDPR erasure that kept the learning records: name, username and email were replaced then. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * What the user list searches (name, username and email in lower case), kept by the database: one
     * `like '%word%'` over one column is about four times faster than lower() on three (PGlite, 100,000
     * people), and trigram indexes are not available on PGlite.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || username || ' ' || email)`),
  },
  // The user list sorts by these (the id last, so pages never overlap); username has its unique index.
  (t) => [
    index('users_name_idx').on(t.name, t.id),
    index('users_email_idx').on(t.email, t.id),
    index('users_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

/**
 * The provider sessions whose sign-in was counted in users.login_count: a sign-in counts once per
 * session, however often (or with how many aliases in one request) the app reports it.
 */
export const countedLoginSessions = pgTable(
  'counted_login_sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionState: text('session_state').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sessionState] })],
);
