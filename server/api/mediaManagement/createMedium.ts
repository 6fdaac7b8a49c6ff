import type { MutationResolvers } from '../generated/resolvers';
import { badUserInput } from '../errors';
import { media } from '../../db/schema/media';
import { toManagedMedium } from './managedMedium';
import { checkCategory, checkUnit, fileColumns } from './references';
import {
  checkDuration,
  checkExternalUrl,
  checkId,
  checkUnitId,
  cleanDescription,
  cleanLanguage,
  cleanTitle,
} from './rules';

// Every check runs before the one insert, so a refused input stores nothing.
export const createMedium: MutationResolvers['createMedium'] = async (_parent, { input }, { db, viewer }) => {
  const title = cleanTitle(input.title);
  const description = cleanDescription(input.description);
  const language = cleanLanguage(input.language);
  const durationMinutes = checkDuration(input.durationMinutes);
  const categoryId = checkId('categoryId', input.categoryId);
  const unitId = checkUnitId(input.unitId);
  const fileId = checkId('fileId', input.fileId);
  const externalUrl = input.type === 'LINK' ? checkExternalUrl(input.externalUrl) : null;
  if (input.type !== 'LINK' && input.externalUrl != null)
    throw badUserInput(
      'externalUrl',
      `Only a link has an address; a ${input.type} medium plays its uploaded file.`,
    );
  const file = await fileColumns(db, input.type, fileId);
  await checkCategory(db, categoryId);
  await checkUnit(db, viewer, unitId);
  const [row] = await db
    .insert(media)
    .values({
      title,
      description,
      type: input.type,
      categoryId,
      unitId,
      language,
      durationMinutes,
      published: input.published ?? false,
      externalUrl,
      ...file,
      createdBy: viewer.userId,
    })
    .returning();
  if (!row) throw new Error('The new medium could not be read back.');
  return toManagedMedium(row);
};
