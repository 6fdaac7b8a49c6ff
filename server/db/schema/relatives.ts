// Relatives' links: a parent or guardian follows one learner's progress read-only through a personal link.
// The link's token (32 random bytes, base64url) is shown once when it is made; only its SHA-256 is kept,
// so a copy of the database does not open anybody's progress.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

export const relativeLinks = pgTable(
  'relative_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, base64url; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Who follows, in the words of whoever made the link ("mother"); may be empty. */
    label: text('label').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('relative_links_learner_idx').on(t.learnerId, t.createdAt.desc()),
    index('relative_links_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

export type RelativeLinkRow = typeof relativeLinks.$inferSelect;
