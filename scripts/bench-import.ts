// `npm run bench:import`: the user import with 10,000 rows and the user list with 100,000 people, over real
// HTTP on loopback, on PGlite in a temporary folder (or, with DATABASE_URL, a throw-away database there).
//  - Import: the file sent to POST /api/user-import/upload, then userImportDryRun (every row planned,
//    nothing written) and the real import (startUserImport, run by the background-job queue, each row in
//    its own transaction with its audit entry) until the job succeeded; then the same file again (every row
//    unchanged). Rows per second for each.
//  - List: managedUsers as an administrator and as a manager with 100,000 people,
//    searches, filters, sorts and pages mixed; p50/p95/p99.
//   BENCH_ROWS (10000), BENCH_USERS (100000), BENCH_SAMPLES (300)
import fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { testConfig } from '../server/config';
import { createApi } from '../server/api/index';
import { createJobs } from '../server/jobs/index';
import { seedDemoCore } from '../server/db/seed';
import { registerUserImportJobs } from '../server/api/userImport/job';
import { registerUserImportUpload } from '../server/api/userImport/upload';
import { unusablePasswordHash } from '../server/api/userImport/apply';
import { createTestKeys, signToken, testVerifier } from '../tests/server/api/harness';
import { measure, openBenchDatabase, pick } from './bench/database';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

