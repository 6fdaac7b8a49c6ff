// What the database benchmarks share: a throw-away database (PGlite in a temporary folder, or a database of
// its own on the server DATABASE_URL names) and a sampler that prints percentiles.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { percentile } from './stats';

export async function openBenchDatabase(): Promise<{
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
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-db-'));
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

export /** run() returns what it asked, so the slowest requests can be named. */
async function measure(label: string, samples: number, run: () => Promise<string>): Promise<string> {
  for (let i = 0; i < 30; i += 1) await run();
  const timed: { ms: number; what: string }[] = [];
  for (let i = 0; i < samples; i += 1) {
    const start = performance.now();
    const what = await run();
    timed.push({ ms: performance.now() - start, what });
  }
  timed.sort((a, b) => b.ms - a.ms);
  if (process.env.BENCH_SLOWEST)
    for (const t of timed.slice(0, 8)) console.log(`  ${t.ms.toFixed(1)} ms ${t.what}`);
  const times = timed.map((t) => t.ms).reverse();
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `${label.padEnd(14)} n=${samples}  p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(percentile(times, 99))}  max ${f(times[times.length - 1] ?? 0)}`;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
