// Learning paths: a named sequence of sections, each holding media with a rule (all in order, all in any
// order, at least N), prerequisites on other sections and an unlock date. Which learners follow a path
// and how far they got is kept in learning_path_enrolments, recomputed in the same transaction as the
// progress that changes it (server/api/learningPaths/progress.ts), so lists and assignments read it
// without evaluating the rules again.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { files, media } from './media';

export const learningPathStatus = pgEnum('learning_path_status', ['DRAFT', 'PUBLISHED', 'ARCHIVED']);
export type LearningPathStatus = (typeof learningPathStatus.enumValues)[number];

export const pathSectionRule = pgEnum('path_section_rule', ['ALL_IN_ORDER', 'ALL_ANY_ORDER', 'AT_LEAST']);
export type PathSectionRule = (typeof pathSectionRule.enumValues)[number];

/** Title and description in other languages than the path's own: `{ de: { title, description } }`. */
export type PathTranslations = Record<string, { title?: string; description?: string }>;

export const learningPaths = pgTable(
  'learning_paths',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The language title and description are written in; translations add others. */
    language: text('language').notNull().default('en'),
    translations: jsonb('translations').$type<PathTranslations>().notNull().default({}),
    /** units.id of the only unit (and its sub-units) that sees the path; null: every unit. */
    unitId: integer('unit_id'),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: learningPathStatus('status').notNull().default('DRAFT'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Also the optimistic-concurrency token of the editor (expectedUpdatedAt). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learning_paths_status_idx').on(t.status, t.title)],
);

export const learningPathSections = pgTable(
  'learning_path_sections',
  {
    /** Stable across saves (prerequisites and learners' state refer to it); the editor may choose it. */
    id: uuid('id').primaryKey().defaultRandom(),
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    translations: jsonb('translations').$type<PathTranslations>().notNull().default({}),
    rule: pathSectionRule('rule').notNull().default('ALL_ANY_ORDER'),
    /** AT_LEAST only: how many of the section's media. */
    minCount: integer('min_count'),
    /** Sections of the same path that must be done before this one opens. */
    requires: uuid('requires')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The section opens on this day in the learner's time zone; null: no date. */
    unlockOn: date('unlock_on', { mode: 'string' }),
  },
  (t) => [
    index('learning_path_sections_path_idx').on(t.pathId, t.position),
    check('learning_path_sections_min_count', sql`${t.minCount} is null or ${t.minCount} >= 1`),
  ],
);

export const learningPathItems = pgTable(
  'learning_path_items',
  {
    sectionId: uuid('section_id')
      .notNull()
      .references(() => learningPathSections.id, { onDelete: 'cascade' }),
    /** Denormalised from the section: "which paths hold this medium" without a join. */
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sectionId, t.mediaId] }),
    index('learning_path_items_media_idx').on(t.mediaId, t.pathId),
    index('learning_path_items_path_idx').on(t.pathId),
  ],
);

/** A learner following a path (enrolled themselves, or assigned it), with the progress the rules give. */
export const learningPathEnrolments = pgTable(
  'learning_path_enrolments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pathId: uuid('path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0-100: required items done over required items, as the rules count them now. */
    progress: integer('progress').notNull().default(0),
    /** Some item of the path was started. */
    started: boolean('started').notNull().default(false),
    /**
     * Done: every section's rule was met once. It stays true when the path changes afterwards (a medium
     * added to a finished path does not take the completion away); a recertification starts it again.
     */
    completed: boolean('completed').notNull().default(false),
    /** The last time the path was completed (kept when a recertification starts a new round). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pathId] }),
    index('learning_path_enrolments_path_idx').on(t.pathId, t.userId),
    check('learning_path_enrolments_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

export type LearningPathRow = typeof learningPaths.$inferSelect;
export type LearningPathSectionRow = typeof learningPathSections.$inferSelect;
export type LearningPathEnrolmentRow = typeof learningPathEnrolments.$inferSelect;
