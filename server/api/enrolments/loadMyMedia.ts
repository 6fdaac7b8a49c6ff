// The caller's media with status, progress and what the player needs to launch or resume each one.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { categories, media } from '../../db/schema/media';
import { enrolments, mediaStats } from '../../db/schema/learning';
import type { Launch, MyMedium } from '../generated/resolvers';
import { itemColumns, toItem } from '../catalogue/items';
import { watchedShare } from '../learning/videoRanges';
import { loadScormLaunches, type LoadedLaunch } from './scormLaunch';

const columns = {
  ...itemColumns,
  progress: enrolments.progress,
  score: enrolments.score,
  assignedAt: enrolments.assignedAt,
  dueAt: enrolments.dueAt,
  enrolledAt: enrolments.enrolledAt,
  lastActivityAt: enrolments.lastActivityAt,
  completedAt: enrolments.completedAt,
  videoPositionSeconds: enrolments.videoPositionSeconds,
  videoWatchedRanges: enrolments.videoWatchedRanges,
  videoDurationSeconds: enrolments.videoDurationSeconds,
  launchUrl: media.launchUrl,
  externalUrl: media.externalUrl,
  scormPackageId: media.scormPackageId,
  pinnedPackageId: enrolments.scormPackageId,
  masteryScore: media.masteryScore,
  studentName: users.name,
};

const selectRows = (db: Db, userId: string, condition?: SQL) =>
  db
    .select(columns)
    .from(enrolments)
    .innerJoin(media, eq(media.id, enrolments.mediaId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(categories, eq(categories.id, media.categoryId))
    .leftJoin(mediaStats, eq(mediaStats.mediaId, media.id))
    // An enrolment in a medium that was unpublished later stays in the database but leaves the list.
    .where(and(eq(enrolments.userId, userId), eq(media.published, true), condition))
    .orderBy(desc(sql`coalesce(${enrolments.lastActivityAt}, ${enrolments.enrolledAt})`), desc(media.id));

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
        videoWatchedShare: watchedShare(row.videoWatchedRanges, row.videoDurationSeconds),
      };
    case 'PDF':
      return { ...base, url: row.launchUrl };
    case 'LINK':
      return { ...base, url: row.externalUrl };
  }
}

export async function loadMyMedia(db: Db, userId: string, condition?: SQL): Promise<MyMedium[]> {
  const rows = await selectRows(db, userId, condition);
  const scorm = await loadScormLaunches(
    db,
    userId,
    rows
      .filter((row) => row.type === 'SCORM')
      .map((row) => ({
        mediaId: row.id,
        title: row.title,
        status: row.myStatus ?? 'NOT_ATTEMPTED',
        currentPackageId: row.scormPackageId,
        pinnedPackageId: row.pinnedPackageId,
        launchUrl: row.launchUrl,
        mediumMastery: row.masteryScore,
        studentName: scormStudentName(row.studentName ?? ''),
      })),
  );
  return rows.map((row) => ({
    medium: toItem(row),
    status: row.myStatus ?? 'NOT_ATTEMPTED',
    progress: row.progress,
    score: row.score,
    assigned: row.assignedAt !== null,
    dueAt: row.dueAt,
    enrolledAt: row.enrolledAt,
    lastActivityAt: row.lastActivityAt,
    completedAt: row.completedAt,
    launch: launchOf(row, scorm.get(row.id)),
  }));
}

export async function loadMyMedium(db: Db, userId: string, mediaId: string): Promise<MyMedium | null> {
  const [row] = await loadMyMedia(db, userId, eq(enrolments.mediaId, mediaId));
  return row ?? null;
}
