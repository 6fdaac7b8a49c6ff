// The caller's assignments (media and learning paths) with where they stand today, in their own time
// zone: one query through assignedLearnersFrom (so a unit assignment reaches someone who joined later), the
// learner's extension from assignment_learner_overrides, and src/schemas/assignmentDue.ts for the rule.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LearningStatus } from '../../db/schema/learning';
import { assignedLearnersFrom } from '../assignments/learnerItems';
import {
  assignmentStanding,
  firstDueOn,
  localDate,
  type AssignmentStanding,
  type LocalDate,
} from '../../../src/schemas/assignmentDue';

export interface LearnerAssignment {
  id: string;
  mediaId: string | null;
  pathId: string | null;
  dueOn: string | null;
  dueDays: number | null;
  recurrenceMonths: number | null;
  note: string;
  assignedAt: Date;
  extendedTo: string | null;
}

export interface MyAssignmentView extends AssignmentStanding {
  id: string;
  note: string;
}

type Raw = {
  id: string;
  media_id: string | null;
  path_id: string | null;
  due_on: string | null;
  due_days: number | null;
  recurrence_months: number | null;
  note: string;
  assigned_at: string | Date;
  extended_to: string | null;
};

const day = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Every assignment that reaches the learner today (withdrawn ones and learners let off are left out). */
export async function loadLearnerAssignments(db: Db, userId: string): Promise<LearnerAssignment[]> {
  const result = await db.execute(sql`
    select a.id, a.media_id, a.path_id, a.due_on::text as due_on, a.due_days, a.recurrence_months, a.note,
      l.assigned_at, o.due_on::text as extended_to
    ${assignedLearnersFrom({ userId }, { media: false, paths: false })}`);
  return (result as unknown as { rows: Raw[] }).rows.map((row) => ({
    id: row.id,
    mediaId: row.media_id,
    pathId: row.path_id,
    dueOn: day(row.due_on),
    dueDays: row.due_days,
    recurrenceMonths: row.recurrence_months,
    note: row.note,
    assignedAt: new Date(row.assigned_at),
    extendedTo: day(row.extended_to),
  }));
}

/** What the learner did with the assigned item. */
export interface ItemProgress {
  /** When the item was last completed (a finished path, a completed or passed medium), else null. */
  completedAt: Date | null;
  /** Progress without completion. */
  started: boolean;
}

export function standingOf(
  assignment: LearnerAssignment,
  progress: ItemProgress,
  timeZone: string | null,
  now: Date,
): MyAssignmentView {
  const standing = assignmentStanding({
    firstDue: firstDueOn(assignment, assignment.assignedAt, timeZone),
    extendedTo: assignment.extendedTo,
    recurrenceMonths: assignment.recurrenceMonths,
    lastDoneOn: progress.completedAt ? localDate(progress.completedAt, timeZone) : null,
    started: progress.started,
    today: localDate(now, timeZone),
  });
  return { ...standing, id: assignment.id, note: assignment.note };
}

const RANK = { OVERDUE: 0, IN_PROGRESS: 1, NOT_STARTED: 1, COMPLETED: 2 } as const;

/** Overdue first, then open ones by due day (no due day last), then completed ones. */
export function compareStanding(a: AssignmentStanding, b: AssignmentStanding): number {
  const rank = RANK[a.status] - RANK[b.status];
  if (rank !== 0) return rank;
  return compareDays(a.dueOn, b.dueOn);
}

function compareDays(a: LocalDate | null, b: LocalDate | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** The most pressing of several assignments of one item (a person and their unit may both be given it). */
export function mostPressing<T extends AssignmentStanding>(views: readonly T[]): T | null {
  return [...views].sort(compareStanding)[0] ?? null;
}

export const DONE_STATUSES: readonly LearningStatus[] = ['COMPLETED', 'PASSED'];
