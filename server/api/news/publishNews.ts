import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';
import { units } from '../../db/schema/units';
import type { Viewer } from '../../auth/verify';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { loadNewsItem } from './load';
import { requireNewsUnits } from '../unitScope';
import { newsTextToHtml } from './sanitize';
import { writeAudit } from '../audit/record';
import { cleanBody, cleanTitle } from './text';

/** null for every unit; a unit the caller may address (unitScope's rule, as the editor's). */
async function targetUnit(db: Db, viewer: Viewer, raw: string | null | undefined): Promise<number | null> {
  if (raw == null || raw === '') return null;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const [unit] = Number.isNaN(id)
    ? []
    : await db.select({ id: units.id }).from(units).where(eq(units.id, id)).limit(1);
  if (!unit) throw badUserInput('input.unitId', `There is no unit with id ${raw}.`);
  await requireNewsUnits(db, viewer, [unit.id], 'input.unitId');
  return unit.id;
}

export const publishNews: MutationResolvers['publishNews'] = async (
  _parent,
  { input },
  { db, viewer, pubsub },
) => {
  const title = cleanTitle(input.title);
  const body = cleanBody(input.body);
  const unitId = await targetUnit(db, viewer, input.unitId);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(news)
      .values({
        title,
        body,
        html: newsTextToHtml(body),
        unitId,
        publishedAt: now,
        createdBy: viewer.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeAudit(tx, viewer, {
      action: 'news.publish',
      entityType: 'news',
      entityId: inserted!.id,
      unitId,
      after: { title, body, unitId, publishedAt: now },
    });
    return inserted;
  });
  const item = row && (await loadNewsItem(db, row.id, null, row.defaultLocale));
  if (!item) throw new Error('The news item could not be read back.');
  pubsub.publish('newsPublished', item);
  return item;
};
