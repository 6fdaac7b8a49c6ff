// The checks on assignment input that need no database: the shared rules (src/schemas/assignment.ts, which
// the form runs as the manager types) decide, and this turns the first issue into BAD_USER_INPUT with the
// field and an English sentence per issue code.
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import {
  ASSIGNMENT_LIMITS as L,
  assignmentIssues,
  ruleOf,
  type AssignmentIssueCode,
  type AssignmentRule,
  type AssignmentValues,
} from '../../../src/schemas/assignment';
import { isLocalDate, localDate, type LocalDate } from '../../../src/schemas/assignmentDue';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import { badUserInput } from '../errors';
import type { CreateAssignmentInput } from '../generated/resolvers';

const MESSAGES: Record<AssignmentIssueCode, (params: Record<string, unknown>) => string> = {
  'itemId.required': () => 'Choose the medium or learning path to assign.',
  'itemId.invalid': () => 'There is no such medium or learning path.',
  'userIds.required': () => 'Choose at least one person or unit to assign it to.',
  'userIds.invalid': () => 'One of the people is not a valid user id.',
  'userIds.tooMany': (p) => `Choose at most ${String(p.maximum)} people; assign a unit for more.`,
  'unitIds.invalid': () => 'One of the units is not a valid unit id.',
  'unitIds.tooMany': (p) => `Choose at most ${String(p.maximum)} units.`,
  'dueOn.required': () => 'Give the due date.',
  'dueOn.invalid': () => 'The due date is not a calendar day (YYYY-MM-DD).',
  'dueOn.past': (p) => `The due date is in the past. Choose today (${String(p.today)}) or a later day.`,
  'dueDays.required': () => 'Give the number of days after assignment.',
  'dueDays.outOfRange': (p) =>
    `The number of days after assignment must be ${String(p.minimum)}-${String(p.maximum)}.`,
  'recurrenceMonths.outOfRange': (p) =>
    `The recurrence must be ${String(p.minimum)}-${String(p.maximum)} months; leave it empty for none.`,
  'recurrenceMonths.needsDue': () =>
    'A recurrence needs a due date: choose a fixed or relative due date, or no recurrence.',
  'note.tooLong': (p) => `The note is longer than ${String(p.maximum)} characters.`,
};

/** Today where the caller is (their profile's time zone; UTC without one). */
export async function viewerToday(db: Db, viewer: Viewer, now = new Date()): Promise<LocalDate> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, viewer.userId));
  return localDate(now, row?.timeZone ?? null);
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export interface ParsedAssignment extends AssignmentRule {
  itemType: 'MEDIUM' | 'PATH';
  itemId: string;
  userIds: string[];
  unitIds: number[];
}

export function parseCreateAssignment(input: CreateAssignmentInput, today: LocalDate): ParsedAssignment {
  if (input.dueOn && input.dueDays !== null && input.dueDays !== undefined)
    throw badUserInput('input.dueDays', 'Give either a fixed due date or a number of days, not both.');
  const values: AssignmentValues = {
    itemType: input.itemType,
    itemId: input.itemId,
    userIds: input.userIds ?? [],
    unitIds: input.unitIds ?? [],
    dueRule: input.dueOn
      ? 'FIXED'
      : input.dueDays !== null && input.dueDays !== undefined
        ? 'RELATIVE'
        : 'NONE',
    dueOn: input.dueOn ?? '',
    dueDays: text(input.dueDays),
    recurrenceMonths: text(input.recurrenceMonths),
    note: input.note ?? '',
  };
  // Numbers typed as text in the form; the API's Int can be negative, which the text rule would misread.
  if (input.dueDays !== null && input.dueDays !== undefined && input.dueDays < L.dueDaysMin)
    values.dueDays = '0';
  if (input.recurrenceMonths !== null && input.recurrenceMonths !== undefined && input.recurrenceMonths < 1)
    values.recurrenceMonths = '0';
  const [first] = assignmentIssues(values, today);
  if (first) throw badUserInput(`input.${first.field}`, MESSAGES[first.code](first.params ?? {}));
  return {
    ...ruleOf(values),
    itemType: input.itemType,
    // Trimmed as the rule checked it: an id with a space around it is no uuid to Postgres.
    itemId: input.itemId.trim().toLowerCase(),
    userIds: [...new Set(values.userIds.map((id) => id.toLowerCase()))],
    unitIds: [...new Set(values.unitIds.map(Number))],
  };
}

/** An id the API handed out, or BAD_USER_INPUT on the field. */
export function checkAssignmentId(field: string, id: string): string {
  if (!UUID_PATTERN.test(id)) throw badUserInput(field, `There is no assignment with id ${id}.`);
  return id.toLowerCase();
}

export function checkAssignmentIds(field: string, ids: readonly string[]): string[] {
  if (ids.length === 0) throw badUserInput(field, 'Choose at least one assignment.');
  return [...new Set(ids.map((id, i) => checkAssignmentId(ids.length > 1 ? `${field}.${i}` : field, id)))];
}

export function checkUserIds(field: string, ids: readonly string[]): string[] {
  if (ids.length === 0) throw badUserInput(field, 'Choose at least one person.');
  return [
    ...new Set(
      ids.map((id, i) => {
        if (!UUID_PATTERN.test(id))
          throw badUserInput(ids.length > 1 ? `${field}.${i}` : field, `There is no user with id ${id}.`);
        return id.toLowerCase();
      }),
    ),
  ];
}

/** A due day given to extend: a calendar day, not before today. */
export function checkExtendDay(field: string, dueOn: string, today: LocalDate): LocalDate {
  const value = dueOn.trim();
  if (!isLocalDate(value)) throw badUserInput(field, MESSAGES['dueOn.invalid']({}));
  if (value < today) throw badUserInput(field, MESSAGES['dueOn.past']({ today }));
  return value;
}
