// assignmentFormMachine — a new assignment, made by the kit's form factory and checked with the server's
// own rules (src/schemas/assignment.ts) as the manager types; today is the browser's day. Assignments are
// not edited afterwards (they are extended or withdrawn): saving makes a new one, deleting withdraws.
import { assignmentFormSchema } from '../../schemas/assignment';
import { localDate } from '../../schemas/assignmentDue';
import { createFormMachine } from '../admin/formMachine';
import { assignmentFormActors } from './assignmentActors';
import { EMPTY_ASSIGNMENT, recordFromConflict, type AssignmentValues } from './assignmentValues';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
export const browserToday = () => localDate(new Date(), browserZone());

export const assignmentFormMachine = createFormMachine<AssignmentValues>({
  id: 'assignmentForm',
  schema: assignmentFormSchema(browserToday),
  empty: EMPTY_ASSIGNMENT,
  recordFromConflict,
  actors: assignmentFormActors,
  messages: { saved: { id: 'assignments.form.created' } },
});
