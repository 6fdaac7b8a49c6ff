// SCORM 1.2 packages with several SCOs: the items of each imported package (its organisation in document
// order) and each learner's runtime state per SCO, from which the medium's status rolls up.
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { media, scormPackages } from './media';
import { scorm12Attempts } from './attempts';

export const scormItemKind = pgEnum('scorm_item_kind', ['SCO', 'ASSET', 'CONTAINER']);
export type ScormItemKind = (typeof scormItemKind.enumValues)[number];

/** One item of a package's imported organisation. Packages never change, so neither do their items. */
export const scormItems = pgTable(
  'scorm_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => scormPackages.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    parentIdentifier: text('parent_identifier'),
    /** Document order within the organisation, from 0. */
    position: integer('position').notNull(),
    depth: integer('depth').notNull(),
    title: text('title').notNull(),
    kind: scormItemKind('kind').notNull(),
    /** Launch path inside the package with the href's query and the item's parameters; null for containers. */
    href: text('href'),
    isVisible: boolean('is_visible').notNull().default(true),
    /** adlcp:prerequisites as written (AICC script). */
    prerequisites: text('prerequisites'),
    masteryScore: integer('mastery_score'),
    maxTimeAllowed: text('max_time_allowed'),
    timeLimitAction: text('time_limit_action'),
    dataFromLms: text('data_from_lms'),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.identifier] }),
    unique('scorm_items_package_position').on(t.packageId, t.position),
  ],
);

/**
 * A learner's runtime state in one SCO (or asset) of one package version of a medium. The package is null
 * only for SCORM media without an imported package; NULLS NOT DISTINCT keeps those unique as well.
 */
export const scormScoStates = pgTable(
  'scorm_sco_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No cascade, as for attempts: a medium with recorded progress is unpublished, not deleted.
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id),
    packageId: uuid('package_id').references(() => scormPackages.id, { onDelete: 'cascade' }),
    scoId: text('sco_id').notNull(),
    lastAttemptId: uuid('last_attempt_id')
      .notNull()
      .references(() => scorm12Attempts.id, { onDelete: 'cascade' }),
    lessonStatus: text('lesson_status'),
    lessonLocation: text('lesson_location'),
    scoreRaw: real('score_raw'),
    suspendData: text('suspend_data'),
    /** cmi.core.exit of the last commit: "suspend" makes the next launch's entry "resume". */
    exit: text('exit'),
    sessionTime: text('session_time'),
    /** The LMS's sum of this SCO's session times (closed sessions plus the running one). */
    totalTime: text('total_time'),
    closedSeconds: real('closed_seconds').notNull().default(0),
    sessionId: text('session_id'),
    sessionSeconds: real('session_seconds').notNull().default(0),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('scorm_sco_states_key').on(t.userId, t.mediaId, t.packageId, t.scoId).nullsNotDistinct(),
    index('scorm_sco_states_media_idx').on(t.mediaId),
  ],
);

export type ScormItemRow = typeof scormItems.$inferSelect;
export type ScormScoStateRow = typeof scormScoStates.$inferSelect;
