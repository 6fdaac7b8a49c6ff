// The reminder run (the scheduled job `assignment-reminders`): for every active assignment and every learner
// it reaches, where they stand today in their own time zone, and the notices that standing calls for, each
// raised once per learner, event and round (the unique index; a second run raises nothing new):
// ASSIGNED for learners who have not been told yet and never did the item (those reached later, such as
// new unit members; the assignment's creation tells the others), DUE_SOON from DUE_SOON_DAYS before the due day, OVERDUE from
// the day after; each new notice's mail is queued in the same transaction (mailEvents/assignmentMails.ts).
// It also starts the new round of a recertification whose completion ran out.
// Set-based: a few assignments per query and transaction, notices inserted in bulk.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignmentNotices, type AssignmentEvent } from '../../db/schema/assignments';
import {
  addMonths,
  assignmentStanding,
  firstDueOn,
  localDate,
  type LocalDate,
} from '../../../src/schemas/assignmentDue';
import type { ApiPubSub } from '../context';
import { assignedLearnersFrom, byItem, ALL_ITEMS } from '../assignments/learnerItems';
import { MEDIUM_BEGUN, MEDIUM_DONE_AT, PATH_BEGUN, PATH_DONE_AT } from '../assignments/itemState';
import { mailAssignmentNotices } from '../mailEvents/assignmentMails';
import { startNewRounds, type AssignedItem } from './newRound';

/** DUE_SOON is raised when the due day is this many days away or closer. */
export const DUE_SOON_DAYS = 7;
/** Assignments per query and transaction: a unit of 10,000 learners stays one short transaction each. */
const ASSIGNMENT_CHUNK = 10;
const INSERT_CHUNK = 1000;

interface LearnerRow {
  assignment_id: string;
  user_id: string;
  assigned_at: string | Date;
  time_zone: string | null;
  due_on: string | null;
  due_days: number | null;
  recurrence_months: number | null;
  media_id: string | null;
  path_id: string | null;
  extended_to: string | null;
  completed_at: string | Date | null;
  /** The item is completed now (not only once): a recertification round can be started. */
  done_now: boolean;
  started: boolean;
  /** `EVENT:round_key` of the notices this learner already has for the assignment. */
  raised: string[] | null;
}

export interface RaisedNotice {
  id: number;
  userId: string;
}

export interface ReminderRun {
  notices: RaisedNotice[];
  /** Learners whose recertification round was started. */
  newRounds: number;
}

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

async function loadLearners(db: Db, assignmentIds: string[]): Promise<LearnerRow[]> {
  const result = await db.execute(sql`
    select l.assignment_id, l.user_id, l.assigned_at, u.time_zone,
      a.due_on::text as due_on, a.due_days, a.recurrence_months, a.media_id, a.path_id,
      o.due_on::text as extended_to,
      ${byItem(ALL_ITEMS, MEDIUM_DONE_AT, PATH_DONE_AT)} as completed_at,
      ${byItem(ALL_ITEMS, sql`coalesce(e.status in ('COMPLETED', 'PASSED'), false)`, sql`coalesce(pe.completed, false)`)} as done_now,
      ${byItem(ALL_ITEMS, MEDIUM_BEGUN, PATH_BEGUN)} as started,
      (select array_agg(n.event::text || ':' || n.round_key) from assignment_notices n
        where n.assignment_id = l.assignment_id and n.user_id = l.user_id) as raised
    ${assignedLearnersFrom({ assignmentIds })}`);
  return (result as unknown as { rows: LearnerRow[] }).rows;
}

type NoticeInsert = typeof assignmentNotices.$inferInsert;

