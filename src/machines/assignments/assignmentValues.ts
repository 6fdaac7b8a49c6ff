// assignmentValues — the assignment form's values and createAssignment's input made from them. Pure.
import type { AssignmentRowFragment, CreateAssignmentInput } from '../../graphql/generated';
import type { FormRecord } from '../admin/formMachine';
import { emptyAssignmentValues, wholeNumber, type AssignmentValues } from '../../schemas/assignment';

export type { AssignmentValues };
export const EMPTY_ASSIGNMENT: AssignmentValues = emptyAssignmentValues();

export function createInputOf(values: AssignmentValues): CreateAssignmentInput {
  const recurrence = values.recurrenceMonths.trim();
  return {
    itemType: values.itemType,
    itemId: values.itemId,
    userIds: values.userIds,
    unitIds: values.unitIds,
    dueOn: values.dueRule === 'FIXED' ? values.dueOn : null,
    dueDays: values.dueRule === 'RELATIVE' ? wholeNumber(values.dueDays) : null,
    recurrenceMonths: recurrence === '' ? null : wholeNumber(recurrence),
    note: values.note,
  };
}

/** The values an assignment was made with (what a loaded or conflicting record shows). */
export function recordOf(row: AssignmentRowFragment): FormRecord<AssignmentValues> {
  return {
    id: row.id,
    updatedAt: row.createdAt,
    values: {
      itemType: row.itemType,
      itemId: row.itemId,
      userIds: row.targets.filter((t) => t.kind === 'USER').map((t) => t.id),
      unitIds: row.targets.filter((t) => t.kind === 'UNIT').map((t) => t.id),
      dueRule: row.dueOn ? 'FIXED' : row.dueDays ? 'RELATIVE' : 'NONE',
      dueOn: row.dueOn ?? '',
      dueDays: row.dueDays ? String(row.dueDays) : '',
      recurrenceMonths: row.recurrenceMonths ? String(row.recurrenceMonths) : '',
      note: row.note,
    },
  };
}

/** extensions.current of a CONFLICT, when it is an assignment. */
export const recordFromConflict = (current: unknown): FormRecord<AssignmentValues> | null =>
  current && typeof current === 'object' && 'id' in current && 'targets' in current
    ? recordOf(current as AssignmentRowFragment)
    : null;
