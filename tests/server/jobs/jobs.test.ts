// The background-job queue on a real database (PGlite, or the PostgreSQL server in CI's second run):
// a job enqueued in a transaction runs once, reports progress and its result; a rolled-back enqueue leaves
// nothing; a failing job is retried and then marked failed with its error; retry queues it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database } from '../../../server/db/client';
import { backgroundJobs, type BackgroundJobRow } from '../../../server/db/schema/jobs';
import { createJobs, JobsNotRunningError, type Jobs } from '../../../server/jobs/index';

let database: Database;
let jobs: Jobs;
let failUntil = Number.POSITIVE_INFINITY;

async function settled(id: string, states: string[], timeoutMs = 45_000): Promise<BackgroundJobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
    if (row && states.includes(row.state)) return row;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${row?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs(database);
  jobs.define<{ rows: number }>('count-rows', async ({ data, progress }) => {
    for (let done = 1; done <= data.rows; done += 1) await progress(done, data.rows);
    return { counted: data.rows };
  });
  jobs.define<{ attempts: number }>(
    'flaky',
    async ({ attempt }) => {
      if (attempt <= failUntil) throw new Error(`attempt ${attempt} failed: the mail server did not answer`);
      return { attempt };
    },
    { retryLimit: 1, retryDelaySeconds: 1 },
  );
  jobs.define(
    'leaky',
    async ({ db }) => {
      // A failing query whose parameter is a secret: drizzle's message would carry it.
      await db.execute(sql`select 1 from background_jobs where id = ${'not-a-uuid scrypt$secret'}::uuid`);
      return null;
    },
    { retryLimit: 0 },
  );
  await jobs.start();
}, 60_000);

afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('background jobs', () => {
  it('refuses to enqueue on a server that runs no queue', async () => {
    const idle = createJobs(database);
    idle.define('count-rows', async () => null);
    await expect(
      database.db.transaction((tx) =>
        idle.enqueue(tx, { kind: 'count-rows', label: 'x', data: {}, createdBy: null, unitId: null }),
      ),
    ).rejects.toBeInstanceOf(JobsNotRunningError);
  });

  it('runs a job enqueued in a transaction, with progress and result', async () => {
    const id = await database.db.transaction((tx) =>
      jobs.enqueue(tx, {
        kind: 'count-rows',
        label: '5 rows',
        data: { rows: 5 },
        createdBy: null,
        unitId: 7,
      }),
    );
    const row = await settled(id, ['succeeded', 'failed']);
    expect(row).toMatchObject({
      state: 'succeeded',
      label: '5 rows',
      unitId: 7,
      attempts: 1,
      progressDone: 5,
      progressTotal: 5,
      result: { counted: 5 },
      error: null,
    });
    expect(row.finishedAt).not.toBeNull();
  }, 60_000);

  it('leaves nothing behind when the enqueueing transaction rolls back', async () => {
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = await jobs.enqueue(tx, {
          kind: 'count-rows',
          label: 'never',
          data: { rows: 1 },
          createdBy: null,
          unitId: null,
        });
        throw new Error('the import was refused');
      }),
    ).rejects.toThrow('the import was refused');
    expect(id).not.toBe('');
    expect(await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id))).toEqual([]);
    const queued = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where id = ${id}`,
    )) as { rows: { n: number }[] } | { n: number }[];
    const rows = Array.isArray(queued) ? queued : queued.rows;
    expect(rows[0]!.n).toBe(0);
  });

  it('retries a failing job with backoff, marks it failed with the error, and runs it again on retry', async () => {
    failUntil = 2;
    const id = await database.db.transaction((tx) =>
      jobs.enqueue(tx, {
        kind: 'flaky',
        label: 'mail',
        data: { attempts: 0 },
        createdBy: null,
        unitId: null,
      }),
    );
    const failed = await settled(id, ['failed'], 45_000);
    expect(failed.attempts).toBe(2);
    expect(failed.error).toBe('attempt 2 failed: the mail server did not answer');

    failUntil = 0;
    const queued = await jobs.retry(id);
    expect(queued.state).toBe('queued');
    const done = await settled(id, ['succeeded'], 45_000);
    expect(done.result).toEqual({ attempt: done.attempts });
    expect(done.error).toBeNull();
  }, 120_000);

  it('keeps a failed query as its database error code, never the query and its values', async () => {
    const id = await database.db.transaction((tx) =>
      jobs.enqueue(tx, { kind: 'leaky', label: 'leak', data: {}, createdBy: null, unitId: null }),
    );
    const failed = await settled(id, ['failed'], 45_000);
    expect(failed.error).toMatch(/^A database error stopped the job \(SQLSTATE 22P02\)/);
    expect(failed.error).not.toMatch(/secret|select/);
  }, 60_000);
});
