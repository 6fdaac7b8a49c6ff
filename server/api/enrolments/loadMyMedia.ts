// The caller's media with status, progress and what the player needs to launch or resume each one:
// assigned media first (overdue, then by due day, with where the learner stands in their own time zone),
// then the self-enrolled ones, most recent activity first. An assigned medium is listed before any
// enrolment exists (NOT_ATTEMPTED); the enrolment is made with the first progress.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { categories, media } from '../../db/schema/media';
import { enrolments, mediaStats, type LearningStatus } from '../../db/schema/learning';
import { learningPathEnrolments, learningPathItems } from '../../db/schema/paths';
import type { Launch, MyMedium } from '../generated/resolvers';
import { itemColumns, toItem } from '../catalogue/items';
import { watchedShare } from '../learning/videoRanges';
import {
  DONE_STATUSES,
  compareStanding,
  loadLearnerAssignments,
  mostPressing,
  standingOf,
  type MyAssignmentView,
} from '../myLearning/assigned';
import { loadScormLaunches, type LoadedLaunch } from './scormLaunch';

const columns = {
  ...itemColumns,
  enrolled: enrolments.userId,
  progress: enrolments.progress,
  score: enrolments.score,
  enrolledAt: enrolments.enrolledAt,
  lastActivityAt: enrolments.lastActivityAt,
  completedAt: enrolments.completedAt,
  doneAt: enrolments.doneAt,
  videoPositionSeconds: enrolments.videoPositionSeconds,
  videoWatchedRanges: enrolments.videoWatchedRanges,
  videoDurationSeconds: enrolments.videoDurationSeconds,
  launchUrl: media.launchUrl,
  externalUrl: media.externalUrl,
  scormPackageId: media.scormPackageId,
  pinnedPackageId: enrolments.scormPackageId,
  masteryScore: media.masteryScore,
};

export interface MyMediaOptions {
  /** Only these statuses (NOT_ATTEMPTED includes assigned media not yet opened). */
  statuses?: readonly LearningStatus[] | null;
  /** Only these media. */
  mediaIds?: readonly string[];
  /**
   * Also media of the learning paths the learner follows (enrolled or assigned) that they have not
   * opened yet, so the player can open a path's item before its first progress creates the enrolment.
   */
  withPathMedia?: boolean;
  /** Today is taken from this instant (tests). */
  now?: Date;
}

const selectRows = (db: Db, userId: string, extraIds: string[], only?: readonly string[]) =>
  db
    .select(columns)
    .from(media)
    .leftJoin(enrolments, and(eq(enrolments.mediaId, media.id), eq(enrolments.userId, userId)))
    .leftJoin(categories, eq(categories.id, media.categoryId))
    .leftJoin(mediaStats, eq(mediaStats.mediaId, media.id))
    // An enrolment in a medium that was unpublished later stays in the database but leaves the list.
    .where(
      and(
        eq(media.published, true),
        extraIds.length > 0
          ? or(isNotNull(enrolments.userId), inArray(media.id, extraIds))
          : isNotNull(enrolments.userId),
        only ? inArray(media.id, [...only]) : undefined,
      ),
    );

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** SCORM 1.2 wants "Family, Given"; a display name "Given Family" is turned round when it has two parts. */
export function scormStudentName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length === 2 ? `${parts[1]}, ${parts[0]}` : name;
}

function launchOf(row: Row, scorm: LoadedLaunch | undefined): Launch {
  const base = {
    type: row.type,
    url: null,
    scorm: null,
    videoPositionSeconds: null,
    videoWatchedShare: null,
  };
  switch (row.type) {
    case 'SCORM':
      if (!scorm) throw new Error(`The SCORM launch of ${row.id} was not loaded.`);
      return { ...base, url: scorm.url, scorm: scorm.scorm };
    case 'VIDEO':
      return {
        ...base,
        url: row.launchUrl,
        videoPositionSeconds: row.videoPositionSeconds ?? 0,
        videoWatchedShare: watchedShare(row.videoWatchedRanges ?? [], row.videoDurationSeconds),
      };
    case 'PDF':
      return { ...base, url: row.launchUrl };
    case 'LINK':
      return { ...base, url: row.externalUrl };
  }
}

async function pathMediaIds(db: Db, userId: string, pathIds: string[], only?: readonly string[]) {
  const rows = await db
    .selectDistinct({ mediaId: learningPathItems.mediaId })
    .from(learningPathItems)
    .where(
      and(
        or(
          inArray(
            learningPathItems.pathId,
            db
              .select({ id: learningPathEnrolments.pathId })
              .from(learningPathEnrolments)
              .where(eq(learningPathEnrolments.userId, userId)),
          ),
          pathIds.length > 0 ? inArray(learningPathItems.pathId, pathIds) : undefined,
        ),
        only ? inArray(learningPathItems.mediaId, [...only]) : undefined,
      ),
    );
  return rows.map((row) => row.mediaId);
}

