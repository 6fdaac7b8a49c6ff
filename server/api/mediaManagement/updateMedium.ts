import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/media';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { findManageable, toManagedMedium } from './managedMedium';
import { checkCategory, checkUnit } from './references';
import {
  checkDuration,
  checkExternalUrl,
  checkId,
  checkUnitId,
  cleanDescription,
  cleanLanguage,
  cleanTitle,
} from './rules';

// Absent fields (undefined) stay as they are; null clears the optional ones.
export const updateMedium: MutationResolvers['updateMedium'] = async (
  _parent,
  { id, input },
  { db, viewer },
) => {
  const current = await findManageable(db, viewer, id);
  const change: Partial<typeof media.$inferInsert> = {};
  if (input.title !== undefined) {
    if (input.title === null) throw badUserInput('title', 'A medium always has a title.');
    change.title = cleanTitle(input.title);
  }
  if (input.description !== undefined) change.description = cleanDescription(input.description);
  if (input.language !== undefined) change.language = cleanLanguage(input.language);
  if (input.durationMinutes !== undefined) change.durationMinutes = checkDuration(input.durationMinutes);
  if (input.published !== undefined) {
    if (input.published === null) throw badUserInput('published', 'Say true or false.');
    change.published = input.published;
  }
  if (input.externalUrl !== undefined) {
    if (current.type !== 'LINK')
      throw badUserInput(
        'externalUrl',
        `Only a link has an address; a ${current.type} medium plays its uploaded file.`,
      );
    change.externalUrl = checkExternalUrl(input.externalUrl);
  }
  if (input.categoryId !== undefined) {
    change.categoryId = checkId('categoryId', input.categoryId);
    await checkCategory(db, change.categoryId);
  }
  if (input.unitId !== undefined) {
    change.unitId = checkUnitId(input.unitId);
    await checkUnit(db, viewer, change.unitId);
  }
  const [row] = await db
    .update(media)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(media.id, current.id))
    .returning();
  if (!row) throw badUserInput('id', `There is no medium with id ${current.id}.`);
  return toManagedMedium(row);
};
