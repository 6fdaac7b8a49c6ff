// What a relative sees through a link: the learner's name and their media with status and dates, and
// (once those areas exist) certificates and badges. Nothing else leaves the server: no ids, no scores,
// no comments, no units, no other learner. A wrong, expired or revoked token, or a learner no longer
// active, all read as "no such link", so the answer tells a guesser nothing.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { enrolments } from '../../db/schema/learning';
import { media } from '../../db/schema/media';
import { relativeLinks } from '../../db/schema/relatives';
import { assignments } from '../../db/schema/assignments';
import { listAssignmentLearners } from '../assignments/learners';
import { dayCache, dueRules, learnerStates, standingOf, type LearnerStanding } from '../assignments/progress';
import { compareStanding } from '../myLearning/assigned';
import { hashRelativeToken, TOKEN_PATTERN } from './rules';

export interface RelativeViewMedium {
  title: string;
  type: string;
  status: string;
  /** 0-100. */
  progress: number;
  /** Assigned to the learner (an active assignment reaches them). */
  assigned: boolean;
  /**
   * The day the assignment is due (in the learner's time zone), as noon UTC of that day: the page shows it
   * as a date, and noon keeps it on the same calendar day for readers from UTC-11 to UTC+11.
   */
  dueAt: string | null;
  completedAt: string | null;
  /**
   * Overdue as the assignment says (src/schemas/assignmentDue.ts): the day after the due day has begun in
   * the learner's time zone and the item is not completed (a recertification that ran out is due again).
   */
  overdue: boolean;
}

export interface RelativeView {
  learner: { name: string };
  media: RelativeViewMedium[];
  /** Issue 12 brings certificates and badges; until then these lists are empty. */
  certificates: never[];
  badges: never[];
  /** When the link stops working, so the page can say so. */
  expiresAt: string;
}

const MAX_MEDIA = 500;

interface AssignedMedium extends LearnerStanding {
  mediaId: string;
  title: string;
  type: string;
}

const dueDayInstant = (day: string) => `${day}T12:00:00.000Z`;

/**
 * The learner's assigned media (published) with where they stand, by medium: the assignments model and the
 * shared due rule, the same reading as the learner's own list. A medium assigned twice shows the more
 * pressing assignment.
 */
async function assignedMedia(db: Db, learnerId: string, now: Date): Promise<Map<string, AssignedMedium>> {
  const reached = await listAssignmentLearners(db, { userId: learnerId });
  const byMedium = new Map<string, AssignedMedium>();
  if (reached.length === 0) return byMedium;
  const items = await db
    .select({ id: assignments.id, mediaId: media.id, title: media.title, type: media.type })
    .from(assignments)
    .innerJoin(media, eq(media.id, assignments.mediaId))
    .where(
      and(
        inArray(
          assignments.id,
          reached.map((r) => r.assignmentId),
        ),
        eq(media.published, true),
      ),
    );
  const ids = items.map((item) => item.id);
  const [rules, states] = await Promise.all([
    dueRules(db, ids),
    learnerStates(db, ids, { where: sql`u.id = ${learnerId}::uuid` }),
  ]);
  const dayOf = dayCache();
  const item = new Map(items.map((i) => [i.id, i]));
  for (const row of states) {
    const rule = rules.get(row.assignmentId);
    const medium = item.get(row.assignmentId);
    if (!rule || !medium) continue;
    const standing = standingOf(row, rule, now.getTime(), dayOf);
    const known = byMedium.get(medium.mediaId);
    if (!known || compareStanding(standing, known) < 0)
      byMedium.set(medium.mediaId, {
        ...standing,
        mediaId: medium.mediaId,
        title: medium.title,
        type: medium.type,
      });
  }
  return byMedium;
}

export async function loadRelativeView(
  db: Db,
  token: unknown,
  now = new Date(),
): Promise<RelativeView | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .update(relativeLinks)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(relativeLinks.tokenHash, hashRelativeToken(token)),
        isNull(relativeLinks.revokedAt),
        gt(relativeLinks.expiresAt, now),
        sql`exists (select 1 from ${users} where ${users.id} = ${relativeLinks.learnerId} and ${users.isActive})`,
      ),
    )
    .returning({ learnerId: relativeLinks.learnerId, expiresAt: relativeLinks.expiresAt });
  if (!link) return null;
  const [learner] = await db.select({ name: users.name }).from(users).where(eq(users.id, link.learnerId));
  if (!learner) return null;
  const [rows, assigned] = await Promise.all([
    db
      .select({
        mediaId: media.id,
        title: media.title,
        type: media.type,
        status: enrolments.status,
        progress: enrolments.progress,
        completedAt: enrolments.completedAt,
        activityAt: sql<Date>`coalesce(${enrolments.lastActivityAt}, ${enrolments.enrolledAt})`,
      })
      .from(enrolments)
      .innerJoin(media, eq(media.id, enrolments.mediaId))
      // As in the learner's own My media: a medium unpublished later leaves the list.
      .where(and(eq(enrolments.userId, link.learnerId), eq(media.published, true)))
      .limit(MAX_MEDIA),
    assignedMedia(db, link.learnerId, now),
  ]);
  // Assigned media the learner has not opened yet are on their list too, not started.
  const enrolled = new Set(rows.map((row) => row.mediaId));
  const unopened = [...assigned.values()].filter((a) => !enrolled.has(a.mediaId));
  const items = [
    ...rows.map((row) => ({ ...row, activityMs: new Date(row.activityAt).getTime() })),
    ...unopened.map((a) => ({
      mediaId: a.mediaId,
      title: a.title,
      type: a.type,
      status: 'NOT_ATTEMPTED' as const,
      progress: 0,
      completedAt: null,
      activityMs: 0,
    })),
  ].map((item) => ({ item, standing: assigned.get(item.mediaId) ?? null }));
  // Overdue first, then what is still open by due day (none last), then the finished; recent activity next.
  type Entry = (typeof items)[number];
  const done = (e: Entry) => (e.standing ? e.standing.status === 'COMPLETED' : e.item.completedAt !== null);
  const rank = (e: Entry) => (e.standing?.status === 'OVERDUE' ? 0 : done(e) ? 2 : 1);
  items.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.standing?.dueOn ?? '9999-12-31').localeCompare(b.standing?.dueOn ?? '9999-12-31') ||
      b.item.activityMs - a.item.activityMs ||
      a.item.title.localeCompare(b.item.title),
  );
  return {
    learner: { name: learner.name },
    media: items.slice(0, MAX_MEDIA).map(({ item, standing }) => ({
      title: item.title,
      type: item.type,
      status: item.status,
      progress: item.progress,
      assigned: standing !== null,
      dueAt: standing?.dueOn ? dueDayInstant(standing.dueOn) : null,
      completedAt: item.completedAt?.toISOString() ?? null,
      overdue: standing?.status === 'OVERDUE',
    })),
    certificates: [],
    badges: [],
    expiresAt: link.expiresAt.toISOString(),
  };
}
