// Creates a path or replaces its whole structure, in one transaction: every check (input rules, scope,
// media, a concurrent change, the problems of a published path) runs before anything is written, so a
// refusal stores nothing (and a cover made for it is removed again). After the structure changed, the
// progress of everyone following the path is recomputed in the same transaction by the path engine, so
// reordering, removing and adding media follow its rules at once.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import { learningPaths, learningPathSections } from '../../db/schema/paths';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import { badUserInput, conflict } from '../errors';
import type { MutationResolvers, PathSection } from '../generated/resolvers';
import { refreshPathProgress } from '../pathProgress/refresh';
import { requireManagedMedia, requireManagedPaths, requireTargetUnit } from '../unitScope';
import type { LearningPathInputValues } from '../../../src/schemas/learningPath';
import { nextUpdatedAt } from '../updatedAt';
import { preparePathCover, removeUnusedPathFiles, type PreparedPathCover } from './cover';
import { parsePathInput } from './rules';
import {
  auditOf,
  readStructure,
  storedSections,
  translationMap,
  writeStructure,
  type StoredSection,
} from './store';
import { describeProblems, loadOnePath, loadPath, translationList } from './structure';

type MediumInfo = {
  id: string;
  title: string;
  type: PathSection['items'][number]['type'];
  durationMinutes: number | null;
  published: boolean;
  archivedAt: Date | null;
};

/**
 * Every medium of the input exists; the ones not in the path before are published and the caller's; and
 * none is narrower than the path's audience: a medium for one unit only may be in a path for that unit
 * only, because following a path opens its media (enrolments/access.ts), and a path for everybody would
 * otherwise hand a department's medium to everybody.
 */
async function checkMedia(
  tx: Db,
  context: ApiContext,
  sections: readonly StoredSection[],
  before: ReadonlySet<string>,
  pathUnitId: number | null,
): Promise<Map<string, MediumInfo>> {
  const ids = [...new Set(sections.flatMap((s) => s.mediaIds))];
  const rows = ids.length
    ? await tx
        .select({
          id: media.id,
          title: media.title,
          type: media.type,
          durationMinutes: media.durationMinutes,
          published: media.published,
          archivedAt: media.archivedAt,
          unitId: media.unitId,
        })
        .from(media)
        .where(inArray(media.id, ids))
    : [];
  const found = new Map(rows.map((r) => [r.id, r]));
  const added: string[] = [];
  let narrower: { field: string; title: string } | undefined;
  sections.forEach((s, i) =>
    s.mediaIds.forEach((id, j) => {
      const row = found.get(id);
      const field = `sections.${i}.mediaIds.${j}`;
      if (!row) throw badUserInput(field, `There is no medium with id ${id}.`);
      if (row.unitId !== null && row.unitId !== pathUnitId) narrower ??= { field, title: row.title };
      if (before.has(id)) return;
      // Media already in the path may have been withdrawn since: the problems say so (MEDIUM_UNAVAILABLE).
      if (row.archivedAt)
        throw badUserInput(field, `"${row.title}" is archived. Restore it before adding it to a path.`);
      if (!row.published)
        throw badUserInput(field, `"${row.title}" is not published. Publish it before adding it to a path.`);
      added.push(id);
    }),
  );
  await requireManagedMedia(tx, context.viewer, [...new Set(added)], {
    field: 'sections',
    doing: 'add to a learning path',
  });
  // After the scope check: another department's medium is FORBIDDEN first, whatever the path's unit.
  if (narrower)
    throw badUserInput(
      narrower.field,
      `"${narrower.title}" is only for the members of its unit, so it can only be in a path for that unit. Choose that unit for the path, or another medium.`,
    );
  return found;
}

/** Section ids are the editor's choice: one that belongs to another path is refused. */
async function checkSectionIds(tx: Db, pathId: string | null, sections: readonly StoredSection[]) {
  const ids = sections.map((s) => s.id);
  const taken = await tx
    .select({ id: learningPathSections.id })
    .from(learningPathSections)
    .where(
      pathId
        ? and(inArray(learningPathSections.id, ids), ne(learningPathSections.pathId, pathId))
        : inArray(learningPathSections.id, ids),
    );
  if (taken.length === 0) return;
  const index = ids.indexOf(taken[0]!.id);
  throw badUserInput(`sections.${index}.id`, 'This section id belongs to another path; choose a new one.');
}