function csv(rows: number): string {
  const lines = ['Benutzername;Vorname;Nachname;E-Mail;Einheit;Rolle;Sprache'];
  for (let i = 1; i <= rows; i += 1) {
    const n = String(i).padStart(6, '0');
    lines.push(
      `imp${n};Vorname${n};Müller${n};imp${n}@example.org;${i % 2 ? 'general' : 'customer-service'};Lernende;de`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const LIST = `query managedUsers($search: String, $filter: ManagedUsersFilter, $sort: ManagedUserSort,
  $direction: SortDirection, $offset: Int, $first: Int) {
  managedUsers(search: $search, filter: $filter, sort: $sort, direction: $direction, offset: $offset, first: $first) {
    total hasMore items { id username name email } } }`;

async function main(): Promise<void> {
  const { database, cleanup, where } = await openBenchDatabase();
  const app = fastify({ bodyLimit: 1024 * 1024 });
  const jobs = createJobs(database);
  try {
    await seedDemoCore(database.db);
    const config = testConfig({ databaseUrl: undefined });
    const keys = await createTestKeys();
    const verifier = testVerifier(config, keys);
    await createApi({ config, db: database.db, verifier, jobs }).register(app);
    await registerUserImportUpload(app, { db: database.db, verifier });
    registerUserImportJobs(jobs, { config });
    await jobs.start();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const people = (await database.db.execute(
      sql`select id, username from users where username in ('admin', 'manager')`,
    )) as unknown as { rows: { id: string; username: string }[] };
    const token = (username: string, roles: ('ADMIN' | 'EDUCATION_MANAGER')[]) =>
      signToken(config, keys, {
        sub: people.rows.find((p) => p.username === username)!.id,
        roles,
        expiresIn: 3600,
      });
    const admin = await token('admin', ['ADMIN']);
    const manager = await token('manager', ['EDUCATION_MANAGER']);
    const call = async <T>(bearer: string, query: string, variables: Record<string, unknown>): Promise<T> => {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${bearer}`,
          'graphql-preflight': '1',
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: unknown[] };
      if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };

    console.log(`User import of ${ROWS} rows (${where}), as the manager:`);
    const form = new FormData();
    form.append('file', new Blob([csv(ROWS)], { type: 'text/csv' }), 'mitarbeiter.csv');
    const uploaded = await fetch(`${base}/api/user-import/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}` },
      body: form,
    });
    const { id: fileId } = (await uploaded.json()) as { id: string };
    const { analyseUserImportFile: analysis } = await call<{
      analyseUserImportFile: { suggestedMapping: { column: number; field: string }[] };
    }>(
      manager,
      'query($fileId: ID!) { analyseUserImportFile(fileId: $fileId) { suggestedMapping { column field } } }',
      { fileId },
    );
    const input = { fileId, mapping: analysis.suggestedMapping, mode: 'CREATE_AND_UPDATE' };
    const rate = (ms: number) =>
      `${Math.round(ROWS / (ms / 1000)).toLocaleString('en')} rows/s (${(ms / 1000).toFixed(2)} s)`;

    const dryRuns: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const start = performance.now();
      const { userImportDryRun } = await call<{ userImportDryRun: { counts: { create: number } } }>(
        manager,
        'query($input: UserImportInput!) { userImportDryRun(input: $input, first: 10) { counts { create } } }',
        { input },
      );
      dryRuns.push(performance.now() - start);
      if (userImportDryRun.counts.create !== ROWS) throw new Error('the dry run did not plan every row');
    }
    dryRuns.sort((a, b) => a - b);
    console.log(`  dry run (median of 3)      ${rate(dryRuns[1]!)}`);

    const runImport = async () => {
      const start = performance.now();
      const { startUserImport } = await call<{ startUserImport: { id: string } }>(
        manager,
        'mutation($input: UserImportInput!) { startUserImport(input: $input) { id } }',
        { input },
      );
      for (;;) {
        const { userImport } = await call<{
          userImport: { state: string; result: Record<string, number> | null };
        }>(
          manager,
          'query($id: ID!) { userImport(id: $id) { state result { created updated unchanged failed } } }',
          { id: startUserImport.id },
        );
        if (userImport.state === 'SUCCEEDED')
          return { ms: performance.now() - start, result: userImport.result! };
        if (userImport.state === 'FAILED') throw new Error('the import failed');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const first = await runImport();
    if (first.result.created !== ROWS) throw new Error(`created ${first.result.created}, not ${ROWS}`);
    console.log(`  import (job, start to end)  ${rate(first.ms)}  created ${first.result.created}`);
    const again = await runImport();
    console.log(`  same file again             ${rate(again.ms)}  unchanged ${again.result.unchanged}`);

    const missing =
      USERS -
      Number(
        (
          (await database.db.execute(sql`select count(*) as n from users`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    console.log(`\nSeeding ${missing} more people (${USERS} in all) ...`);
    const hash = unusablePasswordHash();
    await database.db.execute(sql`insert into users (username, password_hash, name, email, roles)
      select 'bench' || g, ${hash}, 'Person ' || md5(g::text), 'bench' || g || '@example.org', '{LEARNER}'
      from generate_series(1, ${missing}) g`);
    await database.db.execute(sql`insert into user_units (user_id, unit_id)
      select u.id, (select id from units where key = case when right(u.username, 1) in ('1','3','5') then 'customer-service' else 'general' end)
      from users u where u.username like 'bench%'`);
    await database.db.execute(sql`vacuum analyze`);

    const list = (bearer: string) => async () => {
      const variables: Record<string, unknown> = {
        first: 25,
        offset: pick([0, 0, 0, 25, 50, 500]),
        sort: pick(['NAME', 'USERNAME', 'EMAIL', 'CREATED']),
        direction: pick(['ASC', 'DESC']),
      };
      const roll = Math.random();
      if (roll < 0.4) variables.search = pick(['müller', 'bench12', 'person a', 'imp0001', 'example']);
      if (roll > 0.6) variables.filter = pick([{ roles: ['LEARNER'] }, { active: true }, { unitIds: ['2'] }]);
      await call(bearer, LIST, variables);
      return JSON.stringify(variables);
    };
    console.log(`\nUser list (managedUsers) with ${USERS} people, one request at a time, 25 a page:`);
    console.log(await measure('list (admin)', SAMPLES, list(admin)));
    console.log(await measure('list (manager)', SAMPLES, list(manager)));
  } finally {
    await jobs.stop();
    await app.close();
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
