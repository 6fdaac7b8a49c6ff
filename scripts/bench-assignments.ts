// `npm run bench:assignments`: the assignments at scale, on PGlite (or, with DATABASE_URL, a throw-away
// database on that server). Not part of CI.
//  - assignmentProgress (server/api/assignments/progress.ts) of one assignment of a learning path of 20 media
//    to a unit of 10,000 learners with mixed progress and time zones: p95 (goal < 200 ms).
//  - loadMyMedia (server/api/enrolments/loadMyMedia.ts), the learner's My media, for a learner with 200
//    assigned media: p95 (goal < 50 ms).
//  - The reminder run (server/api/assignmentNotices/reminders.ts) over the same unit: the first run (raises
//    the notices) and a second one (raises nothing), once each.
//   BENCH_LEARNERS (10000), BENCH_ITEMS (200), BENCH_SAMPLES (60 progress, 300 my media)
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { assignments, assignmentTargets } from '../server/db/schema/assignments';
import { users } from '../server/db/schema/core';
import { media } from '../server/db/schema/media';
import { learningPathItems, learningPathSections, learningPaths } from '../server/db/schema/paths';
import { units } from '../server/db/schema/units';
import { assignmentProgress } from '../server/api/assignments/progress';
import { loadMyMedia } from '../server/api/enrolments/loadMyMedia';
import { refreshPathProgress } from '../server/api/pathProgress/refresh';
import { runReminders } from '../server/api/assignmentNotices/reminders';
import { addDays, localDate } from '../src/schemas/assignmentDue';
import { measure, openBenchDatabase } from './bench/database';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 0);
const PATH_MEDIA = 20;
const DAY = 86_400_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function insertMedia(db: Db, count: number, prefix: string): Promise<string[]> {
  const rows = await db
    .insert(media)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `${prefix} ${i + 1}`,
        type: 'LINK' as const,
        externalUrl: 'https://example.org/reading',
        published: true,
        durationMinutes: 5 + (i % 30),
      })),
    )
    .returning({ id: media.id });
  return rows.map((row) => row.id);
}

/** A unit of learners in four time zones, most members from the start, some who joined later. */
async function seedUnit(db: Db): Promise<number> {
  const [unit] = await db
    .insert(units)
    .values({ key: 'bench-ward', name: 'Bench ward', displayedId: 'U-BENCH' })
    .returning({ id: units.id });
  await db.execute(sql`insert into users (username, password_hash, name, email, roles, time_zone)
    select 'bench' || g, 'x', 'Bench learner ' || g, 'bench' || g || '@example.org', array['LEARNER'],
      (array['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', null])[1 + g % 4]
    from generate_series(1, ${LEARNERS}) g`);
  await db.execute(sql`insert into user_units (user_id, unit_id, created_at)
    select id, ${unit!.id}, now() - ((hashtext(id::text) & 255) || ' days')::interval
    from users where username like 'bench%'`);
  return unit!.id;
}

/** A path of 4 sections of 5 media; the second section requires the first. */
async function seedPath(db: Db, mediaIds: string[]): Promise<string> {
  const [path] = await db
    .insert(learningPaths)
    .values({ title: 'Bench induction', status: 'PUBLISHED', publishedAt: new Date() })
    .returning({ id: learningPaths.id });
  const pathId = path!.id;
  let previous: string | null = null;
  for (let s = 0; s < 4; s += 1) {
    const [section]: Array<{ id: string }> = await db
      .insert(learningPathSections)
      .values({
        pathId,
        position: s,
        title: `Section ${s + 1}`,
        rule: s === 0 ? 'ALL_IN_ORDER' : s === 3 ? 'AT_LEAST' : 'ALL_ANY_ORDER',
        minCount: s === 3 ? 3 : null,
        requires: s === 1 && previous ? [previous] : [],
      })
      .returning({ id: learningPathSections.id });
    previous = section!.id;
    await db
      .insert(learningPathItems)
      .values(
        mediaIds
          .slice(s * 5, s * 5 + 5)
          .map((mediaId, i) => ({ sectionId: section!.id, pathId, mediaId, position: i })),
      );
  }
  return pathId;
}

/**
 * Mixed progress: a learner got through a prefix of the path (none, some, all), the medium at the edge in
 * progress; completions spread over the last two years, so some have run out for the recertification.
 */
