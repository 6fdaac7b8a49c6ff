// Demo learning history so a first start shows filled screens: the demo learner finished and rated the
// handout; the coach took the handout and the link, so "learners who took this also took" has something to
// say. A demo learning path (two sections, the second requiring the first) and the demo learner's
// assignments (seedDemoAssignments): the course due soon, the path overdue, the handout completed and
// valid for 12 months. Runs once, on a database without enrolments.
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { enrolments, ratings } from '../../db/schema/learning';
import { media } from '../../db/schema/media';
import { refreshRatingStats } from '../ratings/stats';
import { applyProgress, ensureEnrolment } from './store';
import { seedDemoAssignments } from './seedDemoAssignments';

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
  const [course, handout, link, video] = [first('SCORM'), first('PDF'), first('LINK'), first('VIDEO')];
  if (!learner || !coach || !course || !handout || !link) return;

  await db.transaction(async (tx) => {
    await ensureEnrolment(tx, learner, course);
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
    await seedDemoAssignments(tx, {
      learner,
      manager: manager ?? null,
      media: { course, handout, link, video: video ?? null },
    });
  });
}
