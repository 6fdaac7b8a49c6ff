// Privacy: a person's request to have their account and data erased (GDPR art. 17). The learner files it
// in the super console and may withdraw it while it is pending; an administrator carries it out (the
// erasure of user management) or declines it with a reason. The row outlives the account: once the
// account is gone `user_id` is null and the request only says that it was done, by whom and when.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

export const DELETION_STATES = ['pending', 'done', 'declined', 'withdrawn'] as const;
export type DeletionState = (typeof DELETION_STATES)[number];

export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whose data; null once the account was erased. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person's own words, may be empty; cleared when the request is carried out. */
    reason: text('reason').notNull().default(''),
    state: text('state').$type<DeletionState>().notNull().default('pending'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Why an administrator declined it (shown to the person). */
    response: text('response'),
  },
  (t) => [
    // At most one open request per person: asking twice is the same request.
    uniqueIndex('deletion_requests_one_pending_idx')
      .on(t.userId)
      .where(sql`state = 'pending'`),
    index('deletion_requests_state_idx').on(t.state, t.requestedAt.desc()),
  ],
);

export type DeletionRequestRow = typeof deletionRequests.$inferSelect;
