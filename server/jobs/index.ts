// Background jobs: long work (imports, exports, mail) runs here, never inside a request. The queue is
// pg-boss's, kept in the same database (its own `pgboss` schema): one worker claims a job, a failed attempt
// is retried with backoff, and a restart picks up what was left. Beside it, `background_jobs` is what people
// see (who started it, for which unit, how far it got, how it ended); this module keeps the two in step.
import { randomUUID } from 'node:crypto';
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { fromDrizzle, PgBoss, type Job } from 'pg-boss';
import type { Database, Db } from '../db/client';
import { backgroundJobs, type BackgroundJobRow } from '../db/schema/jobs';

export interface JobContext<T> {
  id: string;
  data: T;
  db: Db;
  /** 1 for the first attempt. */
  attempt: number;
  /** Reports how far the job got; written at most a few times a second, and always at the end. */
  progress(done: number, total: number): Promise<void>;
  /** Aborted when the server stops: finish the current step and return or throw. */
  signal: AbortSignal;
}

export type JobHandler<T> = (context: JobContext<T>) => Promise<unknown>;

export interface JobOptions {
  /** Retries after the first attempt (default 2), each after a growing delay. */
  retryLimit?: number;
  /** Seconds before the first retry (default 5); each further retry waits about twice as long. */
  retryDelaySeconds?: number;
}

export interface NewJob<T> {
  kind: string;
  label: string;
  data: T;
  createdBy: string | null;
  unitId: number | null;
}

