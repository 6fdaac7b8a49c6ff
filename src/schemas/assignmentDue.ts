// When an assigned item is due and where a learner stands with it: one rule for the API (assignment
// progress, the learner's list, reminders) and the app. Everything is decided on calendar days in the
// learner's time zone: an item due on 3 March is overdue from 4 March, 00:00 where the learner is.
//
// Recertification: with recurrenceMonths, a completion counts for that many months (a completion on
// 29 February 2024 with 12 months counts until 28 February 2025); from that day the item is due again
// and the earlier completion no longer counts as current.

/** A calendar day, `YYYY-MM-DD`. */
export type LocalDate = string;

export type AssignmentStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'OVERDUE';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows the IANA time zone (the API refuses others). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in a time zone (null or unknown: UTC). */
export function localDate(instant: Date, timeZone: string | null): LocalDate {
  const parts = formatterFor(timeZone ?? 'UTC').formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function parse(day: LocalDate): [number, number, number] {
  const match = LOCAL_DATE.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const format = (date: Date): LocalDate => date.toISOString().slice(0, 10);

export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  const [y, m, d] = parse(value);
  return format(new Date(Date.UTC(y, m - 1, d))) === value;
}

export function addDays(day: LocalDate, days: number): LocalDate {
  const [y, m, d] = parse(day);
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Months later on the same day of the month, or the month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(day: LocalDate, months: number): LocalDate {
  const [y, m, d] = parse(day);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const [fy, fm, fd] = parse(from);
  const [ty, tm, td] = parse(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

export interface DueRule {
  /** A fixed due day. */
  dueOn: LocalDate | null;
  /** Or: due this many days after the learner was assigned. */
  dueDays: number | null;
  recurrenceMonths: number | null;
}

/** The learner's first due day: the fixed one, or their assignment day plus dueDays; null without either. */
export function firstDueOn(rule: DueRule, assignedAt: Date, timeZone: string | null): LocalDate | null {
  if (rule.dueOn) return rule.dueOn;
  if (rule.dueDays !== null) return addDays(localDate(assignedAt, timeZone), rule.dueDays);
  return null;
}

export interface LearnerItemState {
  /** The first due day (firstDueOn). */
  firstDue: LocalDate | null;
  /** A manager's extension for this learner: the owed round is due on this day when it is later. */
  extendedTo?: LocalDate | null;
  recurrenceMonths: number | null;
  /** The last day the learner completed the item (in their time zone), or null. */
  lastDoneOn: LocalDate | null;
  /** Whether the learner has begun the round they owe (progress without completion). */
  started: boolean;
  /** Today in the learner's time zone. */
  today: LocalDate;
}

export interface AssignmentStanding {
  status: AssignmentStatus;
  /** The day the owed round is due; null when nothing is owed (completed) or there is no due date. */
  dueOn: LocalDate | null;
  /** Recertification: the last day the current completion counts; null without a recurrence. */
  validUntil: LocalDate | null;
  /** Days until dueOn (0 on the day, negative when overdue); null without dueOn. */
  daysLeft: number | null;
}

/** Where a learner stands with one assigned item today. */
export function assignmentStanding(state: LearnerItemState): AssignmentStanding {
  const { firstDue, recurrenceMonths, lastDoneOn, started, today, extendedTo = null } = state;
  const owed = (dueOn: LocalDate | null) =>
    standingOwed(
      extendedTo !== null && (dueOn === null || extendedTo > dueOn) ? extendedTo : dueOn,
      started,
      today,
    );
  if (lastDoneOn !== null) {
    if (recurrenceMonths === null)
      return { status: 'COMPLETED', dueOn: null, validUntil: null, daysLeft: null };
    const expiresOn = addMonths(lastDoneOn, recurrenceMonths);
    if (today < expiresOn) {
      return { status: 'COMPLETED', dueOn: null, validUntil: addDays(expiresOn, -1), daysLeft: null };
    }
    // The completion ran out: the item is due again on the day it expired.
    return owed(expiresOn);
  }
  return owed(firstDue);
}

function standingOwed(dueOn: LocalDate | null, started: boolean, today: LocalDate): AssignmentStanding {
  const daysLeft = dueOn === null ? null : daysBetween(today, dueOn);
  const status: AssignmentStatus =
    daysLeft !== null && daysLeft < 0 ? 'OVERDUE' : started ? 'IN_PROGRESS' : 'NOT_STARTED';
  return { status, dueOn, validUntil: null, daysLeft };
}
