// The assignment list and one assignment: a page of ids from assignments (joined with the item's title
// for search and sort), the count of all matches, then the page's rows with targets and progress.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import { assignments } from '../../db/schema/assignments';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { badUserInput } from '../errors';
import type { QueryResolvers, QueryAssignmentsArgs } from '../generated/resolvers';
import { managedAssignmentCondition, requireManagedAssignments } from '../unitScope';
import { loadAssignments } from './row';
import { checkAssignmentId } from './rules';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

/** `%`, `_` and `\` typed by a person are searched for, not wildcards. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const title = sql<string>`coalesce(${media.title}, ${learningPaths.title}, '')`;

function listCondition(viewer: Viewer, { search, filter }: QueryAssignmentsArgs): SQL | undefined {
  const conditions: (SQL | undefined)[] = [managedAssignmentCondition(viewer)];
  const words = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) conditions.push(sql`lower(${title}) like ${`%${likeLiteral(word)}%`}`);
  if (filter?.itemType === 'MEDIUM') conditions.push(isNotNull(assignments.mediaId));
  if (filter?.itemType === 'PATH') conditions.push(isNotNull(assignments.pathId));
  if (filter?.state === 'ACTIVE') conditions.push(isNull(assignments.withdrawnAt));
  if (filter?.state === 'WITHDRAWN') conditions.push(isNotNull(assignments.withdrawnAt));
  return and(...conditions);
}

function listOrder({ sort, direction }: QueryAssignmentsArgs): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const id = dir(assignments.id);
  switch (sort ?? 'CREATED') {
    case 'TITLE':
      return [dir(sql`lower(${title})`), id];
    case 'DUE':
      // Fixed days first in day order, then relative rules by their days; no due date last.
      return [
        sql`${assignments.dueOn} is null`,
        dir(assignments.dueOn),
        sql`${assignments.dueDays} is null`,
        dir(assignments.dueDays),
        id,
      ];
    case 'CREATED':
      return [dir(assignments.createdAt), id];
  }
}

export const assignmentList: QueryResolvers['assignments'] = async (_parent, args, { db, viewer }) => {
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET) throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}.`);
  const where = listCondition(viewer, args);
  const base = () =>
    db
      .select({ id: assignments.id })
      .from(assignments)
      .leftJoin(media, eq(media.id, assignments.mediaId))
      .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
      .where(where);
  const [rows, [counted]] = await Promise.all([
    base()
      .orderBy(...listOrder(args))
      .limit(first)
      .offset(offset),
    db
      .select({ n: count() })
      .from(assignments)
      .leftJoin(media, eq(media.id, assignments.mediaId))
      .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  const items = await loadAssignments(
    db,
    rows.map((row) => row.id),
  );
  return { items, total, offset, hasMore: offset + rows.length < total };
};

// A missing assignment is null, so a stale link shows "not found"; another department's is FORBIDDEN.
export const assignmentDetail: QueryResolvers['assignment'] = async (_parent, { id }, { db, viewer }) => {
  const assignmentId = checkAssignmentId('id', id);
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!row) return null;
  await requireManagedAssignments(db, viewer, [assignmentId], { field: 'id', doing: 'open' });
  const [found] = await loadAssignments(db, [assignmentId]);
  return found ?? null;
};