const statusOf = (row: Row): LearningStatus => row.myStatus ?? 'NOT_ATTEMPTED';

/**
 * The learner's list (engineer D's bench calls this directly). Three queries whatever the list's length:
 * the learner with their assignments, the media, the SCORM launches.
 */
export async function loadMyMedia(db: Db, userId: string, options: MyMediaOptions = {}): Promise<MyMedium[]> {
  const now = options.now ?? new Date();
  const [[user], assigned] = await Promise.all([
    db.select({ name: users.name, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
    loadLearnerAssignments(db, userId),
  ]);
  const timeZone = user?.timeZone ?? null;
  const assignedMedia = assigned.filter((a) => a.mediaId !== null);
  const extraIds = new Set(assignedMedia.map((a) => a.mediaId!));
  if (options.withPathMedia) {
    const paths = assigned.flatMap((a) => (a.pathId ? [a.pathId] : []));
    for (const id of await pathMediaIds(db, userId, paths, options.mediaIds)) extraIds.add(id);
  }
  const statuses = options.statuses && options.statuses.length > 0 ? options.statuses : null;
  const rows = (await selectRows(db, userId, [...extraIds], options.mediaIds)).filter(
    (row) => !statuses || statuses.includes(statusOf(row)),
  );
  const scorm = await loadScormLaunches(
    db,
    userId,
    rows
      .filter((row) => row.type === 'SCORM')
      .map((row) => ({
        mediaId: row.id,
        title: row.title,
        status: statusOf(row),
        currentPackageId: row.scormPackageId,
        pinnedPackageId: row.pinnedPackageId,
        launchUrl: row.launchUrl,
        mediumMastery: row.masteryScore,
        studentName: scormStudentName(user?.name ?? ''),
      })),
  );
  const byMedium = new Map<string, typeof assignedMedia>();
  for (const a of assignedMedia) byMedium.set(a.mediaId!, [...(byMedium.get(a.mediaId!) ?? []), a]);
  const standings = new Map<string, MyAssignmentView>();
  for (const row of rows) {
    const mine = byMedium.get(row.id);
    if (!mine) continue;
    const status = statusOf(row);
    const done = DONE_STATUSES.includes(status);
    // done_at is the LAST completion, kept when a recertification round reset the status
    // (assignmentNotices/newRound.ts), so the owed round runs from the day it expired (itemState.ts).
    const progress = { completedAt: row.doneAt, started: !done && status !== 'NOT_ATTEMPTED' };
    const pressing = mostPressing(mine.map((a) => standingOf(a, progress, timeZone, now)));
    if (pressing) standings.set(row.id, pressing);
  }
  const activity = (row: Row) => (row.lastActivityAt ?? row.enrolledAt)?.getTime() ?? 0;
  rows.sort((a, b) => {
    const sa = standings.get(a.id);
    const sb = standings.get(b.id);
    if (sa && sb) return compareStanding(sa, sb) || a.title.localeCompare(b.title);
    if (sa || sb) return sa ? -1 : 1;
    return activity(b) - activity(a) || (a.id < b.id ? 1 : -1);
  });
  return rows.map((row) => {
    const standing = standings.get(row.id) ?? null;
    return {
      medium: toItem(row),
      status: statusOf(row),
      progress: row.progress ?? 0,
      score: row.score,
      assigned: standing !== null,
      assignment: standing && {
        id: standing.id,
        status: standing.status,
        dueOn: standing.dueOn,
        daysLeft: standing.daysLeft,
        validUntil: standing.validUntil,
        note: standing.note,
      },
      enrolledAt: row.enrolledAt,
      lastActivityAt: row.lastActivityAt,
      completedAt: row.completedAt,
      launch: launchOf(row, scorm.get(row.id)),
    };
  });
}

/**
 * One medium of the learner's (enrolled, assigned, or an item of a path they follow), or null. The
 * catalogue's detail leaves path items out (`withPathMedia: false`): there the learner enrols.
 */
export async function loadMyMedium(
  db: Db,
  userId: string,
  mediaId: string,
  { withPathMedia = true }: { withPathMedia?: boolean } = {},
): Promise<MyMedium | null> {
  const [row] = await loadMyMedia(db, userId, { mediaIds: [mediaId], withPathMedia });
  return row ?? null;
}
