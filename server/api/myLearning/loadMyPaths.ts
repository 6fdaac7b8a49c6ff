// The learner's learning paths evaluated now by the rule engine (src/schemas/pathRules.ts evaluatePath):
// sections locked or open with their reasons, items, what is next, and where an assignment of the path
// stands in the learner's time zone. A fixed number of queries whatever the number of paths.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { enrolments } from '../../db/schema/learning';
import { learningPathEnrolments, learningPaths } from '../../db/schema/paths';
import type { LearningStatus, MyLearningPath, MyPathItem } from '../generated/resolvers';
import type { Lang } from '../locale';
import { loadItems } from '../catalogue/loadItems';
import { evaluatePath, type ItemProgress } from '../../../src/schemas/pathRules';
import { localDate } from '../../../src/schemas/assignmentDue';
import { DONE_STATUSES, compareStanding, loadLearnerAssignments, mostPressing, standingOf } from './assigned';
import { loadPaths, type LoadedPath } from './structure';
import { pathVisibleTo } from './visibility';

export interface MyPathsOptions {
  /** Only this path; with `orVisible`, also when the learner does not follow it but may see it. */
  pathId?: string;
  orVisible?: boolean;
  lang?: Lang;
  /** Today is taken from this instant (tests). */
  now?: Date;
}

type PathEnrolment = typeof learningPathEnrolments.$inferSelect;

/** The paths the learner follows (or the one asked for), assigned ones first. */
export async function loadMyPaths(
  db: Db,
  userId: string,
  options: MyPathsOptions = {},
): Promise<MyLearningPath[]> {
  const now = options.now ?? new Date();
  const only = options.pathId;
  const [[user], assigned, pathEnrolments] = await Promise.all([
    db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
    loadLearnerAssignments(db, userId),
    db
      .select()
      .from(learningPathEnrolments)
      .where(
        and(
          eq(learningPathEnrolments.userId, userId),
          only ? eq(learningPathEnrolments.pathId, only) : undefined,
        ),
      ),
  ]);
  const timeZone = user?.timeZone ?? null;
  const assignedPaths = assigned.filter((a) => a.pathId !== null && (!only || a.pathId === only));
  const ids = new Set([...pathEnrolments.map((e) => e.pathId), ...assignedPaths.map((a) => a.pathId!)]);
  if (only && options.orVisible && !ids.has(only)) {
    const [visible] = await db
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(and(eq(learningPaths.id, only), pathVisibleTo(userId)));
    if (visible) ids.add(only);
  }
  if (ids.size === 0) return [];
  const paths = await loadPaths(db, [...ids], options.lang);
  const mediaIds = [
    ...new Set([...paths.values()].flatMap((p) => p.sections.flatMap((s) => s.items.map((i) => i.mediaId)))),
  ];
  const [items, progressRows] = await Promise.all([
    loadItems(db, userId, mediaIds, undefined, options.lang),
    mediaIds.length === 0
      ? []
      : db
          .select({ mediaId: enrolments.mediaId, status: enrolments.status, progress: enrolments.progress })
          .from(enrolments)
          .where(and(eq(enrolments.userId, userId), inArray(enrolments.mediaId, mediaIds))),
  ]);
  const progress = new Map(progressRows.map((row) => [row.mediaId, row]));
  const progressOf = (mediaId: string): ItemProgress | undefined => {
    const row = progress.get(mediaId);
    if (!row) return undefined;
    const done = DONE_STATUSES.includes(row.status);
    return { done, started: !done && (row.status !== 'NOT_ATTEMPTED' || row.progress > 0) };
  };
  const percentOf = (mediaId: string) => progress.get(mediaId)?.progress ?? 0;
  const today = localDate(now, timeZone);
  const result: MyLearningPath[] = [];
  for (const path of paths.values()) {
    const enrolment = pathEnrolments.find((e) => e.pathId === path.id);
    const mine = assignedPaths.filter((a) => a.pathId === path.id);
    // A draft is nobody's to follow; an archived path stays with those who follow it.
    if (path.status === 'DRAFT') continue;
    const view = evaluated(path, enrolment, { items, progressOf, percentOf, today });
    const assignment = mostPressing(
      mine.map((a) =>
        standingOf(
          a,
          {
            // The last completion, kept through a recertification round.
            completedAt: enrolment?.completedAt ?? (view.complete ? now : null),
            started: view.started,
          },
          timeZone,
          now,
        ),
      ),
    );
    result.push({
      ...view,
      path: { ...view.path, following: enrolment !== undefined || mine.length > 0 },
      enrolled: enrolment !== undefined || mine.length > 0,
      assignment,
    });
  }
  return result.sort((a, b) => {
    if (a.assignment && b.assignment)
      return compareStanding(a.assignment, b.assignment) || a.path.title.localeCompare(b.path.title);
    if (a.assignment || b.assignment) return a.assignment ? -1 : 1;
    return a.path.title.localeCompare(b.path.title);
  });
}

