import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { requireManagedMedium, requireTargetUnit } from '../unitScope';
import { changeMedia, type MediumChange } from './change';
import { removeUnusedFiles, uploadedCover, withCover, type PreparedCover } from './cover';
import { checkCategory } from './references';
import { checkId, parseUpdateInput, toUnitId } from './rules';

// Absent fields (undefined) stay as they are; null clears the optional ones. A new cover image is
// re-encoded before the transaction (and removed again if the change is refused).
export const updateMedium: MutationResolvers['updateMedium'] = async (
  _parent,
  { id, input, expectedUpdatedAt },
  context,
) => {
  const { db, viewer } = context;
  const mediaId = checkId('id', id)!;
  const before = await requireManagedMedium(db, viewer, mediaId, { field: 'id', doing: 'change' });
  const values = parseUpdateInput(input, before.type);
  const newCover = values.coverFileId && values.coverFileId !== before.coverFileId;
  const cover: PreparedCover | null = newCover ? await uploadedCover(context, values.coverFileId!) : null;
  // The cover the saved change took off the medium (replaced or removed), deleted once nothing uses it.
  let replacedCover: string | null = null;
  const [changed] = await withCover(cover, () =>
    changeMedia(
      context,
      [mediaId],
      { action: 'medium.update', doing: 'change', field: 'id', expectedUpdatedAt },
      async (row, tx) => {
        const change: MediumChange = {};
        if (values.title !== undefined) change.title = values.title;
        if (values.description !== undefined) change.description = values.description ?? '';
        if (values.language !== undefined) change.language = values.language ?? 'en';
        if (values.durationMinutes !== undefined) change.durationMinutes = values.durationMinutes;
        // Only a link has one (the shared rules refused an address for other types and null for a link).
        if (values.externalUrl) change.externalUrl = values.externalUrl;
        if (values.masteryScore !== undefined) change.masteryScore = values.masteryScore;
        if (values.published !== undefined) {
          if (values.published && row.archivedAt) throw archivedRefusal('published', row.title);
          change.published = values.published;
        }
        if (values.categoryId !== undefined) {
          await checkCategory(tx, values.categoryId);
          change.categoryId = values.categoryId;
        }
        if (values.unitId !== undefined) {
          change.unitId = toUnitId(values.unitId);
          await requireTargetUnit(tx, viewer, change.unitId);
        }
        if (values.coverFileId === null) Object.assign(change, { coverFileId: null, coverFromFile: false });
        if (cover) Object.assign(change, { coverFileId: cover.coverFileId, coverFromFile: false });
        if ('coverFileId' in change && change.coverFileId !== row.coverFileId)
          replacedCover = row.coverFileId;
        return Object.keys(change).length ? change : null;
      },
    ),
  );
  if (!changed) throw badUserInput('id', `There is no medium with id ${mediaId}.`);
  await removeUnusedFiles(context, [replacedCover]);
  return changed;
};

/** Publishing an archived medium would bring it back half-way: restoring is a step of its own. */
export const archivedRefusal = (field: string, title: string) =>
  badUserInput(field, `"${title}" is archived. Restore it first, then publish it.`);