export interface Jobs {
  define<T>(kind: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * A defined kind that runs on its own: on a cron schedule (UTC, pg-boss keeps one schedule across
   * servers) and once as soon as the queue runs, so a fresh server does not wait for the first tick.
   * Scheduled runs have no background_jobs row: nobody started them, so nobody's list shows them.
   */
  schedule(kind: string, cron: string): void;
  /**
   * Runs a scheduled kind once more soon, outside any transaction (say, after a commit that left work for
   * it). Not running or not set up yet: nothing happens, and the schedule's next tick does the work.
   */
  trigger(kind: string): void;
  /**
   * Resolves once the queue runs and the kind's queue exists. Await it BEFORE opening the transaction that
   * enqueues: on PGlite (one connection) the queue cannot be set up while a transaction holds it.
   */
  ready(kind: string): Promise<void>;
  /**
   * Inside the caller's transaction: the job's row and the queued job commit (or roll back) together.
   * Only after `ready(kind)`; before, it throws JobsNotRunningError rather than wait inside the transaction.
   */
  enqueue<T>(tx: Db, job: NewJob<T>): Promise<string>;
  /** A failed or cancelled job, queued again. */
  retry(id: string): Promise<BackgroundJobRow>;
  /** Starts the queue and the workers; enqueue waits for it. */
  start(): Promise<void>;
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Thrown by ready, enqueue and retry when this server runs no queue (an API-only test, a misconfiguration)
 * or it is still starting. A GraphQL error with its own code, so a resolver that lets it through answers
 * SERVICE_UNAVAILABLE in words instead of an internal error.
 */
export class JobsNotRunningError extends GraphQLError {
  constructor(message = 'Background jobs are not running on this server right now. Please try again later.') {
    super(message, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
  }
}

const PROGRESS_INTERVAL_MS = 250;

export function createJobs(database: Database): Jobs {
  const { db } = database;
  const definitions = new Map<
    string,
    { handler: JobHandler<unknown>; retryLimit: number; retryDelay: number }
  >();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  /** Per kind: its queue created and its worker registered. */
  const queues = new Map<string, Promise<void>>();
  const readyKinds = new Set<string>();
  const schedules = new Map<string, string>();
  let stopped = false;
  const stopping = new AbortController();

  const update = (id: string, values: Partial<typeof backgroundJobs.$inferInsert>) =>
    db
      .update(backgroundJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(backgroundJobs.id, id));

  async function run(kind: string, job: Job<unknown>): Promise<unknown> {
    const definition = definitions.get(kind)!;
    const attempt = job.retryCount + 1;
    await update(job.id, { state: 'running', attempts: attempt, startedAt: new Date(), finishedAt: null });
    let lastWrite = 0;
    let last: { done: number; total: number } | undefined;
    const progress = async (done: number, total: number) => {
      last = { done, total };
      const now = Date.now();
      if (now - lastWrite < PROGRESS_INTERVAL_MS && done < total) return;
      lastWrite = now;
      await update(job.id, { progressDone: done, progressTotal: total });
    };
    const signal = AbortSignal.any([job.signal, stopping.signal]);
    try {
      const result = await definition.handler({ id: job.id, data: job.data, db, attempt, progress, signal });
      await update(job.id, {
        state: 'succeeded',
        result: result ?? null,
        error: null,
        finishedAt: new Date(),
        ...(last ? { progressDone: last.done, progressTotal: last.total } : {}),
      });
      return result;
    } catch (error) {
      const message = failureMessage(error);
      const again = attempt <= definition.retryLimit;
      await update(job.id, {
        state: again ? 'retrying' : 'failed',
        error: message,
        finishedAt: again ? null : new Date(),
      });
      throw error;
    }
  }

  async function ensureQueue(instance: PgBoss, kind: string) {
    const { retryLimit, retryDelay } = definitions.get(kind)!;
    if (!(await instance.getQueue(kind)))
      await instance.createQueue(kind, { retryLimit, retryDelay, retryBackoff: true, retryDelayMax: 600 });
  }

  function prepare(instance: PgBoss, kind: string): Promise<void> {
    const prepared = work(instance, kind).then(async () => {
      readyKinds.add(kind);
      if (schedules.has(kind)) await startSchedule(instance, kind);
    });
    queues.set(kind, prepared);
    return prepared;
  }

  async function work(instance: PgBoss, kind: string) {
    await ensureQueue(instance, kind);
    // One job at a time per kind and process: imports and exports are heavy; the queue keeps the rest.
    await instance.work(kind, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) =>
      run(kind, job as Job<unknown>),
    );
  }

  async function startSchedule(instance: PgBoss, kind: string) {
    await instance.schedule(kind, schedules.get(kind)!, {}, { tz: 'UTC' });
    // The first run now, not at the first tick (up to a whole period after a start).
    await instance.send(kind, {}, { retryLimit: 0 });
  }

  async function ready(): Promise<PgBoss> {
    if (!starting || stopped) throw new JobsNotRunningError();
    await starting;
    return boss!;
  }

  return {
    define(kind, handler, options = {}) {
      definitions.set(kind, {
        handler: handler as JobHandler<unknown>,
        retryLimit: options.retryLimit ?? 2,
        retryDelay: options.retryDelaySeconds ?? 5,
      });
      if (boss && !stopped)
        prepare(boss, kind).catch((error: unknown) =>
          console.warn(`background jobs: the queue ${kind} could not be set up: ${String(error)}`),
        );
    },

    schedule(kind, cron) {
      if (!definitions.has(kind)) throw new Error(`Define ${kind} before scheduling it.`);
      schedules.set(kind, cron);
      if (boss && !stopped && readyKinds.has(kind))
        startSchedule(boss, kind).catch((error: unknown) =>
          console.warn(`background jobs: the schedule of ${kind} could not be set up: ${String(error)}`),
        );
    },

    trigger(kind) {
      if (!boss || stopped || !readyKinds.has(kind)) return;
      boss
        .send(kind, {}, { retryLimit: 0 })
        .catch((error: unknown) =>
          console.warn(`background jobs: ${kind} could not be triggered: ${String(error)}`),
        );
    },

    async ready(kind) {
      await ready();
      if (!definitions.has(kind)) throw new Error(`No handler for background jobs of kind ${kind}.`);
      await queues.get(kind);
    },

    async enqueue(tx, job) {
      if (!definitions.has(job.kind)) throw new Error(`No handler for background jobs of kind ${job.kind}.`);
      if (!starting || stopped) throw new JobsNotRunningError();
      // Never wait inside the caller's transaction (see ready): not set up yet is answered at once.
      if (!boss || !readyKinds.has(job.kind))
        throw new JobsNotRunningError('Background jobs are still starting. Please try again in a moment.');
      const instance = boss;
      const id = randomUUID();
      await tx.insert(backgroundJobs).values({
        id,
        kind: job.kind,
        label: job.label,
        createdBy: job.createdBy,
        unitId: job.unitId,
      });
      await instance.send(job.kind, job.data as object, {
        id,
        retryLimit: definitions.get(job.kind)!.retryLimit,
        retryDelay: definitions.get(job.kind)!.retryDelay,
        retryBackoff: true,
        db: fromDrizzle(tx as never, sql as never),
      });
      return id;
    },

    async retry(id) {
      const instance = await ready();
      const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
      if (!row) throw new Error(`There is no background job with id ${id}.`);
      await instance.retry(row.kind, id);
      const [queued] = await db
        .update(backgroundJobs)
        .set({ state: 'queued', finishedAt: null, updatedAt: new Date() })
        .where(eq(backgroundJobs.id, id))
        .returning();
      return queued!;
    },

    start() {
      starting ??= (async () => {
        const instance = new PgBoss({ ...database.jobsConnection, schema: 'pgboss' });
        instance.on('error', (error) => console.warn(`background jobs: ${error.message}`));
        await instance.start();
        await Promise.all([...definitions.keys()].map((kind) => prepare(instance, kind)));
        boss = instance;
        // Kinds defined while the queue was starting.
        for (const kind of definitions.keys()) if (!queues.has(kind)) await prepare(instance, kind);
      })();
      return starting;
    },

    running: () => Boolean(boss) && !stopped,

    async stop() {
      if (stopped) return;
      stopped = true;
      stopping.abort();
      if (starting) await starting.catch(() => {});
      await boss?.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/**
 * What the jobs list and the audit log keep of a failure. A failed query's message is drizzle's "Failed
 * query: <sql> params: <values>", and the values are people's names, email addresses and password hashes:
 * only the database's error code and constraint are kept, the whole error goes to the server's log.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: unknown; constraint?: unknown } | undefined;
    const code = typeof cause?.code === 'string' ? cause.code : 'unknown';
    const constraint = typeof cause?.constraint === 'string' ? `, ${cause.constraint}` : '';
    console.warn('background jobs: a query failed', error);
    return `A database error stopped the job (SQLSTATE ${code}${constraint}). Try again; if it keeps failing, ask your operator to read the server log.`;
  }
  return error instanceof Error ? error.message : String(error);
}
