import { media, mediaVersions } from '../../db/schema/media';
import { writeAudit } from '../audit/record';
import type { MutationResolvers } from '../generated/resolvers';
import { requireTargetUnit } from '../unitScope';
import { auditFields } from './change';
import { fileCover, uploadedCover, withCover } from './cover';
import { langOf } from '../locale';
import { checkCategory, fileColumns } from './references';
import { parseCreateInput, toUnitId } from './rules';
import { loadOneManaged } from './row';

// Every check runs before anything is written; the medium, its first version and the audit entry are
// one transaction, so a refused input stores nothing (and a cover made for it is removed again).
export const createMedium: MutationResolvers['createMedium'] = async (_parent, { input }, context) => {
  const { db, viewer } = context;
  const values = parseCreateInput(input);
  const unitId = toUnitId(values.unitId);
  const file = await fileColumns(db, viewer, values.type, values.fileId ?? null);
  await checkCategory(db, values.categoryId ?? null);
  await requireTargetUnit(db, viewer, unitId);
  const cover = values.coverFileId
    ? await uploadedCover(context, values.coverFileId)
    : await fileCover(context, values.type, file.fileId);
  const id = await withCover(cover, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          title: values.title,
          description: values.description ?? '',
          type: values.type,
          categoryId: values.categoryId ?? null,
          unitId,
          language: values.language ?? 'en',
          durationMinutes: values.durationMinutes ?? null,
          published: values.published ?? false,
          externalUrl: values.externalUrl ?? null,
          fileId: file.fileId,
          scormPackageId: file.scormPackageId,
          launchUrl: file.launchUrl,
          // Only the medium's own score; without one the package's adlcp:masteryscore applies.
          masteryScore: values.masteryScore ?? null,
          coverFileId: cover.coverFileId,
          coverFromFile: cover.coverFromFile,
          createdBy: viewer.userId,
          updatedBy: viewer.userId,
        })
        .returning();
      if (!row) throw new Error('The new medium could not be read back.');
      if (file.fileId)
        await tx.insert(mediaVersions).values({
          mediaId: row.id,
          version: 1,
          fileId: file.fileId,
          scormPackageId: file.scormPackageId,
          launchUrl: file.launchUrl,
          createdBy: viewer.userId,
        });
      await writeAudit(tx, viewer, {
        action: 'medium.create',
        entityType: 'medium',
        entityId: row.id,
        unitId: row.unitId,
        after: auditFields(row),
      });
      return row.id;
    }),
  );
  return loadOneManaged(db, langOf(context), id);
};
