// The mails of assignment notices: a notice (assignment_notices, one per learner, event and round, unique)
// is what the learner sees in the app; the same row decides the mail, so a learner gets each mail exactly
// once however often a run or a request is repeated. Called in the transaction that inserted the notices,
// with the ids it inserted (a notice that already existed is not returned by its insert, so it is never
// mailed twice); mailed_at records that the mail was queued.
//   ASSIGNED -> ASSIGNMENT_CREATED (a new assignment, or a person reached later: a new unit member)
//   DUE_SOON -> ASSIGNMENT_DUE_SOON, OVERDUE -> ASSIGNMENT_OVERDUE (reminder run; REMINDERS category)
// A manager's REMINDER notice stays in the app only: no mail event is defined for it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PathTranslations } from '../../db/schema/paths';
import { daysBetween, firstDueOn, localDate } from '../../../src/schemas/assignmentDue';
import type { MailData, MailEvent } from '../../../src/schemas/mailEvents';
import { queueMails } from '../mail/outbox';
import { dayInstant, itemLink, organisationName } from './links';

const MAILED_EVENTS: Record<string, MailEvent> = {
  ASSIGNED: 'ASSIGNMENT_CREATED',
  DUE_SOON: 'ASSIGNMENT_DUE_SOON',
  OVERDUE: 'ASSIGNMENT_OVERDUE',
};

interface NoticeRow {
  id: number;
  user_id: string;
  event: string;
  notice_due_on: string | null;
  media_id: string | null;
  path_id: string | null;
  due_on: string | null;
  due_days: number | null;
  recurrence_months: number | null;
  medium_title: string | null;
  path_title: string | null;
  path_language: string | null;
  path_translations: PathTranslations | null;
  assigned_by: string | null;
  time_zone: string | null;
  locale: string | null;
}

function titleOf(row: NoticeRow): string {
  if (row.path_id === null) return row.medium_title ?? '';
  const locale = row.locale;
  const translated = locale && locale !== row.path_language ? row.path_translations?.[locale]?.title : '';
  return translated?.trim() || row.path_title || '';
}

function dataOf(row: NoticeRow, now: Date): MailData {
  const mediumTitle = titleOf(row);
  const mediumLink = itemLink({ mediaId: row.media_id, pathId: row.path_id });
  // A notice of the reminder run carries its due day; one raised at creation is for learners reached now.
  const dueOn =
    row.notice_due_on ??
    firstDueOn(
      { dueOn: row.due_on, dueDays: row.due_days, recurrenceMonths: row.recurrence_months },
      now,
      row.time_zone,
    );
  if (row.event === 'ASSIGNED')
    return {
      mediumTitle,
      assignedBy: row.assigned_by ?? organisationName(),
      // Without a due day the template's `select` shows no date; the instant keeps `{dueDate, date}` valid.
      dueDate: dueOn ? dayInstant(dueOn) : now.toISOString(),
      hasDueDate: dueOn ? 'yes' : 'no',
      mediumLink,
    };
  const today = localDate(now, row.time_zone);
  const day = dueOn ?? today;
  return row.event === 'DUE_SOON'
    ? { mediumTitle, dueDate: dayInstant(day), daysLeft: Math.max(0, daysBetween(today, day)), mediumLink }
    : {
        mediumTitle,
        dueDate: dayInstant(day),
        daysOverdue: Math.max(1, daysBetween(day, today)),
        mediumLink,
      };
}

/** Queues the mails of these just-inserted notices in `tx` and marks them mailed; returns how many. */
export async function mailAssignmentNotices(
  tx: Db,
  noticeIds: readonly number[],
  now = new Date(),
): Promise<number> {
  if (noticeIds.length === 0) return 0;
  const result = await tx.execute(sql`
    select n.id, n.user_id, n.event::text as event, n.due_on::text as notice_due_on,
      a.media_id, a.path_id, a.due_on::text as due_on, a.due_days,
      a.recurrence_months, m.title as medium_title, p.title as path_title, p.language as path_language,
      p.translations as path_translations, author.name as assigned_by, u.time_zone, u.locale
    from assignment_notices n
    join assignments a on a.id = n.assignment_id
    join users u on u.id = n.user_id
    left join media m on m.id = a.media_id
    left join learning_paths p on p.id = a.path_id
    left join users author on author.id = a.created_by
    where n.id = any(string_to_array(${noticeIds.join(',')}, ',')::int[])
      and n.event::text in ('ASSIGNED', 'DUE_SOON', 'OVERDUE') and n.mailed_at is null
    order by n.id`);
  const rows = (result as unknown as { rows: NoticeRow[] }).rows;
  // One statement for all: a unit of 10,000 learners must not be 10,000 round trips in the transaction.
  await queueMails(
    tx,
    rows.map((row) => ({ event: MAILED_EVENTS[row.event]!, userId: row.user_id, data: dataOf(row, now) })),
  );
  if (rows.length > 0)
    await tx.execute(sql`update assignment_notices set mailed_at = ${now.toISOString()}::timestamptz
      where id = any(string_to_array(${rows.map((r) => r.id).join(',')}, ',')::int[])`);
  return rows.length;
}
