// `npm run bench:catalogue`: seeds 10,000 media and 100,000 enrolments (with completions and ratings)
// into a fresh database, then measures catalogue search and the recommender over real HTTP on a
// loopback port (fastify serving /graphql and /recommender, bearer tokens verified on every request).
// PGlite in a temporary folder by default; with DATABASE_URL, a throw-away database on that server.
//   BENCH_MEDIA (10000), BENCH_ENROLMENTS (100000), BENCH_SAMPLES (400 per kind)
import fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { testConfig } from '../server/config';
import { createApi } from '../server/api/index';
import { createJobs } from '../server/jobs/index';
import { registerRecommender } from '../server/recommender/http';
import { seedBench, WORDS } from './bench-catalogue-seed';
import { createTestKeys, signToken, testVerifier } from '../tests/server/api/harness';
import { measure, openBenchDatabase, pick } from './bench/database';

const MEDIA = Number(process.env.BENCH_MEDIA ?? 10_000);
const ENROLMENTS = Number(process.env.BENCH_ENROLMENTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);

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

async function main(): Promise<void> {
  const { database, cleanup, where } = await openBenchDatabase();
  const app = fastify();
  try {
    console.log(`Seeding ${MEDIA} media and ${ENROLMENTS} enrolments into ${where} ...`);
    const seeded = performance.now();
    await seedBench(database.db, { media: MEDIA, enrolments: ENROLMENTS });
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
    const api = createApi({ config, db: database.db, verifier, jobs: createJobs(database) });
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
