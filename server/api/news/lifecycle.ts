// Publishing now, scheduling and taking an item off: each a small change of the item's times in one
// transaction with its audit entry. Subscribers hear of an item after the commit (publish now) or when the
// scheduler puts it live (scheduled), never of a change that might still roll back.
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/verify';
import type { Db } from '../../db/client';
import { news, type NewsRow } from '../../db/schema/news';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers, NewsRecord } from '../generated/resolvers';
import { nextUpdatedAt } from '../updatedAt';
import { recordAfter, requireManagedNews, statusOf } from './record';
import { publishDueNews, wakeAt } from './scheduler';

type Times = Partial<Pick<NewsRow, 'publishedAt' | 'publishAt' | 'unpublishedAt'>>;

async function change(
  db: Db,
  viewer: Viewer,
  id: string,
  verb: string,
  times: (row: NewsRow) => Times,
): Promise<NewsRecord> {
  return db.transaction(async (tx) => {
    const before = await requireManagedNews(tx, viewer, id);
    const next = times(before);
    const [after] = await tx
      .update(news)
      .set({ ...next, updatedAt: nextUpdatedAt(before.updatedAt) })
      .where(eq(news.id, id))
      .returning();
    const snapshot = (row: NewsRow) => ({
      status: statusOf(row),
      publishAt: row.publishAt,
      publishedAt: row.publishedAt,
    });
    await writeAudit(tx, viewer, {
      action: `news.${verb}`,
      entityType: 'news',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return recordAfter(tx, id);
  });
}

export const publishNewsNow: MutationResolvers['publishNewsNow'] = async (
  _parent,
  { id },
  { db, viewer, pubsub },
) => {
  const record = await change(db, viewer, id, 'publish', (row) => {
    if (row.publishedAt) throw badUserInput('id', 'This news item is already published.');
    // The database's clock, as the scheduler's, so "now" means the same everywhere.
    return { publishAt: new Date(), unpublishedAt: null };
  });
  // The scheduler publishes it (the one place that announces news), right away.
  await publishDueNews(db, pubsub, new Date(Date.now() + 1000));
  return recordAfter(db, record.id);
};

export const scheduleNews: MutationResolvers['scheduleNews'] = async (
  _parent,
  { id, at },
  { db, viewer, pubsub },
) => {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) throw badUserInput('at', 'Give a valid date and time.');
  const record = await change(db, viewer, id, 'schedule', (row) => {
    if (row.publishedAt) throw badUserInput('id', 'This news item is already published; unpublish it first.');
    return { publishAt: when, unpublishedAt: null };
  });
  if (when.getTime() <= Date.now()) {
    await publishDueNews(db, pubsub);
    return recordAfter(db, record.id);
  }
  wakeAt(db, pubsub, when);
  return record;
};

export const unpublishNews: MutationResolvers['unpublishNews'] = (_parent, { id }, { db, viewer }) =>
  change(db, viewer, id, 'unpublish', (row) => {
    if (!row.publishedAt && !row.publishAt)
      throw badUserInput('id', 'This news item is neither published nor scheduled.');
    return { publishedAt: null, publishAt: null, unpublishedAt: new Date() };
  });
