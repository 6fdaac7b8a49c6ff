// assignmentsListMachine — /assignments' list, made by the kit's list factory: assignments searched by the
// item's title, filtered by type and state, sorted and paged on the server, the query in the URL, and bulk
// withdraw (the view asks first). Extending asks for the new due date first (extendMachine).
import { createListMachine } from '../admin/listMachine';
import { loadAssignmentsPage, withdrawAssignments, type AssignmentRow } from './assignmentActors';
import { ASSIGNMENT_LIST_QUERY } from './assignmentQuery';

export const assignmentsListMachine = createListMachine<AssignmentRow>({
  id: 'assignmentsList',
  ...ASSIGNMENT_LIST_QUERY,
  rowId: (row) => row.id,
  loadPage: loadAssignmentsPage,
  bulkActions: {
    withdraw: {
      actor: withdrawAssignments,
      doneMessage: 'assignments.bulk.withdrawn',
      failedMessage: 'assignments.bulk.withdrawFailed',
    },
  },
});
