import { randomUUID } from 'node:crypto';
import { learningPaths } from '../../db/schema/paths';
import { writeAudit } from '../audit/record';
import type { MutationResolvers } from '../generated/resolvers';
import { requireManagedPaths } from '../unitScope';
import { PATH_LIMITS } from '../../../src/schemas/learningPath';
import { checkPathId } from './rules';
import { auditOf, readStructure, writeStructure } from './store';
import { loadOnePath } from './structure';

const COPY = ' (copy)';

// A copy starts as a DRAFT with no learners: new section ids (prerequisites point at the copies), the same
// media and cover (a cover is only removed once no path refers to it).
export const duplicateLearningPath: MutationResolvers['duplicateLearningPath'] = async (
  _p,
  { id },
  context,
) => {
  const { db, viewer } = context;
  const pathId = checkPathId('id', id);
  const copyId = await db.transaction(async (tx) => {
    const [source] = await requireManagedPaths(tx, viewer, [pathId], { field: 'id', doing: 'duplicate' });
    const sections = await readStructure(tx, source!.id);
    const newIds = new Map(sections.map((s) => [s.id, randomUUID()]));
    const copied = sections.map((s) => ({
      ...s,
      id: newIds.get(s.id)!,
      requires: s.requires.map((r) => newIds.get(r) ?? r),
    }));
    const title = `${source!.title.slice(0, PATH_LIMITS.titleMax - COPY.length)}${COPY}`;
    const [copy] = await tx
      .insert(learningPaths)
      .values({
        title,
        description: source!.description,
        language: source!.language,
        translations: source!.translations,
        unitId: source!.unitId,
        coverFileId: source!.coverFileId,
        status: 'DRAFT',
        createdBy: viewer.userId,
        updatedBy: viewer.userId,
      })
      .returning();
    if (!copy) throw new Error('The copy could not be written.');
    await writeStructure(tx, copy.id, copied);
    await writeAudit(tx, viewer, {
      action: 'learningPath.duplicate',
      entityType: 'learningPath',
      entityId: copy.id,
      unitId: copy.unitId,
      after: { ...auditOf(copy, copied), duplicateOf: source!.id },
    });
    return copy.id;
  });
  return loadOnePath(db, copyId);
};
