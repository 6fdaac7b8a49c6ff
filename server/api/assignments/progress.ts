// Where the learners of assignments stand today: one set-based query fetches every learner an assignment
// reaches (assignmentLearners) with the state of the assigned item (the medium's enrolment, or the path's
// learning_path_enrolments row) and the learner's extension, then assignmentStanding (the shared due rule)
// decides each learner's status in JS. Days are the learner's own: the assignment day, the completion day
// and today are read in their time zone. A page of the list asks once for all its assignments; the bench
// (scripts/bench-assignments.ts) measures assignmentProgress over 10,000 learners.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addDays,
  assignmentStanding,
  localDate,
  type AssignmentStanding,
  type AssignmentStatus,
  type LocalDate,
} from '../../../src/schemas/assignmentDue';
import { assignedLearnersFrom, byItem, type ItemKinds } from './learnerItems';
import { MEDIUM_BEGUN, MEDIUM_DONE_AT, PATH_BEGUN, PATH_DONE_AT } from './itemState';

export interface ProgressCounts {
  assigned: number;
  notStarted: number;
  inProgress: number;
  completed: number;
  overdue: number;
}

export const emptyCounts = (): ProgressCounts => ({
  assigned: 0,
  notStarted: 0,
  inProgress: 0,
  completed: 0,
  overdue: 0,
});

const QUARTER_HOUR = 15 * 60_000;

/**
 * localDate, remembered per time zone and quarter hour: every zone's offset is a multiple of 15 minutes,
 * so instants in one quarter hour fall on the same day everywhere. Learners of one unit share a handful of
 * assignment instants and zones, so 10,000 learners cost a few formatter calls instead of 10,000.
 */
export function dayCache(): (ms: number, timeZone: string | null) => LocalDate {
  const days = new Map<string, LocalDate>();
  return (ms, timeZone) => {
    const slot = Math.floor(ms / QUARTER_HOUR);
    const key = `${timeZone ?? ''}|${slot}`;
    let day = days.get(key);
    if (day === undefined) {
      day = localDate(new Date(slot * QUARTER_HOUR), timeZone);
      days.set(key, day);
    }
    return day;
  };
}

/** One learner of one assignment as the query answers it (instants as epoch milliseconds). */
export interface LearnerStateRow {
  assignmentId: string;
  userId: string;
  assignedMs: number;
  timeZone: string | null;
  extendedTo: LocalDate | null;
  /** When the item was last completed, or null when it is not (or never was) complete. */
  doneMs: number | null;
  started: boolean;
  progress: number;
  lastActivityMs: number | null;
  /** With `names`: the person's name and username. */
  name?: string;
  username?: string;
}

interface RuleRow {
  /** A medium's assignment (else a path's). */
  medium: boolean;
  dueOn: LocalDate | null;
  dueDays: number | null;
  recurrenceMonths: number | null;
}

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const ms = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const day = (value: unknown): LocalDate | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/**
 * The learners' rows of these assignments. `where` narrows further (a drill-down's search), on the users
 * row `u`; `names` adds the person's name (the drill-down sorts by it). Done and begun as itemState.ts
 * says (the last completion stays through a recertification round; the due rule decides whether it counts).
 */
export async function learnerStates(
  db: Db,
  assignmentIds: readonly string[],
  { where = sql`true`, names = false, items }: { where?: SQL; names?: boolean; items?: ItemKinds } = {},
): Promise<LearnerStateRow[]> {
  if (assignmentIds.length === 0) return [];
  // Only the joins the assignments need (assignedLearnersFrom says why).
  const kinds = { media: items?.media ?? true, paths: items?.paths ?? true };
  const pick = (media: SQL, paths: SQL) => byItem(kinds, media, paths);
  const result = await db.execute(sql`
    select l.assignment_id, l.user_id, u.time_zone, o.due_on as extended_to,
      ${names ? sql`u.name, u.username,` : sql``}
      (extract(epoch from l.assigned_at) * 1000)::float8 as assigned_ms,
      ${pick(
        sql`(extract(epoch from ${MEDIUM_DONE_AT}) * 1000)::float8`,
        sql`(extract(epoch from ${PATH_DONE_AT}) * 1000)::float8`,
      )} as done_ms,
      ${pick(MEDIUM_BEGUN, PATH_BEGUN)} as started,
      coalesce(${pick(sql`case when e.status in ('COMPLETED', 'PASSED') then 100 else e.progress end`, sql`pe.progress`)}, 0) as progress,
      (extract(epoch from ${pick(sql`e.last_activity_at`, sql`pe.last_activity_at`)}) * 1000)::float8 as last_ms
    ${assignedLearnersFrom({ assignmentIds }, kinds)}
    where ${where}`);
  return rowsOf(result).map((r) => ({
    assignmentId: String(r.assignment_id),
    userId: String(r.user_id),
    assignedMs: Number(r.assigned_ms),
    timeZone: (r.time_zone as string | null) ?? null,
    extendedTo: day(r.extended_to),
    doneMs: ms(r.done_ms),
    started: Boolean(r.started),
    progress: Number(r.progress ?? 0),
    lastActivityMs: ms(r.last_ms),
    ...(names ? { name: String(r.name), username: String(r.username) } : {}),
  }));
}

