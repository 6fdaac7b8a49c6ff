// The rules of a new assignment, once for the assignment form (checked as the manager types) and for the
// server (createAssignment), so both refuse the same input. Pure: zod/mini only (the app bundles it). Each
// issue's message is a stable code (`dueOn.past`) the app translates; the server keeps an English sentence
// per code. The day "today" is the caller's: the browser's zone in the form, the manager's own zone on the
// server, so a due day can be today but never a day that is already over where the manager is.
import * as z from 'zod/mini';
import { isLocalDate, type LocalDate } from './assignmentDue';
import { UUID_PATTERN } from './ids';
import { plainText } from './plainText';

export const ASSIGNMENT_LIMITS = {
  dueDaysMin: 1,
  dueDaysMax: 3650,
  recurrenceMin: 1,
  recurrenceMax: 120,
  noteMax: 2000,
  targetsMax: 100,
} as const;

export const ASSIGNMENT_ITEM_TYPES = ['MEDIUM', 'PATH'] as const;
export type AssignmentItemType = (typeof ASSIGNMENT_ITEM_TYPES)[number];
export const DUE_RULES = ['NONE', 'FIXED', 'RELATIVE'] as const;
export type DueRuleKind = (typeof DUE_RULES)[number];

export const ASSIGNMENT_ISSUE_CODES = [
  'itemId.required',
  'itemId.invalid',
  'userIds.required',
  'userIds.invalid',
  'userIds.tooMany',
  'unitIds.invalid',
  'unitIds.tooMany',
  'dueOn.required',
  'dueOn.invalid',
  'dueOn.past',
  'dueDays.required',
  'dueDays.outOfRange',
  'recurrenceMonths.outOfRange',
  'recurrenceMonths.needsDue',
  'note.tooLong',
] as const;
export type AssignmentIssueCode = (typeof ASSIGNMENT_ISSUE_CODES)[number];

/**
 * The form's values, which the server builds from its input too. Numbers are text as typed ('' = none):
 * the form keeps what the person typed, and "0" is an error to show, not a value to drop.
 */
export interface AssignmentValues {
  itemType: AssignmentItemType;
  itemId: string;
  userIds: string[];
  unitIds: string[];
  dueRule: DueRuleKind;
  dueOn: string;
  dueDays: string;
  recurrenceMonths: string;
  note: string;
  [key: string]: unknown;
}

export const emptyAssignmentValues = (): AssignmentValues => ({
  itemType: 'MEDIUM',
  itemId: '',
  userIds: [],
  unitIds: [],
  dueRule: 'RELATIVE',
  dueOn: '',
  dueDays: '30',
  recurrenceMonths: '',
  note: '',
});

const UNIT_ID = /^[1-9][0-9]{0,9}$/;
const WHOLE = /^\s*\d{1,6}\s*$/;

/** A whole number typed into a field, or null when it is not one ('' is null as well). */
export const wholeNumber = (text: string): number | null => (WHOLE.test(text) ? Number(text.trim()) : null);

export interface AssignmentIssue {
  field: keyof AssignmentValues & string;
  code: AssignmentIssueCode;
  params?: Record<string, unknown>;
}

/** Every issue of the values, in the form's field order (the first is the one the server names). */
export function assignmentIssues(values: AssignmentValues, today: LocalDate): AssignmentIssue[] {
  const issues: AssignmentIssue[] = [];
  const add = (
    field: AssignmentIssue['field'],
    code: AssignmentIssueCode,
    params?: Record<string, unknown>,
  ) => issues.push({ field, code, ...(params ? { params } : {}) });
  const L = ASSIGNMENT_LIMITS;
  if (values.itemId.trim() === '') add('itemId', 'itemId.required');
  else if (!UUID_PATTERN.test(values.itemId.trim())) add('itemId', 'itemId.invalid');
  if (values.userIds.length + values.unitIds.length === 0) add('userIds', 'userIds.required');
  else if (values.userIds.some((id) => !UUID_PATTERN.test(id))) add('userIds', 'userIds.invalid');
  else if (values.userIds.length > L.targetsMax) add('userIds', 'userIds.tooMany', { maximum: L.targetsMax });
  if (values.unitIds.some((id) => !UNIT_ID.test(id) || Number(id) > 2_147_483_647))
    add('unitIds', 'unitIds.invalid');
  else if (values.unitIds.length > L.targetsMax) add('unitIds', 'unitIds.tooMany', { maximum: L.targetsMax });
  if (values.dueRule === 'FIXED') {
    const day = values.dueOn.trim();
    if (day === '') add('dueOn', 'dueOn.required');
    else if (!isLocalDate(day)) add('dueOn', 'dueOn.invalid');
    else if (day < today) add('dueOn', 'dueOn.past', { today });
  }
  if (values.dueRule === 'RELATIVE') {
    const days = wholeNumber(values.dueDays);
    if (values.dueDays.trim() === '') add('dueDays', 'dueDays.required');
    else if (days === null || days < L.dueDaysMin || days > L.dueDaysMax)
      add('dueDays', 'dueDays.outOfRange', { minimum: L.dueDaysMin, maximum: L.dueDaysMax });
  }
  if (values.recurrenceMonths.trim() !== '') {
    const months = wholeNumber(values.recurrenceMonths);
    if (months === null || months < L.recurrenceMin || months > L.recurrenceMax)
      add('recurrenceMonths', 'recurrenceMonths.outOfRange', {
        minimum: L.recurrenceMin,
        maximum: L.recurrenceMax,
      });
    // A recertification is "due again": without a due rule there is nothing to be due again.
    else if (values.dueRule === 'NONE') add('recurrenceMonths', 'recurrenceMonths.needsDue');
  }
  if (plainText(values.note).length > L.noteMax) add('note', 'note.tooLong', { maximum: L.noteMax });
  return issues;
}

/** The form's schema: the same rules, today read from the clock each time it runs. */
export const assignmentFormSchema = (today: () => LocalDate) =>
  z
    .object({
      itemType: z.enum(ASSIGNMENT_ITEM_TYPES),
      itemId: z.string(),
      userIds: z.array(z.string()),
      unitIds: z.array(z.string()),
      dueRule: z.enum(DUE_RULES),
      dueOn: z.string(),
      dueDays: z.string(),
      recurrenceMonths: z.string(),
      note: z.string(),
    })
    .check(
      z.superRefine((value, ctx) => {
        for (const issue of assignmentIssues(value as AssignmentValues, today()))
          ctx.addIssue({
            code: 'custom',
            path: [issue.field],
            message: issue.code,
            input: value[issue.field as keyof typeof value],
            ...(issue.params ? { params: issue.params } : {}),
          });
      }),
    );

/** What the API stores from valid values. */
export interface AssignmentRule {
  dueOn: LocalDate | null;
  dueDays: number | null;
  recurrenceMonths: number | null;
  note: string;
}

export const ruleOf = (values: AssignmentValues): AssignmentRule => ({
  dueOn: values.dueRule === 'FIXED' ? values.dueOn.trim() : null,
  dueDays: values.dueRule === 'RELATIVE' ? wholeNumber(values.dueDays) : null,
  recurrenceMonths: values.recurrenceMonths.trim() === '' ? null : wholeNumber(values.recurrenceMonths),
  note: plainText(values.note),
});
