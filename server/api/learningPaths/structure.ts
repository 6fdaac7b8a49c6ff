// A path as the managers' API returns it: the path row with its sections in order, each section's media
// (title, type, duration, whether learners can open it), the problems the shared rules find and the
// estimated duration. Summaries (the list) read the same for a page of paths at once: four queries
// whatever the page's size.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import {
  learningPathEnrolments,
  learningPathItems,
  learningPaths,
  learningPathSections,
  type LearningPathRow,
  type PathTranslations,
} from '../../db/schema/paths';
import { units } from '../../db/schema/units';
import { fileUrl } from '../../files/store';
import { estimatedMinutes, pathProblems, type PathStructure } from '../../../src/schemas/pathRules';
import type {
  LearningPath,
  LearningPathSummary,
  PathItem,
  PathProblem,
  PathSection,
  PathTranslation,
} from '../generated/resolvers';
import { inputField, problemMessage } from './rules';

export const translationList = (map: PathTranslations | null | undefined): PathTranslation[] =>
  Object.entries(map ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([locale, t]) => ({ locale, title: t.title ?? null, description: t.description ?? null }));

interface Loaded {
  path: LearningPathRow;
  unitName: string | null;
  learners: number;
  sections: PathSection[];
}

async function loadStructures(db: Db, ids: readonly string[]): Promise<Map<string, Loaded>> {
  if (ids.length === 0) return new Map();
  const [paths, sections, items, learners] = await Promise.all([
    db
      .select({ path: learningPaths, unitName: units.name })
      .from(learningPaths)
      .leftJoin(units, eq(units.id, learningPaths.unitId))
      .where(inArray(learningPaths.id, [...ids])),
    db
      .select()
      .from(learningPathSections)
      .where(inArray(learningPathSections.pathId, [...ids]))
      .orderBy(asc(learningPathSections.position)),
    db
      .select({
        sectionId: learningPathItems.sectionId,
        mediumId: media.id,
        title: media.title,
        type: media.type,
        durationMinutes: media.durationMinutes,
        published: media.published,
        archivedAt: media.archivedAt,
      })
      .from(learningPathItems)
      .innerJoin(media, eq(media.id, learningPathItems.mediaId))
      .where(inArray(learningPathItems.pathId, [...ids]))
      .orderBy(asc(learningPathItems.position)),
    db
      .select({ pathId: learningPathEnrolments.pathId, n: count() })
      .from(learningPathEnrolments)
      .where(inArray(learningPathEnrolments.pathId, [...ids]))
      .groupBy(learningPathEnrolments.pathId),
  ]);
  const itemsOf = new Map<string, PathItem[]>();
  for (const item of items) {
    const list = itemsOf.get(item.sectionId) ?? [];
    list.push({
      mediumId: item.mediumId,
      title: item.title,
      type: item.type,
      durationMinutes: item.durationMinutes,
      published: item.published,
      archived: item.archivedAt !== null,
    });
    itemsOf.set(item.sectionId, list);
  }
  const result = new Map<string, Loaded>();
  for (const { path, unitName } of paths)
    result.set(path.id, {
      path,
      unitName,
      learners: learners.find((l) => l.pathId === path.id)?.n ?? 0,
      sections: [],
    });
  for (const s of sections)
    result.get(s.pathId)?.sections.push({
      id: s.id,
      title: s.title,
      translations: translationList(s.translations),
      rule: s.rule,
      minCount: s.minCount,
      requires: s.requires,
      unlockOn: s.unlockOn,
      items: itemsOf.get(s.id) ?? [],
    });
  return result;
}

/** The sections as the shared rules read them: a medium learners cannot open is not available. */
export const structureOf = (sections: readonly PathSection[]): PathStructure => ({
  sections: sections.map((s) => ({
    id: s.id,
    rule: s.rule,
    minCount: s.minCount ?? null,
    requires: s.requires,
    unlockOn: s.unlockOn ?? null,
    items: s.items.map((item) => ({ mediaId: item.mediumId, available: item.published && !item.archived })),
  })),
});

/** The shared rules' problems with the API's field names and an English sentence each. */
export function describeProblems(sections: readonly PathSection[]): PathProblem[] {
  const titles = new Map(sections.flatMap((s) => s.items.map((i) => [i.mediumId, i.title] as const)));
  return pathProblems(structureOf(sections)).map((problem) => {
    const index = sections.findIndex((s) => s.id === problem.sectionId);
    return {
      code: problem.code,
      severity: problem.severity === 'error' ? 'ERROR' : 'WARNING',
      sectionId: problem.sectionId ?? null,
      sectionIndex: index < 0 ? null : index,
      field: inputField(problem.field),
      message: problemMessage(problem, sections, (id) => titles.get(id) ?? id),
    };
  });
}

export function estimateOf(sections: readonly PathSection[]): number | null {
  const durations = new Map(sections.flatMap((s) => s.items.map((i) => [i.mediumId, i.durationMinutes])));
  if (![...durations.values()].some((d) => d !== null && d !== undefined)) return null;
  return estimatedMinutes(structureOf(sections), (id) => durations.get(id) ?? null).minutes;
}

const common = ({ path, unitName, learners, sections }: Loaded) => ({
  id: path.id,
  title: path.title,
  description: path.description,
  language: path.language,
  unitId: path.unitId === null ? null : String(path.unitId),
  unitName,
  coverUrl: path.coverFileId ? fileUrl(path.coverFileId) : null,
  status: path.status,
  publishedAt: path.publishedAt,
  archivedAt: path.archivedAt,
  learnerCount: learners,
  estimatedMinutes: estimateOf(sections),
  createdAt: path.createdAt,
  updatedAt: path.updatedAt,
});

/** Summaries in the order of `ids` (missing ones left out). */
export async function loadSummaries(db: Db, ids: readonly string[]): Promise<LearningPathSummary[]> {
  const loaded = await loadStructures(db, ids);
  return ids.flatMap((id) => {
    const one = loaded.get(id);
    if (!one) return [];
    return [
      {
        ...common(one),
        sectionCount: one.sections.length,
        mediaCount: one.sections.reduce((n, s) => n + s.items.length, 0),
      },
    ];
  });
}

export async function loadPath(db: Db, id: string): Promise<LearningPath | null> {
  const one = (await loadStructures(db, [id])).get(id);
  if (!one) return null;
  return {
    ...common(one),
    translations: translationList(one.path.translations),
    coverFileId: one.path.coverFileId,
    sections: one.sections,
    problems: describeProblems(one.sections),
  };
}

export async function loadOnePath(db: Db, id: string): Promise<LearningPath> {
  const path = await loadPath(db, id);
  if (!path) throw new Error(`The learning path ${id} could not be read back.`);
  return path;
}