const asPathSections = (sections: readonly StoredSection[], found: Map<string, MediumInfo>): PathSection[] =>
  sections.map((s) => ({
    ...s,
    translations: translationList(s.translations),
    items: s.mediaIds.map((id) => {
      const m = found.get(id)!;
      return {
        mediumId: id,
        title: m.title,
        type: m.type,
        durationMinutes: m.durationMinutes,
        published: m.published,
        archived: m.archivedAt !== null,
      };
    }),
  }));

async function store(
  context: ApiContext,
  values: LearningPathInputValues,
  expected: Date | null | undefined,
  cover: PreparedPathCover | null,
) {
  const { db, viewer } = context;
  return db.transaction(async (tx) => {
    const [before] = values.id
      ? await requireManagedPaths(tx, viewer, [values.id], { field: 'id', doing: 'change', lock: true })
      : [];
    if (before && expected && before.updatedAt.getTime() > new Date(expected).getTime())
      throw conflict(
        `Someone else changed "${before.title}" after you opened it. Reload to see their version, or save yours over it.`,
        await loadPath(tx, before.id),
      );
    const unitId = values.unitId ? Number(values.unitId) : null;
    if (!before || before.unitId !== unitId) await requireTargetUnit(tx, viewer, unitId);
    const oldSections = before ? await readStructure(tx, before.id) : [];
    const sections = storedSections(values.sections);
    const found = await checkMedia(
      tx,
      context,
      sections,
      new Set(oldSections.flatMap((s) => s.mediaIds)),
      unitId,
    );
    await checkSectionIds(tx, before?.id ?? null, sections);
    if (before?.status === 'PUBLISHED') {
      const blocking = describeProblems(asPathSections(sections, found)).find((p) => p.severity === 'ERROR');
      if (blocking) throw badUserInput(blocking.field, `The path is published: ${blocking.message}`);
    }
    const fields = {
      title: values.title,
      description: values.description ?? '',
      language: values.language ?? 'en',
      translations: translationMap(values.translations, true),
      unitId,
      coverFileId: cover ? cover.coverFileId : (values.coverFileId ?? null),
      updatedBy: viewer.userId,
    };
    const [after] = before
      ? await tx
          .update(learningPaths)
          .set({ ...fields, updatedAt: nextUpdatedAt(before.updatedAt) })
          .where(eq(learningPaths.id, before.id))
          .returning()
      : await tx
          .insert(learningPaths)
          .values({ ...fields, createdBy: viewer.userId })
          .returning();
    if (!after) throw new Error('The learning path could not be written.');
    await writeStructure(tx, after.id, sections);
    await writeAudit(tx, viewer, {
      action: before ? 'learningPath.update' : 'learningPath.create',
      entityType: 'learningPath',
      entityId: after.id,
      unitId: after.unitId,
      before: before ? auditOf(before, oldSections) : null,
      after: auditOf(after, sections),
    });
    if (before) await refreshPathProgress(tx, { pathId: after.id });
    return {
      id: after.id,
      replacedCover: before?.coverFileId !== after.coverFileId ? before?.coverFileId : null,
    };
  });
}

export const saveLearningPath: MutationResolvers['saveLearningPath'] = async (
  _parent,
  { input },
  context,
) => {
  const values = parsePathInput(input);
  let current: string | null = null;
  if (values.id) {
    // Scope first (FORBIDDEN before any image work); the transaction checks again with the row locked.
    const [row] = await requireManagedPaths(context.db, context.viewer, [values.id], {
      field: 'id',
      doing: 'change',
    });
    current = row!.coverFileId;
  }
  const wanted = values.coverFileId ?? null;
  const cover = wanted && wanted !== current ? await preparePathCover(context, wanted) : null;
  let saved: Awaited<ReturnType<typeof store>>;
  try {
    saved = await store(context, values, input.expectedUpdatedAt, cover);
  } catch (error) {
    await cover?.discard();
    throw error;
  }
  await cover?.kept();
  await removeUnusedPathFiles(context, [saved.replacedCover]);
  return loadOnePath(context.db, saved.id);
};
