// Outgoing mail. A template per (event, locale) that an administrator changed (the shipped defaults live in
// code, so "reset to default" deletes the row). Every mail is a row of mail_messages from the moment the
// event that causes it happens: written in the event's own transaction (an outbox), claimed and sent by a
// background worker, and kept as the mail log (bodies until the retention period ends, the metadata for good).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MailData } from '../../../src/schemas/mailEvents';
import { users } from './core';
import { units } from './units';

export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A MailEvent of src/schemas/mailEvents.ts. */
    event: text('event').notNull(),
    locale: text('locale').notNull(),
    /** ICU MessageFormat, validated at save against the event's placeholders. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('mail_templates_event_locale_uq').on(t.event, t.locale)],
);

/**
 * QUEUED: waiting for its first try. SENDING: claimed by a worker (claimed_at is its lease; a lease older than
 * the worker's timeout is taken back). DEFERRED: a temporary failure (SMTP 4xx, connection), tried again at
 * next_attempt_at. SENT: the SMTP server accepted it. FAILED: a permanent failure (5xx) or too many tries;
 * last_error keeps the answer. NOT_SENT: never handed to SMTP (no SMTP_URL configured, the recipient has no
 * address or unsubscribed); last_error says which.
 */
export const MAIL_STATUSES = ['QUEUED', 'SENDING', 'DEFERRED', 'SENT', 'FAILED', 'NOT_SENT'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    /** The recipient's user, when the mail is for one (a test mail goes to its sender's own account). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The unit whose logo and colour the mail carries (the recipient's first unit); null: the default unit. */
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    toName: text('to_name').notNull(),
    /**
     * The locale the mail is rendered in: the recipient's (or the one asked for); null: the server's default
     * locale, resolved by the worker. The template may fall back to English (template_locale says).
     */
    locale: text('locale'),
    /** The placeholder values, frozen when the event happened. Deleted with the bodies after retention. */
    data: jsonb('data').$type<MailData>(),
    /** Set when the worker renders: which template was used ('DEFAULT' or 'CUSTOM') and in which locale. */
    templateSource: text('template_source'),
    templateLocale: text('template_locale'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    status: text('status').$type<MailStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The SMTP answer (or the reason it was not sent) of the last try. */
    lastError: text('last_error'),
    /**
     * The Message-ID header, written by the worker's first claim (it knows the sender's domain) before the first
     * try and never changed: every retry of the row sends the same id, so a receiver can drop a duplicate.
     */
    messageId: text('message_id').unique(),
    /** A test mail from the template editor, or a resend from the log (resend_of names the original). */
    isTest: boolean('is_test').notNull().default(false),
    resendOf: uuid('resend_of'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the retention job removed the bodies and data; the metadata stays. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'mail_messages_status',
      sql`${t.status} in ('QUEUED','SENDING','DEFERRED','SENT','FAILED','NOT_SENT')`,
    ),
    // The worker's claim: the due rows, oldest first.
    index('mail_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('QUEUED','DEFERRED')`),
    index('mail_messages_created_idx').on(t.createdAt.desc()),
    index('mail_messages_user_idx').on(t.userId),
  ],
);

/** An optional category (src/schemas/mailEvents.ts OPTIONAL_MAIL_CATEGORIES) a user turned off. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export type MailTemplateRow = typeof mailTemplates.$inferSelect;
export type MailMessageRow = typeof mailMessages.$inferSelect;