async function seedProgress(db: Db, mediaIds: string[]): Promise<void> {
  const list = sql.join(
    mediaIds.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
    sql`, `,
  );
  await db.execute(sql`insert into enrolments (user_id, media_id, status, progress, completed_at, done_at, last_activity_at)
    select u.id, m.id,
      (case when m.n < reach.k then 'COMPLETED' else 'INCOMPLETE' end)::learning_status,
      case when m.n < reach.k then 100 else 40 end,
      case when m.n < reach.k then now() - ((hashtext(u.id::text) & 700) || ' days')::interval end,
      case when m.n < reach.k then now() - ((hashtext(u.id::text) & 700) || ' days')::interval end,
      now() - ((hashtext(u.id::text) & 30) || ' days')::interval
    from users u
    cross join lateral (select (abs(hashtext(u.id::text || 'reach')) % 26) - 3 as k) reach
    join (values ${list}) as m(id, n) on m.n <= reach.k
    where u.username like 'bench%'`);
}

async function main(): Promise<void> {
  const { database, cleanup, where } = await openBenchDatabase();
  const { db } = database;
  try {
    console.log(`Seeding ${LEARNERS} learners, a path of ${PATH_MEDIA} media and progress into ${where} ...`);
    let started = performance.now();
    const unitId = await seedUnit(db);
    const pathMedia = await insertMedia(db, PATH_MEDIA, 'Path medium');
    const pathId = await seedPath(db, pathMedia);
    await seedProgress(db, pathMedia);
    const today = localDate(new Date(), null);
    const [pathAssignment] = await db
      .insert(assignments)
      .values({
        pathId,
        dueOn: addDays(today, 5),
        recurrenceMonths: 12,
        createdAt: new Date(Date.now() - 400 * DAY),
      })
      .returning({ id: assignments.id });
    await db.insert(assignmentTargets).values({ assignmentId: pathAssignment!.id, unitId });
    const refreshed = await refreshPathProgress(db, { pathId });
    // Path completions spread over two years too: some have run out (recertification rounds to start).
    await db.execute(sql`update learning_path_enrolments
      set completed_at = now() - ((hashtext(user_id::text) & 700) || ' days')::interval where completed`);
    console.log(`  ${refreshed} path progress rows; seeded in ${seconds(started)}`);

    // One learner with ITEMS assigned media (each its own assignment, due days spread), half of them begun.
    const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'bench1'));
    const own = await insertMedia(db, ITEMS, 'Assigned medium');
    const made = await db
      .insert(assignments)
      .values(own.map((mediaId, i) => ({ mediaId, dueOn: addDays(today, (i % 60) - 20) })))
      .returning({ id: assignments.id });
    await db.insert(assignmentTargets).values(made.map((a) => ({ assignmentId: a.id, userId: learner!.id })));
    await db.execute(sql`insert into enrolments (user_id, media_id, status, progress, completed_at, done_at)
      select ${learner!.id}::uuid, m.id, case when n % 4 = 0 then 'COMPLETED'::learning_status else 'INCOMPLETE'::learning_status end,
        case when n % 4 = 0 then 100 else 30 end, case when n % 4 = 0 then now() end, case when n % 4 = 0 then now() end
      from (select id, row_number() over (order by title) as n from media where title like 'Assigned medium%') m
      where n % 2 = 0`);
    await db.execute(sql`analyze`);

    const progress = await assignmentProgress(db, [pathAssignment!.id]);
    console.log(`  the path assignment: ${JSON.stringify(progress.get(pathAssignment!.id))}`);
    const mine = await loadMyMedia(db, learner!.id);
    console.log(
      `  My media of the learner: ${mine.length} media, ${mine.filter((m) => m.assignment).length} assigned`,
    );

    console.log(
      `\nassignmentProgress, 1 assignment, ${LEARNERS} learners, ${PATH_MEDIA} media (goal p95 < 200 ms)`,
    );
    console.log(
      await measure('progress', SAMPLES || 60, async () => {
        await assignmentProgress(db, [pathAssignment!.id]);
        return 'path assignment';
      }),
    );
    console.log(`\nloadMyMedia, a learner with ${ITEMS} assigned media (goal p95 < 50 ms)`);
    console.log(
      await measure('my media', SAMPLES || 300, async () => {
        await loadMyMedia(db, learner!.id);
        return 'bench1';
      }),
    );

    console.log(`\nReminder run over ${LEARNERS + 1} learners of ${ITEMS + 1} assignments`);
    started = performance.now();
    const first = await runReminders(db);
    console.log(
      `  first run: ${first.notices.length} notices, ${first.newRounds} new rounds in ${seconds(started)}`,
    );
    started = performance.now();
    const second = await runReminders(db);
    console.log(
      `  second run: ${second.notices.length} notices, ${second.newRounds} new rounds in ${seconds(started)}`,
    );
  } finally {
    await cleanup();
  }
}

await main();
