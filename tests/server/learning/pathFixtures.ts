// Learning paths and assignments written straight to the database, so each learner test states exactly
// the paths and assignments it reads (the editor and the assignment screens are tested on their own).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/client';
import {
  learningPathItems,
  learningPaths,
  learningPathSections,
  type PathSectionRule,
} from '../../../server/db/schema/paths';
import {
  assignmentLearnerOverrides,
  assignments,
  assignmentTargets,
} from '../../../server/db/schema/assignments';

export interface SectionSpec {
  title: string;
  media: string[];
  rule?: PathSectionRule;
  minCount?: number;
  /** Titles of earlier sections of the same path. */
  requires?: string[];
  unlockOn?: string;
}

export interface PathSpec {
  title: string;
  description?: string;
  unitId?: number | null;
  status?: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';
  sections: SectionSpec[];
}

export async function addPath(
  database: Database,
  spec: PathSpec,
): Promise<{ id: string; sections: Record<string, string> }> {
  const { db } = database;
  const [path] = await db
    .insert(learningPaths)
    .values({
      title: spec.title,
      description: spec.description ?? '',
      unitId: spec.unitId ?? null,
      status: spec.status ?? 'PUBLISHED',
      publishedAt: new Date(),
    })
    .returning({ id: learningPaths.id });
  const sections: Record<string, string> = {};
  for (const section of spec.sections) sections[section.title] = randomUUID();
  for (const [position, section] of spec.sections.entries()) {
    await db.insert(learningPathSections).values({
      id: sections[section.title]!,
      pathId: path!.id,
      position,
      title: section.title,
      rule: section.rule ?? 'ALL_ANY_ORDER',
      minCount: section.minCount ?? null,
      requires: (section.requires ?? []).map((title) => sections[title]!),
      unlockOn: section.unlockOn ?? null,
    });
    if (section.media.length > 0)
      await db.insert(learningPathItems).values(
        section.media.map((mediaId, i) => ({
          sectionId: sections[section.title]!,
          pathId: path!.id,
          mediaId,
          position: i,
        })),
      );
  }
  return { id: path!.id, sections };
}

export interface AssignmentSpec {
  mediaId?: string;
  pathId?: string;
  userIds?: string[];
  unitIds?: number[];
  dueOn?: string | null;
  dueDays?: number | null;
  recurrenceMonths?: number | null;
  note?: string;
  createdAt?: Date;
}

export async function addAssignment(database: Database, spec: AssignmentSpec): Promise<string> {
  const { db } = database;
  const createdAt = spec.createdAt ?? new Date();
  const [row] = await db
    .insert(assignments)
    .values({
      mediaId: spec.mediaId ?? null,
      pathId: spec.pathId ?? null,
      dueOn: spec.dueOn ?? null,
      dueDays: spec.dueDays ?? null,
      recurrenceMonths: spec.recurrenceMonths ?? null,
      note: spec.note ?? '',
      createdAt,
    })
    .returning({ id: assignments.id });
  await db
    .insert(assignmentTargets)
    .values([
      ...(spec.userIds ?? []).map((userId) => ({ assignmentId: row!.id, userId, createdAt })),
      ...(spec.unitIds ?? []).map((unitId) => ({ assignmentId: row!.id, unitId, createdAt })),
    ]);
  return row!.id;
}

export async function extendFor(database: Database, assignmentId: string, userId: string, dueOn: string) {
  await database.db.insert(assignmentLearnerOverrides).values({ assignmentId, userId, dueOn });
}
