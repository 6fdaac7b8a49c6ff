// What a relative sees through a link: the learner's name and their media with status and dates, and
// (once those areas exist) certificates and badges. Nothing else leaves the server: no ids, no scores,
// no comments, no units, no other learner. A wrong, expired or revoked token, or a learner no longer
// active, all read as "no such link", so the answer tells a guesser nothing.
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { enrolments } from '../../db/schema/learning';
import { media } from '../../db/schema/media';
import { relativeLinks } from '../../db/schema/relatives';
import { hashRelativeToken, TOKEN_PATTERN } from './rules';

export interface RelativeViewMedium {
  title: string;
  type: string;
  status: string;
  /** 0-100. */
  progress: number;
  assigned: boolean;
  dueAt: string | null;
  completedAt: string | null;
  /** Due and not finished by now (the server's clock, so every reader agrees). */
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
  const rows = await db
    .select({
      title: media.title,
      type: media.type,
      status: enrolments.status,
      progress: enrolments.progress,
      assignedAt: enrolments.assignedAt,
      dueAt: enrolments.dueAt,
      completedAt: enrolments.completedAt,
    })
    .from(enrolments)
    .innerJoin(media, eq(media.id, enrolments.mediaId))
    // As in the learner's own My media: a medium unpublished later leaves the list.
    .where(and(eq(enrolments.userId, link.learnerId), eq(media.published, true)))
    .orderBy(
      asc(sql`${enrolments.completedAt} is not null`),
      asc(sql`coalesce(${enrolments.dueAt}, 'infinity'::timestamptz)`),
      desc(sql`coalesce(${enrolments.lastActivityAt}, ${enrolments.enrolledAt})`),
      asc(media.title),
    )
    .limit(MAX_MEDIA);
  return {
    learner: { name: learner.name },
    media: rows.map((row) => ({
      title: row.title,
      type: row.type,
      status: row.status,
      progress: row.progress,
      assigned: row.assignedAt !== null,
      dueAt: row.dueAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      overdue: row.dueAt !== null && row.completedAt === null && row.dueAt.getTime() < now.getTime(),
    })),
    certificates: [],
    badges: [],
    expiresAt: link.expiresAt.toISOString(),
  };
}
