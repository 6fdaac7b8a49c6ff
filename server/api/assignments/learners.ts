// Who an assignment reaches, computed from its targets and today's memberships, so a person who joins a
// targeted unit (or a unit below it) has the assignment at once and one who leaves no longer owes it.
// A learner's assignment day is when the assignment reached them: when it was made, or when they joined
// the unit if that was later (a relative due date runs from there). Only active people with the LEARNER
// role are reached (a manager in the unit does not get training they cannot open); withdrawn assignments
// and learners let off (assignment_learner_overrides.withdrawn_at) are left out.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface LearnersFilter {
  /** Only these assignments. */
  assignmentIds?: readonly string[];
  /** Only this person (their own list): walks up from their units instead of down from the targets. */
  userId?: string;
}

/**
 * A subquery with the columns `assignment_id`, `user_id`, `assigned_at` (one row per learner and
 * assignment), to embed: sql`select ... from ${assignmentLearners(filter)} l join users u on u.id = l.user_id`.
 */
export function assignmentLearners(filter: LearnersFilter = {}): SQL {
  const ids = filter.assignmentIds;
  const onlyIds = (column: SQL) =>
    ids === undefined
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`${column} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const direct =
    filter.userId === undefined
      ? sql`select t.assignment_id, t.user_id, t.created_at as reached_at
          from assignment_targets t where t.user_id is not null and ${onlyIds(sql`t.assignment_id`)}`
      : sql`select t.assignment_id, t.user_id, t.created_at as reached_at
          from assignment_targets t where t.user_id = ${filter.userId}::uuid and ${onlyIds(sql`t.assignment_id`)}`;
  // Through units: for one person, their units and every unit above them (a unit assignment covers the
  // units below it); for assignments, the targeted units and every unit below them. `since` is when the
  // membership began.
  const viaUnits =
    filter.userId === undefined
      ? sql`select tu.assignment_id, uu.user_id, greatest(tu.since, uu.created_at) as reached_at
          from (with recursive reached(assignment_id, unit_id, since) as (
              select t.assignment_id, t.unit_id, t.created_at from assignment_targets t
                where t.unit_id is not null and ${onlyIds(sql`t.assignment_id`)}
              union select r.assignment_id, child.id, r.since from units child join reached r on child.parent_id = r.unit_id
            ) select * from reached) tu
          join user_units uu on uu.unit_id = tu.unit_id`
      : sql`select t.assignment_id, mine.user_id, greatest(t.created_at, mine.since) as reached_at
          from (with recursive up(user_id, unit_id, since) as (
              select uu.user_id, uu.unit_id, uu.created_at from user_units uu where uu.user_id = ${filter.userId}::uuid
              union select up.user_id, parent.parent_id, up.since from units parent join up on parent.id = up.unit_id
                where parent.parent_id is not null
            ) select * from up) mine
          join assignment_targets t on t.unit_id = mine.unit_id and ${onlyIds(sql`t.assignment_id`)}`;
  return sql`(select x.assignment_id, x.user_id, min(x.reached_at) as assigned_at
    from (${direct} union all ${viaUnits}) x
    join assignments a on a.id = x.assignment_id and a.withdrawn_at is null
    join users u on u.id = x.user_id and u.is_active and 'LEARNER' = any(u.roles)
    where not exists (select 1 from assignment_learner_overrides o
      where o.assignment_id = x.assignment_id and o.user_id = x.user_id and o.withdrawn_at is not null)
    group by x.assignment_id, x.user_id)`;
}

export interface LearnerRow {
  assignmentId: string;
  userId: string;
  assignedAt: Date;
}

/** The rows of assignmentLearners, for callers that want them as objects. */
export async function listAssignmentLearners(db: Db, filter: LearnersFilter): Promise<LearnerRow[]> {
  const result = await db.execute(
    sql`select l.assignment_id, l.user_id, l.assigned_at from ${assignmentLearners(filter)} l order by 1, 2`,
  );
  const rows = (
    result as unknown as {
      rows: Array<{ assignment_id: string; user_id: string; assigned_at: string | Date }>;
    }
  ).rows;
  return rows.map((row) => ({
    assignmentId: row.assignment_id,
    userId: row.user_id,
    assignedAt: new Date(row.assigned_at),
  }));
}