/** What one learner's standing in one assignment calls for today. */
function plan(row: LearnerRow, now: Date, todays: Map<string, LocalDate>) {
  const zone = row.time_zone;
  let today = todays.get(zone ?? '');
  if (today === undefined) {
    today = localDate(now, zone);
    todays.set(zone ?? '', today);
  }
  const lastDoneOn = row.completed_at === null ? null : localDate(asDate(row.completed_at), zone);
  const rule = { dueOn: row.due_on, dueDays: row.due_days, recurrenceMonths: row.recurrence_months };
  const firstDue = firstDueOn(rule, asDate(row.assigned_at), zone);
  const expired =
    row.recurrence_months !== null &&
    lastDoneOn !== null &&
    today >= addMonths(lastDoneOn, row.recurrence_months);
  const renew = expired && row.done_now;
  const standing = assignmentStanding({
    firstDue,
    extendedTo: row.extended_to,
    recurrenceMonths: row.recurrence_months,
    lastDoneOn,
    // A round being started afresh has not been begun.
    started: renew ? false : row.started,
    today,
  });
  const raised = new Set(row.raised ?? []);
  const notices: NoticeInsert[] = [];
  const raise = (event: AssignmentEvent, roundKey: string) => {
    if (!raised.has(`${event}:${roundKey}`))
      notices.push({
        assignmentId: row.assignment_id,
        userId: row.user_id,
        event,
        roundKey,
        dueOn: standing.dueOn,
      });
  };
  // "New assignment" only to someone who never did the item: one who did is told when a round is due.
  if (lastDoneOn === null && !row.raised?.some((key) => key.startsWith('ASSIGNED:')))
    raise('ASSIGNED', 'assigned');
  if (standing.dueOn !== null && standing.daysLeft !== null) {
    if (standing.status === 'OVERDUE') raise('OVERDUE', standing.dueOn);
    else if (standing.daysLeft <= DUE_SOON_DAYS) raise('DUE_SOON', standing.dueOn);
  }
  return { notices, renew };
}

/** Runs the reminders once (`now` decides "today" in each learner's zone); publish the result after it. */
export async function runReminders(db: Db, now = new Date()): Promise<ReminderRun> {
  const active = await db.execute(
    sql`select id from assignments where withdrawn_at is null order by created_at, id`,
  );
  const ids = (active as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  const todays = new Map<string, LocalDate>();
  const run: ReminderRun = { notices: [], newRounds: 0 };
  for (let i = 0; i < ids.length; i += ASSIGNMENT_CHUNK) {
    const chunk = ids.slice(i, i + ASSIGNMENT_CHUNK);
    await db.transaction(async (tx) => {
      const rows = await loadLearners(tx, chunk);
      const inserts: NoticeInsert[] = [];
      const rounds = new Map<string, { item: AssignedItem; userIds: string[] }>();
      for (const row of rows) {
        const { notices, renew } = plan(row, now, todays);
        inserts.push(...notices);
        if (!renew) continue;
        const item: AssignedItem = row.path_id
          ? { kind: 'PATH', id: row.path_id }
          : { kind: 'MEDIUM', id: row.media_id! };
        const key = `${item.kind}:${item.id}`;
        if (!rounds.has(key)) rounds.set(key, { item, userIds: [] });
        rounds.get(key)!.userIds.push(row.user_id);
      }
      for (const { item, userIds } of rounds.values()) {
        // One learner can reach the item through two assignments: one new round.
        const unique = [...new Set(userIds)];
        await startNewRounds(tx, unique, item);
        run.newRounds += unique.length;
      }
      for (let j = 0; j < inserts.length; j += INSERT_CHUNK) {
        const created = await tx
          .insert(assignmentNotices)
          .values(inserts.slice(j, j + INSERT_CHUNK))
          .onConflictDoNothing()
          .returning({ id: assignmentNotices.id, userId: assignmentNotices.userId });
        run.notices.push(...created);
        // Only the notices this insert made: a repeated run mails nobody twice.
        await mailAssignmentNotices(
          tx,
          created.map((notice) => notice.id),
          now,
        );
      }
    });
  }
  return run;
}

/** Tells the learners' open apps (myAssignmentNotices); only after the notices' transaction committed. */
export function publishNotices(pubsub: ApiPubSub, notices: readonly RaisedNotice[]): void {
  for (const notice of notices) pubsub.publish('assignmentNotice', notice.userId, notice.id);
}
