// The managers' list of learning paths: searched (title and description), filtered (status, unit), sorted
// with the id as the last key (pages never overlap or skip ties) and paged on the server, within the
// caller's unit scope. The page's ids first, then the page's summaries (counts, learners, estimate).
import { and, asc, count, desc, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  learningPathEnrolments,
  learningPaths,
  learningPathSections,
  type LearningPathStatus,
} from '../../db/schema/paths';
import { badUserInput } from '../errors';
import type {
  LearningPathFilter,
  LearningPathSort,
  QueryResolvers,
  SortDirection,
} from '../generated/resolvers';
import { managedPathCondition } from '../unitScope';
import { loadSummaries } from './structure';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

/** ILIKE on title and description; % and _ typed by the manager match themselves. */
export function searchCondition(search: string | null | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        sql`${learningPaths.title} ilike ${pattern}`,
        sql`${learningPaths.description} ilike ${pattern}`,
      ) as SQL;
    }),
  );
}

function filterConditions(filter: LearningPathFilter | null | undefined): SQL[] {
  const statuses: LearningPathStatus[] = filter?.statuses?.length ? filter.statuses : ['DRAFT', 'PUBLISHED'];
  const conditions: SQL[] = [inArray(learningPaths.status, statuses)];
  const unitIds = (filter?.unitIds ?? []).map((id, i) => {
    if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647)
      throw badUserInput(`filter.unitIds.${i}`, `unitId "${id}" is not a valid unit id.`);
    return Number(id);
  });
  const units = unitIds.length ? inArray(learningPaths.unitId, unitIds) : undefined;
  if (filter?.everyUnit)
    conditions.push(units ? (or(isNull(learningPaths.unitId), units) as SQL) : isNull(learningPaths.unitId));
  else if (units) conditions.push(units);
  return conditions;
}

function orderBy(sort: LearningPathSort, direction: SortDirection): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const id = dir(learningPaths.id);
  switch (sort) {
    case 'UPDATED':
      return [dir(learningPaths.updatedAt), id];
    case 'TITLE':
      return [dir(learningPaths.title), id];
    case 'STATUS':
      return [dir(learningPaths.status), asc(learningPaths.title), id];
    case 'SECTIONS':
      return [
        dir(sql`(select count(*) from ${learningPathSections} s where s.path_id = ${learningPaths.id})`),
        asc(learningPaths.title),
        id,
      ];
    case 'LEARNERS':
      return [
        dir(sql`(select count(*) from ${learningPathEnrolments} e where e.path_id = ${learningPaths.id})`),
        asc(learningPaths.title),
        id,
      ];
  }
}

export const learningPathsQuery: QueryResolvers['learningPaths'] = async (_parent, args, context) => {
  const { db, viewer } = context;
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET)
    throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}; narrow the list with a search or filters.`);
  const where = and(
    managedPathCondition(viewer),
    searchCondition(args.search),
    ...filterConditions(args.filter),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(where)
      .orderBy(...orderBy(args.sort ?? 'UPDATED', args.direction ?? 'DESC'))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(learningPaths).where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = await loadSummaries(
    db,
    rows.map((r) => r.id),
  );
  return { items, total, offset, hasMore: offset + rows.length < total };
};

// Published paths the caller manages, for the assignment form's picker.
export const assignablePaths: QueryResolvers['assignablePaths'] = async (_parent, { search }, context) => {
  const { db, viewer } = context;
  const rows = await db
    .select({ id: learningPaths.id })
    .from(learningPaths)
    .where(
      and(
        managedPathCondition(viewer),
        searchCondition(search),
        inArray(learningPaths.status, ['PUBLISHED']),
      ),
    )
    .orderBy(asc(learningPaths.title), asc(learningPaths.id))
    .limit(50);
  const summaries = await loadSummaries(
    db,
    rows.map((r) => r.id),
  );
  return summaries.map((s) => ({
    id: s.id,
    title: s.title,
    unitName: s.unitName ?? null,
    sectionCount: s.sectionCount,
    mediaCount: s.mediaCount,
  }));
};
