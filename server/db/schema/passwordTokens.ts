// Links that let a person set their password without knowing the current one: a reset asked for on the
// provider's "Forgot password?" page, or the welcome link of a new account. Only a SHA-256 hash of the
// token is stored, so a copy of the database cannot be turned into working links.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

export const PASSWORD_TOKEN_PURPOSES = ['RESET', 'WELCOME'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordTokenPurpose>().notNull(),
    /** base64url SHA-256 of the random token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the password was set with it: a link works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer link of the same purpose was sent, or the password was set another way. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId, t.purpose)],
);

export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
