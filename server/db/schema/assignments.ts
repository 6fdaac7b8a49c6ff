// Assignments: a medium or a learning path that learners must complete, given to people and to units
// (everyone in the unit or a unit below it, now and later), with a due date and optionally a recurrence
// for recertification. Who an assignment reaches is computed from its targets and the memberships at read
// time (server/api/assignments/learners.ts), so a person who joins a unit later has it at once; due and
// overdue are computed by src/schemas/assignmentDue.ts in the learner's time zone.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './core';
import { media } from './media';
import { learningPaths } from './paths';
import { units } from './units';

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of mediaId and pathId. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    pathId: uuid('path_id').references(() => learningPaths.id, { onDelete: 'cascade' }),
    /** A fixed due date (a day, in each learner's time zone); or dueDays; or neither: no due date. */
    dueOn: date('due_on', { mode: 'string' }),
    /** Due this many days after the learner was assigned (joined the unit, for a unit). */
    dueDays: integer('due_days'),
    /** Recertification: a completion counts for this many months, then the item is due again. */
    recurrenceMonths: integer('recurrence_months'),
    /** Shown to the learners with the assignment. */
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn: nobody has to do it any more; learners keep what they did. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('assignments_media_idx').on(t.mediaId),
    index('assignments_path_idx').on(t.pathId),
    index('assignments_created_idx').on(t.createdAt.desc(), t.id),
    check('assignments_one_item', sql`(${t.mediaId} is null) <> (${t.pathId} is null)`),
    check('assignments_one_due', sql`${t.dueOn} is null or ${t.dueDays} is null`),
    check('assignments_due_days', sql`${t.dueDays} is null or ${t.dueDays} >= 1`),
    check('assignments_recurrence', sql`${t.recurrenceMonths} is null or ${t.recurrenceMonths} >= 1`),
  ],
);

/** Who an assignment is for: a person, or a unit (its members and the members of the units below it). */
export const assignmentTargets = pgTable(
  'assignment_targets',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assignment_targets_user_uq').on(t.assignmentId, t.userId),
    uniqueIndex('assignment_targets_unit_uq').on(t.assignmentId, t.unitId),
    index('assignment_targets_user_idx').on(t.userId),
    index('assignment_targets_unit_idx').on(t.unitId),
    check('assignment_targets_one', sql`(${t.userId} is null) <> (${t.unitId} is null)`),
  ],
);

/** What a manager changed for one learner of an assignment: a later due date, or the learner let off. */
export const assignmentLearnerOverrides = pgTable(
  'assignment_learner_overrides',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Replaces the learner's due date for the round it was set in. */
    dueOn: date('due_on', { mode: 'string' }),
    /** This learner no longer has to do it (the others still do); they keep what they did. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId] }),
    index('assignment_overrides_user_idx').on(t.userId),
  ],
);

export const assignmentEvent = pgEnum('assignment_event', ['ASSIGNED', 'DUE_SOON', 'OVERDUE', 'REMINDER']);
export type AssignmentEvent = (typeof assignmentEvent.enumValues)[number];

/**
 * The events a learner is told about, raised once per learner, event and round (`roundKey`: the due date
 * it is about, or for a manager's reminder the moment it was sent). Shown in the app; the mail queue
 * sends them once it exists (mailedAt).
 */
export const assignmentNotices = pgTable(
  'assignment_notices',
  {
    id: serial('id').primaryKey(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: assignmentEvent('event').notNull(),
    roundKey: text('round_key').notNull(),
    /** The due date the notice speaks of, if any. */
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('assignment_notices_once').on(t.assignmentId, t.userId, t.event, t.roundKey),
    index('assignment_notices_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentTargetRow = typeof assignmentTargets.$inferSelect;
export type AssignmentNoticeRow = typeof assignmentNotices.$inferSelect;
