import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema/news';
import { units } from '../../db/schema/units';
import type { Viewer } from '../../auth/verify';
import { badUserInput, forbidden } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { loadNewsItem, seesUnit } from './load';
import { cleanBody, cleanTitle } from './text';

/**
 * null for every unit. An ADMIN may address any unit; an EDUCATION_MANAGER only every unit or a unit they
 * belong to, so a manager cannot post into a department they do not look after.
 */
async function targetUnit(db: Db, viewer: Viewer, raw: string | null | undefined): Promise<number | null> {
  if (raw == null || raw === '') return null;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const [unit] = Number.isNaN(id)
    ? []
    : await db.select({ id: units.id }).from(units).where(eq(units.id, id)).limit(1);
  if (!unit) throw badUserInput('input.unitId', `There is no unit with id ${raw}.`);
  if (!viewer.roles.includes('ADMIN') && !(await seesUnit(db, viewer.userId, unit.id)))
    throw forbidden('You can publish news to every unit or to a unit you belong to, not to this one.');
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
  const [row] = await db
    .insert(news)
    .values({
      title,
      body,
      unitId,
      publishedAt: now,
      createdBy: viewer.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: news.id });
  const item = row && (await loadNewsItem(db, row.id, null));
  if (!item) throw new Error('The news item could not be read back.');
  pubsub.publish('newsPublished', item);
  return item;
};
