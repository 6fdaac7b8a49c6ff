// The one join every reader of assigned learners shares (the assignment list and its people, the
// learner's own list, the reminders): who an assignment reaches (assignmentLearners), the assignment, the
// person, their extension or let-off row, and the state of the assigned item. Written once so the readers
// cannot drift apart on which enrolment row counts (itemState.ts says how it is read).
import { sql, type SQL } from 'drizzle-orm';
import { assignmentLearners, type LearnersFilter } from './learners';

/** Which assigned items a query needs: a path's learners never have a medium's enrolment to look up. */
export interface ItemKinds {
  media: boolean;
  paths: boolean;
}

/** Both kinds: for readers of assignments of media and of paths at once. */
export const ALL_ITEMS: ItemKinds = { media: true, paths: true };

/**
 * `from ...` with the aliases `l` (assignment_id, user_id, assigned_at), `a` (assignments), `u` (users),
 * `o` (assignment_learner_overrides: `o.due_on` is the learner's extension), `e` (the enrolment in the
 * assigned medium) and `pe` (the learning_path_enrolments row of the assigned path). Only the joins
 * `items` asks for are made: the planner hashes the whole enrolments table for a join it cannot rule out.
 */
export function assignedLearnersFrom(filter: LearnersFilter, items: ItemKinds = ALL_ITEMS): SQL {
  return sql`from ${assignmentLearners(filter)} l
    join assignments a on a.id = l.assignment_id
    join users u on u.id = l.user_id
    left join assignment_learner_overrides o on o.assignment_id = l.assignment_id and o.user_id = l.user_id
    ${items.media ? sql`left join enrolments e on e.user_id = l.user_id and e.media_id = a.media_id` : sql``}
    ${items.paths ? sql`left join learning_path_enrolments pe on pe.user_id = l.user_id and pe.path_id = a.path_id` : sql``}`;
}

/** The medium's expression for a medium's assignment, the path's for a path's (only those joined). */
export function byItem(items: ItemKinds, media: SQL, paths: SQL): SQL {
  if (items.media && items.paths)
    return sql`case when a.media_id is not null then ${media} else ${paths} end`;
  return items.media ? media : paths;
}
