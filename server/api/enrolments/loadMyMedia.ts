// The caller's media with status, progress and what the player needs to launch or resume each one.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { categories, media, scormPackages } from '../../db/schema/media';
import { enrolments, mediaStats } from '../../db/schema/learning';
import { scorm12Attempts, scorm12AttemptStates as states } from '../../db/schema/attempts';
import type { Launch, MyMedium } from '../generated/resolvers';
import { itemColumns, toItem } from '../catalogue/items';
import { watchedShare } from '../learning/videoRanges';
import { decodeText } from '../scorm/faithful';

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
  masteryScore: sql<number | null>`coalesce(${media.masteryScore}, ${scormPackages.masteryScore})`,
  studentName: users.name,
  hasState: sql<boolean>`${states.userId} is not null`,
  lessonStatus: states.lessonStatus,
  lessonLocation: states.lessonLocation,
  suspendData: states.suspendData,
  totalTime: states.totalTime,
  scoreRaw: states.scoreRaw,
  lastExit: sql<string | null>`${scorm12Attempts.cmi} -> 'core' ->> 'exit'`,
};

const selectRows = (db: Db, userId: string, condition?: SQL) =>
  db
    .select(columns)
    .from(enrolments)
    .innerJoin(media, eq(media.id, enrolments.mediaId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(categories, eq(categories.id, media.categoryId))
    .leftJoin(mediaStats, eq(mediaStats.mediaId, media.id))
    .leftJoin(scormPackages, eq(scormPackages.id, media.scormPackageId))
    .leftJoin(states, and(eq(states.userId, enrolments.userId), eq(states.mediaId, enrolments.mediaId)))
    .leftJoin(scorm12Attempts, eq(scorm12Attempts.id, states.lastAttemptId))
    // An enrolment in a medium that was unpublished later stays in the database but leaves the list.
    .where(and(eq(enrolments.userId, userId), eq(media.published, true), condition))
    .orderBy(desc(sql`coalesce(${enrolments.lastActivityAt}, ${enrolments.enrolledAt})`), desc(media.id));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** SCORM 1.2 wants "Family, Given"; a display name "Given Family" is turned round when it has two parts. */
export function scormStudentName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length === 2 ? `${parts[1]}, ${parts[0]}` : name;
}

function launchOf(row: Row, userId: string): Launch {
  const base = {
    type: row.type,
    url: null,
    scorm: null,
    videoPositionSeconds: null,
    videoWatchedShare: null,
  };
  switch (row.type) {
    case 'SCORM':
      return {
        ...base,
        url: row.launchUrl,
        scorm: {
          packageId: row.scormPackageId,
          // Filled from the package's items once the multi-SCO launch lands (contract first).
          items: [],
          startItem: null,
          itemId: null,
          masteryScore: row.masteryScore,
          studentId: userId,
          studentName: scormStudentName(row.studentName ?? ''),
          lessonStatus: row.lessonStatus ?? 'not attempted',
          lessonLocation: decodeText(row.lessonLocation ?? ''),
          suspendData: decodeText(row.suspendData ?? ''),
          // SCORM 1.2: ab-initio on the first launch, resume after the SCO exited with suspend.
          entry: !row.hasState ? 'ab-initio' : row.lastExit === 'suspend' ? 'resume' : '',
          credit: 'credit',
          totalTime: row.totalTime ?? '0000:00:00',
          scoreRaw: row.scoreRaw,
        },
      };
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
    launch: launchOf(row, userId),
  }));
}

export async function loadMyMedium(db: Db, userId: string, mediaId: string): Promise<MyMedium | null> {
  const [row] = await loadMyMedia(db, userId, eq(enrolments.mediaId, mediaId));
  return row ?? null;
}
