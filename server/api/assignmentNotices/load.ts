// The one select every notice field shares: the notice, its assignment's item (a medium or a path) and
// whether the learner read it. Always limited to one learner, so nobody reads another person's notices.
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignmentNotices, assignments } from '../../db/schema/assignments';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import type { AssignmentNotice } from '../generated/resolvers';

export const MAX_NOTICES = 100;

interface NoticeFilter {
  ids?: number[];
  unreadOnly?: boolean;
  limit?: number;
  /** The reader's language: a path's title in it when the path was translated. */
  locale?: string;
}

export async function loadNotices(
  db: Db,
  userId: string,
  filter: NoticeFilter = {},
): Promise<AssignmentNotice[]> {
  const conditions: SQL[] = [eq(assignmentNotices.userId, userId)];
  if (filter.ids) conditions.push(inArray(assignmentNotices.id, filter.ids));
  if (filter.unreadOnly) conditions.push(isNull(assignmentNotices.readAt));
  const rows = await db
    .select({
      id: assignmentNotices.id,
      event: assignmentNotices.event,
      assignmentId: assignmentNotices.assignmentId,
      // A notice raised without its day (ASSIGNED at creation) speaks of the assignment's fixed due day.
      dueOn: sql<string | null>`coalesce(${assignmentNotices.dueOn}, ${assignments.dueOn})::text`,
      createdAt: assignmentNotices.createdAt,
      readAt: assignmentNotices.readAt,
      mediaId: assignments.mediaId,
      pathId: assignments.pathId,
      itemTitle: sql<string>`coalesce(${media.title},
        nullif(${learningPaths.translations} -> ${filter.locale ?? ''} ->> 'title', ''), ${learningPaths.title}, '')`,
    })
    .from(assignmentNotices)
    .innerJoin(assignments, eq(assignments.id, assignmentNotices.assignmentId))
    .leftJoin(media, eq(media.id, assignments.mediaId))
    .leftJoin(learningPaths, eq(learningPaths.id, assignments.pathId))
    .where(and(...conditions))
    .orderBy(desc(assignmentNotices.createdAt), desc(assignmentNotices.id))
    .limit(filter.limit ?? MAX_NOTICES);
  return rows.map((row) => ({
    id: String(row.id),
    event: row.event,
    assignmentId: row.assignmentId,
    itemKind: row.pathId ? 'PATH' : 'MEDIUM',
    itemId: (row.pathId ?? row.mediaId) as string,
    itemTitle: row.itemTitle,
    dueOn: row.dueOn,
    createdAt: row.createdAt,
    read: row.readAt !== null,
  }));
}

/** Notice ids arrive as GraphQL IDs; anything that is not a whole number cannot be a notice. */
export const parseNoticeIds = (ids: readonly string[]): number[] =>
  ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
