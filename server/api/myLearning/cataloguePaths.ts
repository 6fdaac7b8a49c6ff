// The learning paths the catalogue shows above the media: published paths the learner may see whose
// title or description (in any of its languages) holds every word searched for.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { learningPathEnrolments, learningPaths } from '../../db/schema/paths';
import type { LearnerPath } from '../generated/resolvers';
import type { Lang } from '../locale';
import { loadLearnerAssignments } from './assigned';
import { loadPaths } from './structure';
import { pathVisibleTo } from './visibility';

export const CATALOGUE_PATHS = 6;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(search: string | null | undefined): SQL | undefined {
  const words = (search ?? '').trim().slice(0, 200).split(/\s+/).filter(Boolean).slice(0, 12);
  if (words.length === 0) return undefined;
  // The translations' texts only: the JSON as text would let "title" or "de" match every translated path.
  const text = sql`(${learningPaths.title} || ' ' || ${learningPaths.description} || ' ' || jsonb_path_query_array(${learningPaths.translations}, '$.*.*')::text)`;
  return and(...words.map((word) => sql`${text} ilike ${`%${escapeLike(word)}%`}`));
}

export async function cataloguePaths(
  db: Db,
  userId: string,
  search: string | null | undefined,
  lang?: Lang,
): Promise<LearnerPath[]> {
  const rows = await db
    .select({ id: learningPaths.id, following: learningPathEnrolments.userId })
    .from(learningPaths)
    .leftJoin(
      learningPathEnrolments,
      and(eq(learningPathEnrolments.pathId, learningPaths.id), eq(learningPathEnrolments.userId, userId)),
    )
    .where(and(pathVisibleTo(userId), matching(search)))
    .orderBy(asc(learningPaths.title), asc(learningPaths.id))
    .limit(CATALOGUE_PATHS);
  if (rows.length === 0) return [];
  const [paths, assigned] = await Promise.all([
    loadPaths(
      db,
      rows.map((r) => r.id),
      lang,
    ),
    loadLearnerAssignments(db, userId),
  ]);
  const assignedIds = new Set(assigned.map((a) => a.pathId));
  return rows.flatMap((row) => {
    const path = paths.get(row.id);
    if (!path) return [];
    const { sections: _s, structure: _t, status: _u, ...summary } = path;
    return [{ ...summary, following: row.following !== null || assignedIds.has(row.id) }];
  });
}
