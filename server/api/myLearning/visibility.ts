// Which learning paths a learner may see and enrol in: published, not archived, and for every unit or for
// a unit of the learner or a unit above one of theirs (a path of a unit is for its sub-units too).
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { learningPaths } from '../../db/schema/paths';

export function pathVisibleTo(userId: string): SQL {
  const units = sql`(with recursive up(id) as (
      select uu.unit_id from user_units uu where uu.user_id = ${userId}::uuid
      union select u.parent_id from units u join up on u.id = up.id where u.parent_id is not null
    ) select id from up)`;
  return and(
    eq(learningPaths.status, 'PUBLISHED'),
    isNull(learningPaths.archivedAt),
    or(isNull(learningPaths.unitId), sql`${learningPaths.unitId} in ${units}`),
  ) as SQL;
}
