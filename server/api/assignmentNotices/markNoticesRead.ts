import { and, eq, inArray, isNull } from 'drizzle-orm';
import { assignmentNotices } from '../../db/schema/assignments';
import type { MutationResolvers } from '../generated/resolvers';
import { viewerLocale } from '../locale';
import { loadNotices, parseNoticeIds } from './load';

export const markNoticesRead: MutationResolvers['markNoticesRead'] = async (_parent, { ids }, context) => {
  const { db, viewer } = context;
  const noticeIds = parseNoticeIds(ids);
  if (noticeIds.length === 0) return [];
  // The user condition keeps other people's notices untouched; a notice already read keeps its first read time.
  await db
    .update(assignmentNotices)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(assignmentNotices.userId, viewer.userId),
        inArray(assignmentNotices.id, noticeIds),
        isNull(assignmentNotices.readAt),
      ),
    );
  return loadNotices(db, viewer.userId, { ids: noticeIds, locale: viewerLocale(context) });
};
