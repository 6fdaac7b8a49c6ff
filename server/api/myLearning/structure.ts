// Learning paths as the learner's views read them: the summary (cover, duration estimate, counts) and the
// structure the rule engine (src/schemas/pathRules.ts) evaluates. One query for the paths, one for their
// sections, one for their items, whatever the number of paths.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import {
  learningPathItems,
  learningPaths,
  learningPathSections,
  type LearningPathStatus,
  type PathSectionRule,
  type PathTranslations,
} from '../../db/schema/paths';
import { fileUrl } from '../../files/store';
import { estimatedMinutes, type PathStructure } from '../../../src/schemas/pathRules';
import type { Lang } from '../locale';

export interface PathSectionInfo {
  id: string;
  title: string;
  rule: PathSectionRule;
  minCount: number | null;
  requires: string[];
  unlockOn: string | null;
  items: Array<{ mediaId: string; available: boolean }>;
}

export interface LoadedPath {
  id: string;
  title: string;
  description: string;
  language: string;
  status: LearningPathStatus;
  coverUrl: string | null;
  estimatedMinutes: number;
  sectionCount: number;
  itemCount: number;
  sections: PathSectionInfo[];
  structure: PathStructure;
}

const translated = (
  own: { title: string; description?: string },
  translations: PathTranslations,
  lang: Lang | undefined,
) => {
  const other = lang ? translations[lang.locale] : undefined;
  return {
    title: other?.title || own.title,
    description: other?.description || (own.description ?? ''),
  };
};

/** The paths by id (unknown ids are left out), in no particular order. */
export async function loadPaths(
  db: Db,
  ids: readonly string[],
  lang?: Lang,
): Promise<Map<string, LoadedPath>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const [paths, sections, items] = await Promise.all([
    db.select().from(learningPaths).where(inArray(learningPaths.id, list)),
    db
      .select()
      .from(learningPathSections)
      .where(inArray(learningPathSections.pathId, list))
      .orderBy(asc(learningPathSections.position)),
    db
      .select({
        sectionId: learningPathItems.sectionId,
        mediaId: learningPathItems.mediaId,
        published: media.published,
        archivedAt: media.archivedAt,
        durationMinutes: media.durationMinutes,
      })
      .from(learningPathItems)
      .innerJoin(media, eq(media.id, learningPathItems.mediaId))
      .where(inArray(learningPathItems.pathId, list))
      .orderBy(asc(learningPathItems.position)),
  ]);
  const durations = new Map(items.map((i) => [i.mediaId, i.durationMinutes]));
  const result = new Map<string, LoadedPath>();
  for (const path of paths) {
    const own = sections
      .filter((s) => s.pathId === path.id)
      .map((s): PathSectionInfo => ({
        id: s.id,
        title: translated({ title: s.title }, s.translations, lang).title,
        rule: s.rule,
        minCount: s.minCount,
        requires: s.requires,
        unlockOn: s.unlockOn,
        items: items
          .filter((i) => i.sectionId === s.id)
          .map((i) => ({ mediaId: i.mediaId, available: i.published && i.archivedAt === null })),
      }));
    const structure: PathStructure = { sections: own };
    const text = translated(path, path.translations, lang);
    result.set(path.id, {
      id: path.id,
      ...text,
      language: path.language,
      status: path.status,
      coverUrl: path.coverFileId ? fileUrl(path.coverFileId) : null,
      estimatedMinutes: estimatedMinutes(structure, (id) => durations.get(id)).minutes,
      sectionCount: own.length,
      itemCount: own.reduce((sum, s) => sum + s.items.length, 0),
      sections: own,
      structure,
    });
  }
  return result;
}
