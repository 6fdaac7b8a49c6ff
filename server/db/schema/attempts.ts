// SCORM 1.2 learning progress: every commit the app sends (deduplicated by its content hash) and the
// latest state per learner and medium (the last commit of any SCO). Each SCO's own state is in scorm.ts.
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { media, scormPackages } from './media';

export const scorm12Attempts = pgTable(
  'scorm12_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No cascade: a medium with recorded progress is unpublished, not deleted, so history survives.
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    /** Content hash computed by the app; a retried commit carries the same hash and is stored once. */
    hash: text('hash').notNull(),
    cmi: jsonb('cmi').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    /** The package and item (SCO or asset) the commit belongs to; null in commits stored before multi-SCO. */
    packageId: uuid('package_id').references(() => scormPackages.id, { onDelete: 'set null' }),
    scoId: text('sco_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorm12_attempts_user_hash').on(t.userId, t.hash),
    index('scorm12_attempts_user_media').on(t.userId, t.mediaId),
  ],
);

export const scorm12AttemptStates = pgTable(
  'scorm12_attempt_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    lastAttemptId: uuid('last_attempt_id')
      .notNull()
      .references(() => scorm12Attempts.id, { onDelete: 'cascade' }),
    lessonStatus: text('lesson_status'),
    lessonLocation: text('lesson_location'),
    scoreRaw: real('score_raw'),
    suspendData: text('suspend_data'),
    sessionTime: text('session_time'),
    totalTime: text('total_time'),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mediaId] })],
);

export type Scorm12AttemptRow = typeof scorm12Attempts.$inferSelect;
export type Scorm12AttemptStateRow = typeof scorm12AttemptStates.$inferSelect;
