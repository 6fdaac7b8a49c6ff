// Writing a path's structure and what the audit log keeps of it. The structure is replaced as a whole:
// sections keep their ids (learners' state and prerequisites refer to them), sections no longer in the
// input go with their items, and the items are written again in their new order.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  learningPathItems,
  learningPathSections,
  type LearningPathRow,
  type PathTranslations,
} from '../../db/schema/paths';
import type { SectionInputValues } from '../../../src/schemas/learningPath';

export interface StoredSection {
  id: string;
  title: string;
  translations: PathTranslations;
  rule: SectionInputValues['rule'];
  minCount: number | null;
  requires: string[];
  unlockOn: string | null;
  mediaIds: string[];
}

type TranslationInput = ReadonlyArray<{ locale: string; title?: string | null; description?: string | null }>;

/** The input's list of translations as the stored map; empty texts are left out. */
export function translationMap(list: TranslationInput | null | undefined, withDescription: boolean) {
  const map: PathTranslations = {};
  for (const t of list ?? []) {
    const entry: { title?: string; description?: string } = {};
    if (t.title) entry.title = t.title;
    if (withDescription && t.description) entry.description = t.description;
    if (Object.keys(entry).length > 0) map[t.locale] = entry;
  }
  return map;
}

export const storedSections = (sections: readonly SectionInputValues[]): StoredSection[] =>
  sections.map((s) => ({
    id: s.id,
    title: s.title,
    translations: translationMap(s.translations, false),
    rule: s.rule,
    // Only "at least" has a number; another rule keeps none, so switching back starts clean.
    minCount: s.rule === 'AT_LEAST' ? (s.minCount ?? null) : null,
    requires: [...new Set(s.requires)],
    unlockOn: s.unlockOn ?? null,
    mediaIds: s.mediaIds,
  }));

/** Replaces the path's sections and items with `sections` (in the caller's transaction). */
export async function writeStructure(tx: Db, pathId: string, sections: readonly StoredSection[]) {
  const keep = sections.map((s) => s.id);
  await tx
    .delete(learningPathSections)
    .where(
      keep.length
        ? and(eq(learningPathSections.pathId, pathId), notInArray(learningPathSections.id, keep))
        : eq(learningPathSections.pathId, pathId),
    );
  await tx.delete(learningPathItems).where(eq(learningPathItems.pathId, pathId));
  for (const [position, s] of sections.entries()) {
    const row = {
      id: s.id,
      pathId,
      position,
      title: s.title,
      translations: s.translations,
      rule: s.rule,
      minCount: s.minCount,
      requires: s.requires,
      unlockOn: s.unlockOn,
    };
    await tx
      .insert(learningPathSections)
      .values(row)
      .onConflictDoUpdate({
        target: learningPathSections.id,
        set: {
          position: sql`excluded.position`,
          title: sql`excluded.title`,
          translations: sql`excluded.translations`,
          rule: sql`excluded.rule`,
          minCount: sql`excluded.min_count`,
          requires: sql`excluded.requires`,
          unlockOn: sql`excluded.unlock_on`,
        },
      });
  }
  const items = sections.flatMap((s) =>
    s.mediaIds.map((mediaId, position) => ({ sectionId: s.id, pathId, mediaId, position })),
  );
  if (items.length) await tx.insert(learningPathItems).values(items);
}

/** What the audit log keeps of a path: its fields and its structure (bookkeeping left out). */
export const auditOf = (path: LearningPathRow, sections: readonly StoredSection[]) => ({
  title: path.title,
  description: path.description,
  language: path.language,
  translations: path.translations,
  unitId: path.unitId,
  coverFileId: path.coverFileId,
  status: path.status,
  archivedAt: path.archivedAt,
  sections,
});

/** The stored structure of a path, in the shape the audit log and a duplicate need. */
export async function readStructure(db: Db, pathId: string): Promise<StoredSection[]> {
  const [sections, items] = await Promise.all([
    db
      .select()
      .from(learningPathSections)
      .where(eq(learningPathSections.pathId, pathId))
      .orderBy(learningPathSections.position),
    db
      .select()
      .from(learningPathItems)
      .where(eq(learningPathItems.pathId, pathId))
      .orderBy(learningPathItems.position),
  ]);
  return sections.map((s) => ({
    id: s.id,
    title: s.title,
    translations: s.translations,
    rule: s.rule,
    minCount: s.minCount,
    requires: s.requires,
    unlockOn: s.unlockOn,
    mediaIds: items.filter((i) => i.sectionId === s.id).map((i) => i.mediaId),
  }));
}
