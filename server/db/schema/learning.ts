// A learner's relation to media: enrolments (self-enrolled or assigned) with their status and progress,
// ratings, and the aggregates the catalogue and the recommender read (kept up to date in the same
// transaction as the rows they summarise, so they never drift).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { media, scormPackages } from './media';

export const learningStatus = pgEnum('learning_status', [
  'NOT_ATTEMPTED',
  'INCOMPLETE',
  'COMPLETED',
  'PASSED',
  'FAILED',
]);
export type LearningStatus = (typeof learningStatus.enumValues)[number];
export const FINISHED_STATUSES: LearningStatus[] = ['COMPLETED', 'PASSED', 'FAILED'];

export const enrolments = pgTable(
  'enrolments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    status: learningStatus('status').notNull().default('NOT_ATTEMPTED'),
    /** 0-100; never goes back. */
    progress: integer('progress').notNull().default(0),
    score: real('score'),
    videoPositionSeconds: real('video_position_seconds'),
    /** Seconds of the video played over all visits: sorted, merged [start, end] pairs (see videoRanges). */
    videoWatchedRanges: jsonb('video_watched_ranges').$type<Array<[number, number]>>().notNull().default([]),
    /** The video's length as the player measured it; the watched share is the ranges' union over it. */
    videoDurationSeconds: real('video_duration_seconds'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The last time the medium was completed or passed (a fail is no completion). A recertification round
     * (assignmentNotices/newRound.ts) resets the status and keeps this: the due rule reads it.
     */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /**
     * SCORM: the package version this learner's attempt runs on, set at the first launch. A learner who
     * has not finished keeps it when the medium's package is replaced; new launches get the new one.
     */
    scormPackageId: uuid('scorm_package_id').references(() => scormPackages.id, { onDelete: 'set null' }),
    // SCORM 1.2 total_time bookkeeping: seconds of finished sessions, and the running session.
    scormClosedSeconds: real('scorm_closed_seconds').notNull().default(0),
    scormSessionId: text('scorm_session_id'),
    scormSessionSeconds: real('scorm_session_seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    index('enrolments_media_idx').on(t.mediaId),
    index('enrolments_user_activity_idx').on(t.userId, t.lastActivityAt),
    check('enrolments_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    index('ratings_media_idx').on(t.mediaId),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/** Per-medium counts for sorting by rating and for the popular fallback of the recommender. */
export const mediaStats = pgTable(
  'media_stats',
  {
    mediaId: uuid('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    enrolmentCount: integer('enrolment_count').notNull().default(0),
    completionCount: integer('completion_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** ratingSum / ratingCount, null while unrated; stored so the catalogue can sort by it cheaply. */
    averageRating: real('average_rating'),
  },
  (t) => [
    index('media_stats_popularity_idx').on(t.enrolmentCount, t.mediaId),
    index('media_stats_rating_idx').on(t.averageRating),
  ],
);

/**
 * Item-item co-occurrence for the recommender, kept incrementally: weight = learners enrolled in both
 * media + learners who completed both. Stored in both directions so one index answers "also took".
 */
export const mediaCooccurrence = pgTable(
  'media_cooccurrence',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.otherId] }),
    index('media_cooccurrence_rank_idx').on(t.mediaId, t.weight.desc()),
  ],
);

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;