/** The due rules of these assignments. */
export async function dueRules(db: Db, assignmentIds: readonly string[]): Promise<Map<string, RuleRow>> {
  const rules = new Map<string, RuleRow>();
  if (assignmentIds.length === 0) return rules;
  const result =
    await db.execute(sql`select id, media_id, due_on, due_days, recurrence_months from assignments
    where id in (${sql.join(
      assignmentIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  for (const r of rowsOf(result))
    rules.set(String(r.id), {
      medium: r.media_id !== null,
      dueOn: day(r.due_on),
      dueDays: r.due_days === null ? null : Number(r.due_days),
      recurrenceMonths: r.recurrence_months === null ? null : Number(r.recurrence_months),
    });
  return rules;
}

export interface LearnerStanding extends AssignmentStanding {
  assignedOn: LocalDate;
}

/** A learner's standing with the rule; `dayOf` is a dayCache shared over a batch. */
export function standingOf(
  row: LearnerStateRow,
  rule: RuleRow,
  now: number,
  dayOf: ReturnType<typeof dayCache>,
): LearnerStanding {
  const assignedOn = dayOf(row.assignedMs, row.timeZone);
  const firstDue = rule.dueOn ?? (rule.dueDays === null ? null : addDays(assignedOn, rule.dueDays));
  const standing = assignmentStanding({
    firstDue,
    extendedTo: row.extendedTo,
    recurrenceMonths: rule.recurrenceMonths,
    lastDoneOn: row.doneMs === null ? null : dayOf(row.doneMs, row.timeZone),
    started: row.started,
    today: dayOf(now, row.timeZone),
  });
  return { ...standing, assignedOn };
}

const COUNT_KEY: Record<AssignmentStatus, keyof ProgressCounts> = {
  NOT_STARTED: 'notStarted',
  IN_PROGRESS: 'inProgress',
  COMPLETED: 'completed',
  OVERDUE: 'overdue',
};

/**
 * The learners of these assignments grouped by what decides their standing: the time zone, the day they
 * were assigned and last completed the item there, their extension and whether they started. Learners of
 * a unit share few such groups, so 10,000 learners come back as a few thousand small rows instead of
 * 10,000 wide ones (reading rows is most of the cost). Throws when the database does not know a
 * learner's time zone; assignmentProgress then counts learner by learner.
 */
async function standingGroups(db: Db, assignmentIds: readonly string[], items: ItemKinds) {
  const zone = sql`coalesce(u.time_zone, 'UTC')`;
  const localDay = (instant: SQL) => sql`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`;
  const pick = (media: SQL, paths: SQL) => byItem(items, media, paths);
  const result = await db.execute(sql`
    select l.assignment_id, u.time_zone, to_char(o.due_on, 'YYYY-MM-DD') as extended_to,
      ${localDay(sql`l.assigned_at`)} as assigned_on,
      ${localDay(pick(MEDIUM_DONE_AT, PATH_DONE_AT))} as done_on,
      ${pick(MEDIUM_BEGUN, PATH_BEGUN)} as started,
      count(*)::int as n
    ${assignedLearnersFrom({ assignmentIds }, items)}
    group by 1, 2, 3, 4, 5, 6`);
  return rowsOf(result).map((r) => ({
    assignmentId: String(r.assignment_id),
    timeZone: (r.time_zone as string | null) ?? null,
    extendedTo: (r.extended_to as string | null) ?? null,
    assignedOn: String(r.assigned_on),
    doneOn: (r.done_on as string | null) ?? null,
    started: Boolean(r.started),
    n: Number(r.n),
  }));
}

/**
 * How the learners of each assignment stand at `now`: one query for all of them, then the due rule per
 * group of learners alike. Every id asked for has an entry (zero counts for one nobody has, or withdrawn).
 */
export async function assignmentProgress(
  db: Db,
  assignmentIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ProgressCounts>> {
  const counts = new Map<string, ProgressCounts>(assignmentIds.map((id) => [id, emptyCounts()]));
  if (assignmentIds.length === 0) return counts;
  const rules = await dueRules(db, assignmentIds);
  const kinds = [...rules.values()];
  const items = { media: kinds.some((r) => r.medium), paths: kinds.some((r) => !r.medium) };
  const dayOf = dayCache();
  const at = now.getTime();
  let groups: Awaited<ReturnType<typeof standingGroups>>;
  try {
    groups = await standingGroups(db, assignmentIds, items);
  } catch {
    // A time zone the database does not know (the app's runtime does): learner by learner in JS.
    groups = (await learnerStates(db, assignmentIds, { items })).map((row) => ({
      assignmentId: row.assignmentId,
      timeZone: row.timeZone,
      extendedTo: row.extendedTo,
      assignedOn: dayOf(row.assignedMs, row.timeZone),
      doneOn: row.doneMs === null ? null : dayOf(row.doneMs, row.timeZone),
      started: row.started,
      n: 1,
    }));
  }
  for (const group of groups) {
    const rule = rules.get(group.assignmentId);
    const tally = counts.get(group.assignmentId);
    if (!rule || !tally) continue;
    const standing = assignmentStanding({
      firstDue: rule.dueOn ?? (rule.dueDays === null ? null : addDays(group.assignedOn, rule.dueDays)),
      extendedTo: group.extendedTo,
      recurrenceMonths: rule.recurrenceMonths,
      lastDoneOn: group.doneOn,
      started: group.started,
      today: dayOf(at, group.timeZone),
    });
    tally.assigned += group.n;
    tally[COUNT_KEY[standing.status]] += group.n;
  }
  return counts;
}
