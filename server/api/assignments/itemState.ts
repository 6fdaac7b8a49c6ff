// What counts as done and as begun for an assigned item, in one place for the assignment list and its
// people, the learner's lists, the reminders and the relatives view. SQL over `e` (the learner's
// enrolment in the assigned medium) and `pe` (their learning_path_enrolments row of the assigned path).
// "Done" is the LAST completion: a recertification round resets the status and keeps it, so the due rule
// (src/schemas/assignmentDue.ts) can tell whether it still counts. "Begun" is progress in the round the
// learner owes, so an item finished long ago is not "in progress".
import { sql } from 'drizzle-orm';

/** When the medium was last completed or passed (a fail is no completion), or null. */
export const MEDIUM_DONE_AT = sql`e.done_at`;
/** When the path was last completed, or null. */
export const PATH_DONE_AT = sql`pe.completed_at`;
export const MEDIUM_BEGUN = sql`coalesce(e.status in ('INCOMPLETE', 'FAILED') or (e.status = 'NOT_ATTEMPTED' and e.progress > 0), false)`;
export const PATH_BEGUN = sql`coalesce(not pe.completed and (pe.started or pe.progress > 0), false)`;
