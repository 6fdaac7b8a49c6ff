// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both run the same drizzle migrations.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { trackCommits } from './afterCommit';
import { lockDataDir } from './dataLock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the background-job queue (pg-boss, server/jobs) reaches the same database. */
  jobsConnection: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; empty for an in-memory database. */
  dataDir?: string;
}

export async function openDatabase({ databaseUrl, dataDir = '' }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle client can lose its connection (server restart, a dropped database); pg reports that on
    // the pool, and an unhandled 'error' would end the process. The next query opens a new connection.
    pool.on('error', (error) => console.warn(`database: idle connection closed (${error.message})`));
    const db = trackCommits(drizzlePg(pool, { schema }) as unknown as Db);
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      // Its own small pool: a worker holding a connection must not starve the API's.
      jobsConnection: { connectionString: databaseUrl, max: 3 },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    // Before PGlite touches the files: a second process on the folder must not even open it.
    release = lockDataDir(dataDir);
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = trackCommits(drizzlePglite(client, { schema }) as unknown as Db);
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection; pg-boss's adapter runs its statements through it, between ours.
    jobsConnection: { db: fromPglite(client), backend: 'pglite' },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
