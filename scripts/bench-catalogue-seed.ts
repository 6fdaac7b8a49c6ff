// The catalogue benchmark's data, seeded set-based in a few statements: media over 20 topics, learners who
// follow a topic and prefer its popular media (so co-occurrence has structure), completions and ratings.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { seedDemoCore } from '../server/db/seed';
import { rebuildCooccurrence } from '../server/recommender/cooccurrence';

const TOPICS = 20;

export const WORDS = [
  'safety',
  'security',
  'leadership',
  'compliance',
  'privacy',
  'finance',
  'sales',
  'service',
  'quality',
  'project',
  'agile',
  'excel',
  'writing',
  'negotiation',
  'feedback',
  'coaching',
  'hygiene',
  'fire',
  'ladder',
  'forklift',
  'phishing',
  'password',
  'customer',
  'conflict',
  'onboarding',
  'strategy',
  'budget',
  'ethics',
  'diversity',
  'wellbeing',
  'presentation',
  'meeting',
  'remote',
  'cloud',
  'data',
];

export async function seedBench(
  db: Db,
  { media: MEDIA, enrolments: ENROLMENTS }: { media: number; enrolments: number },
): Promise<void> {
  const LEARNERS = Math.ceil(ENROLMENTS / 10);
  await seedDemoCore(db);
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(
    sql`insert into categories (name) select 'Topic ' || t from generate_series(0, ${TOPICS - 1}) t`,
  );
  await db.execute(sql`
    with cats as (select id, row_number() over (order by name) - 1 as t from categories where name like 'Topic %'),
    cs as (select id from units where key = 'customer-service')
    insert into media (title, description, type, language, duration_minutes, category_id, unit_id, published, created_at)
    select initcap(w[1 + i % 35]) || ' ' || w[1 + (i / 35) % 35] || ' ' || i,
      'Learn ' || w[1 + (i * 7) % 35] || ' and ' || w[1 + (i * 13) % 35] || ' for ' || w[1 + (i * 3) % 35] || ' teams.',
      (array['SCORM','VIDEO','PDF','LINK'])[1 + i % 4]::media_type,
      (array['en','en','de','sw'])[1 + (i / 4) % 4],
      case when i % 10 = 0 then null else 5 + (i * 37) % 120 end,
      (select id from cats where t = i % ${TOPICS}),
      case when i % 10 = 3 then (select id from cs) end,
      i % 50 <> 7,
      now() - make_interval(mins => i)
    from generate_series(0, ${MEDIA - 1}) i, (select ${words} as w) words`);
  await db.execute(sql`
    insert into users (username, password_hash, name, email, roles)
    select 'bench' || u, 'x', 'Bench Learner ' || u, 'bench' || u || '@example.org', '{LEARNER}'
    from generate_series(0, ${LEARNERS - 1}) u`);
  await db.execute(sql`
    insert into user_units (user_id, unit_id)
    select u.id, n.id from users u cross join units n
    where u.username like 'bench%' and (n.key = 'general' or (n.key = 'customer-service' and random() < 0.3))`);
  await db.execute(sql`
    with m as (select id, (row_number() over (order by created_at desc) - 1)::int as i from media),
    u as (select id, (row_number() over ())::int as n from users where username like 'bench%'),
    raw as (
      select u.id as user_id,
        ((u.n + case when g % 4 = 3 then g else 0 end) % ${TOPICS}
          + ${TOPICS} * floor(${MEDIA / TOPICS} * random() ^ 3)::int) % ${MEDIA} as i
      from u cross join generate_series(1, 16) g),
    picks as (select distinct raw.user_id, m.id as media_id from raw join m on m.i = raw.i)
    insert into enrolments (user_id, media_id, status, progress, enrolled_at, last_activity_at, completed_at)
    select user_id, media_id, status::learning_status,
      case status when 'INCOMPLETE' then 40 when 'NOT_ATTEMPTED' then 0 else 100 end,
      now() - interval '30 days', now() - make_interval(hours => (random() * 500)::int),
      case when status in ('COMPLETED', 'PASSED') then now() end
    from (select *, (array['COMPLETED','PASSED','INCOMPLETE','NOT_ATTEMPTED','COMPLETED'])[1 + floor(random() * 5)::int] as status
          from picks limit ${ENROLMENTS}) p`);
  await db.execute(sql`
    insert into ratings (user_id, media_id, stars)
    select user_id, media_id, 1 + floor(random() * 5)::int from enrolments
    where status <> 'NOT_ATTEMPTED' and random() < 0.3`);
  await db.execute(sql`
    insert into media_stats (media_id, enrolment_count, completion_count, rating_count, rating_sum, average_rating)
    select m.id, coalesce(e.n, 0), coalesce(e.done, 0), coalesce(r.n, 0), coalesce(r.sum, 0), r.avg
    from media m
    left join (select media_id, count(*) n, count(*) filter (where status in ('COMPLETED','PASSED','FAILED')) done
               from enrolments group by media_id) e on e.media_id = m.id
    left join (select media_id, count(*) n, sum(stars) sum, avg(stars) avg from ratings group by media_id) r on r.media_id = m.id`);
  await rebuildCooccurrence(db);
  await db.execute(sql`vacuum analyze`);
}