interface Sources {
  items: Map<string, MyPathItem['medium']>;
  progressOf: (mediaId: string) => ItemProgress | undefined;
  /** The enrolment's 0-100, 0 before the first opening. */
  percentOf: (mediaId: string) => number;
  today: string;
}

function evaluated(
  path: LoadedPath,
  enrolment: PathEnrolment | undefined,
  { items, progressOf, percentOf, today }: Sources,
): Omit<MyLearningPath, 'assignment' | 'enrolled'> {
  const evaluation = evaluatePath(path.structure, progressOf, {
    today,
    completedBefore: enrolment?.completed ?? false,
  });
  const titleOf = (mediaId: string) => items.get(mediaId)?.title ?? '';
  const sectionTitle = new Map(path.sections.map((s) => [s.id, s.title]));
  const statusOf = (mediaId: string): LearningStatus => items.get(mediaId)?.myStatus ?? 'NOT_ATTEMPTED';
  const toItem = (sectionId: string, item: (typeof evaluation.sections)[number]['items'][number]) => {
    const medium = items.get(item.mediaId);
    if (!medium) return null;
    return {
      sectionId,
      medium,
      state: item.state,
      afterTitle: item.after ? titleOf(item.after) : null,
      status: statusOf(item.mediaId),
      progress: percentOf(item.mediaId),
    };
  };
  const sections = evaluation.sections.map((section) => {
    const info = path.sections.find((s) => s.id === section.id)!;
    return {
      id: section.id,
      title: info.title,
      rule: info.rule,
      minCount: info.minCount,
      state: section.state,
      lockedBy: section.lockedBy.map((lock) =>
        lock.kind === 'PREREQUISITE'
          ? {
              kind: lock.kind,
              sectionId: lock.sectionId,
              sectionTitle: sectionTitle.get(lock.sectionId) ?? '',
              unlockOn: null,
            }
          : { kind: lock.kind, sectionId: null, sectionTitle: null, unlockOn: lock.unlockOn },
      ),
      required: section.required,
      done: section.done,
      items: section.items.flatMap((item) => toItem(section.id, item) ?? []),
    };
  });
  const next = evaluation.next
    ? (sections
        .find((s) => s.id === evaluation.next!.sectionId)
        ?.items.find((i) => i.medium.id === evaluation.next!.mediaId) ?? null)
    : null;
  return {
    path: {
      id: path.id,
      title: path.title,
      description: path.description,
      language: path.language,
      coverUrl: path.coverUrl,
      estimatedMinutes: path.estimatedMinutes,
      sectionCount: path.sectionCount,
      itemCount: path.itemCount,
      following: false,
    },
    progress: evaluation.progress,
    started: evaluation.started,
    complete: evaluation.complete,
    completedAt: enrolment?.completedAt ?? null,
    changedSinceCompletion: evaluation.changedSinceCompletion,
    itemsAddedSinceCompletion: evaluation.changedSinceCompletion ? evaluation.required - evaluation.done : 0,
    next,
    sections,
  };
}
