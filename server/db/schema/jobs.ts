// Background jobs as people see them (imports, exports, mail): who started what, for which unit, how far it
// got and how it ended. The queue itself (claiming, retries with backoff, one worker per job) is pg-boss's,
// in its own `pgboss` schema; server/jobs/ keeps this table in step with it.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

export const JOB_STATES = ['queued', 'running', 'retrying', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    /** The same id as the pg-boss job. */
    id: uuid('id').primaryKey(),
    /** The queue: `user-import`, `data-export`... */
    kind: text('kind').notNull(),
    /** What people see in the jobs list: "users.csv (2,310 rows)". */
    label: text('label').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The unit the job works for, when it has one (managers see their units' jobs). */
    unitId: integer('unit_id'),
    state: text('state').$type<JobState>().notNull().default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** Attempts started so far (pg-boss retries a failed attempt with backoff). */
    attempts: integer('attempts').notNull().default(0),
    /** The last failure, in words for the operator. */
    error: text('error'),
    /** What the job answered (its report); shape per kind. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('background_jobs_created_idx').on(t.createdAt.desc(), t.id),
    index('background_jobs_creator_idx').on(t.createdBy, t.createdAt.desc()),
    index('background_jobs_kind_state_idx').on(t.kind, t.state),
  ],
);

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
