// `npm run bench:catalogue`: seeds 10,000 media and 100,000 enrolments (with completions and ratings)
// into a fresh database, then measures catalogue search and the recommender over real HTTP on a
// loopback port (fastify serving /graphql and /recommender, bearer tokens verified on every request).
// PGlite in a temporary folder by default; with DATABASE_URL, a throw-away database on that server.
//   BENCH_MEDIA (10000), BENCH_ENROLMENTS (100000), BENCH_SAMPLES (400 per kind)
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { testConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { seedDemoCore } from '../server/db/seed';
import { createApi } from '../server/api/index';
import { rebuildCooccurrence } from '../server/recommender/cooccurrence';
import { registerRecommender } from '../server/recommender/http';
import { createTestKeys, signToken, testVerifier } from '../tests/server/api/harness';

const MEDIA = Number(process.env.BENCH_MEDIA ?? 10_000);
const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const LEARNERS = Math.ceil(ENROLMENTS / 10);
const TOPICS = 20;

const WORDS = [
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

async function openBenchDatabase(): Promise<{
  database: Database;
  cleanup: () => Promise<void>;
  where: string;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `lms_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString() });
    return {
      database,
      where: `PostgreSQL (${target.host}, database ${name})`,
      cleanup: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-catalogue-'));
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    where: `PGlite in ${dir}`,
    cleanup: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Set-based seeding: learners follow a topic and prefer its popular media, so co-occurrence has structure. */
export async function seedBench(db: Database['db']): Promise<void> {
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

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function catalogueRequest(categoryIds: string[]): Record<string, unknown> {
  const variables: Record<string, unknown> = { first: 20, offset: pick([0, 0, 0, 20, 40, 100]) };
  const roll = Math.random();
  if (roll < 0.5)
    variables.search = pick([pick(WORDS), pick(WORDS).slice(0, 4), `${pick(WORDS)} ${pick(WORDS)}`]);
  if (roll > 0.3) {
    variables.filter = pick([
      { types: [pick(['SCORM', 'VIDEO', 'PDF', 'LINK'])] },
      { categoryIds: [pick(categoryIds)] },
      { languages: ['de'] },
      { minDurationMinutes: 10, maxDurationMinutes: 45 },
    ]);
  }
  variables.sort = pick(['RELEVANCE', 'TITLE', 'NEWEST', 'RATING', 'DURATION']);
  return variables;
}

const CATALOGUE = `query catalogue($search: String, $filter: CatalogueFilter, $sort: CatalogueSort, $first: Int, $offset: Int) {
  catalogue(search: $search, filter: $filter, sort: $sort, first: $first, offset: $offset) {
    total hasMore items { id title type durationMinutes averageRating ratingCount myStatus category { name } } } }`;

/** run() returns what it asked, so the slowest requests can be named. */
async function measure(label: string, samples: number, run: () => Promise<string>): Promise<string> {
  for (let i = 0; i < 30; i += 1) await run();
  const timed: { ms: number; what: string }[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    const what = await run();
    timed.push({ ms: performance.now() - start, what });
  }
  timed.sort((a, b) => b.ms - a.ms);
  if (process.env.BENCH_SLOWEST) for (const t of timed.slice(0, 8)) console.log(`  ${t.ms.toFixed(1)} ms ${t.what}`);
  const times = timed.map((t) => t.ms).reverse();
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `${label.padEnd(14)} n=${samples}  p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(percentile(times, 99))}  max ${f(times[times.length - 1] ?? 0)}`;
}

async function main(): Promise<void> {
  const { database, cleanup, where } = await openBenchDatabase();
  const app = fastify();
  try {
    console.log(`Seeding ${MEDIA} media and ${ENROLMENTS} enrolments into ${where} ...`);
    const seeded = performance.now();
    await seedBench(database.db);
    const counts = (await database.db.execute(sql`select
      (select count(*) from media)::int media, (select count(*) from enrolments)::int enrolments,
      (select count(*) from enrolments where status in ('COMPLETED','PASSED'))::int completions,
      (select count(*) from ratings)::int ratings, (select count(*) from media_cooccurrence)::int pairs`)) as unknown as {
      rows: Record<string, number>[];
    };
    console.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, counts.rows[0]);

    const config = testConfig({ databaseUrl: undefined });
    const keys = await createTestKeys();
    const verifier = testVerifier(config, keys);
    const api = createApi({ config, db: database.db, verifier });
    await api.register(app);
    await registerRecommender(app, { config, db: database.db, verifier });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });

    const learners = (await database.db.execute(
      sql`select u.id, (select array_agg(media_id) from enrolments e where e.user_id = u.id) as media
          from users u where username like 'bench%' order by random() limit 200`,
    )) as unknown as { rows: { id: string; media: string[] | null }[] };
    const tokens = await Promise.all(
      learners.rows.map(async (l) => ({
        ...l,
        token: await signToken(config, keys, { sub: l.id, roles: ['LEARNER'], expiresIn: 3600 }),
      })),
    );
    const categories = (await database.db.execute(sql`select id from categories`)) as unknown as {
      rows: { id: string }[];
    };
    const categoryIds = categories.rows.map((r) => r.id);

    const catalogue = await measure('catalogue', SAMPLES, async () => {
      const learner = pick(tokens);
      const variables = catalogueRequest(categoryIds);
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${learner.token}`,
          'graphql-preflight': '1',
        },
        body: JSON.stringify({
          operationName: 'catalogue',
          query: CATALOGUE,
          variables,
        }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      if (response.status !== 200 || body.errors)
        throw new Error(`catalogue failed: ${JSON.stringify(body)}`);
      return JSON.stringify(variables);
    });
    const recommender = await measure('recommender', SAMPLES, async () => {
      const learner = pick(tokens);
      const item = Math.random() < 0.5 && learner.media?.length ? `&itemId=${pick(learner.media)}` : '';
      const response = await fetch(
        `${base}/recommender/${config.app.RECOMMENDER_DOMAIN_ID}/${config.app.RECOMMENDER_SCENARIO}?count=4${item}`,
        { headers: { authorization: `Bearer ${learner.token}` } },
      );
      if (response.status !== 200)
        throw new Error(`recommender failed: ${response.status} ${await response.text()}`);
      await response.json();
      return item ? 'item' : 'personal';
    });
    console.log(`\nLoopback HTTP (${base}), one request at a time:`);
    console.log(catalogue);
    console.log(recommender);
  } finally {
    await app.close();
    await cleanup();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
