// Demo learning history so a first start shows filled screens: the demo learner has the SCORM course
// assigned with a due date and finished and rated the handout; the coach took the handout and the link,
// so "learners who took this also took" has something to say. Runs once, on a database without enrolments.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { enrolments, ratings } from '../../db/schema/learning';
import { media } from '../../db/schema/media';
import { refreshRatingStats } from '../ratings/stats';
import { applyProgress, ensureEnrolment } from './store';

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoLearning(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(enrolments);
  if ((existing?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['learner', 'coach', 'manager']));
  const items = await db
    .select({ id: media.id, type: media.type })
    .from(media)
    .where(eq(media.published, true));
  const who = (name: string) => people.find((p) => p.username === name)?.id;
  const first = (type: string) => items.find((m) => m.type === type)?.id;
  const [learner, coach, manager] = [who('learner'), who('coach'), who('manager')];
  const [course, handout, link] = [first('SCORM'), first('PDF'), first('LINK')];
  if (!learner || !coach || !course || !handout || !link) return;

  await db.transaction(async (tx) => {
    const now = Date.now();
    await ensureEnrolment(tx, learner, course);
    await tx
      .update(enrolments)
      .set({
        assignedAt: new Date(now - 2 * DAY),
        assignedBy: manager ?? null,
        dueAt: new Date(now + 10 * DAY),
      })
      .where(and(eq(enrolments.userId, learner), eq(enrolments.mediaId, course)));
    for (const [userId, mediaId] of [
      [learner, handout],
      [coach, handout],
      [coach, link],
    ] as const) {
      await ensureEnrolment(tx, userId, mediaId);
      await applyProgress(tx, userId, mediaId, { status: 'COMPLETED', progress: 100 });
    }
    await tx.insert(ratings).values([
      { userId: learner, mediaId: handout, stars: 5, comment: 'Short and clear; the checklist is handy.' },
      { userId: coach, mediaId: handout, stars: 4, comment: null },
      { userId: coach, mediaId: link, stars: 4, comment: 'Good to share with new colleagues.' },
    ]);
    await refreshRatingStats(tx, handout);
    await refreshRatingStats(tx, link);
  });
}
