// The operations console's health: each part measured on its own, so one failing part shows as DOWN with
// its error while the others still report their figures. Everything is read from what the API already
// holds (the database, the configuration, the jobs service); nothing here changes anything.
import { statfs } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { serverSettings } from '../../db/schema/core';
import { files } from '../../db/schema/media';
import { backgroundJobs, JOB_STATES } from '../../db/schema/jobs';
import { resolveStorageRoot } from '../../files/storage';
import type { QueryResolvers } from '../generated/resolvers';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function database({ db, config }: ApiContext) {
  // openDatabase picks PostgreSQL exactly when DATABASE_URL is set, so the configuration tells the kind.
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  try {
    const started = performance.now();
    await db.execute(sql`select 1`);
    const pingMs = Math.round((performance.now() - started) * 100) / 100;
    const result = await db.execute(sql`select pg_database_size(current_database())::float8 as size`);
    const size = (result as unknown as { rows: { size: number | null }[] }).rows[0]?.size;
    return { status: 'OK' as const, kind, pingMs, sizeBytes: size ?? null, error: null };
  } catch (error) {
    return { status: 'DOWN' as const, kind, pingMs: null, sizeBytes: null, error: message(error) };
  }
}

async function identity({ db, config }: ApiContext) {
  // The provider keeps its signing key set in server_settings (server/identity/keys.ts); without a key it
  // cannot issue a token. The API answering this request means the provider's process is up.
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, 'identity.signing_keys'));
  const keys = (row?.value as { keys?: unknown[] } | undefined)?.keys;
  const signingKeys = Array.isArray(keys) ? keys.length : 0;
  return {
    status: signingKeys > 0 ? ('OK' as const) : ('DOWN' as const),
    issuer: config.issuer,
    signingKeys,
  };
}

async function storage({ db, config }: ApiContext) {
  const [stored] = await db
    .select({ n: count(), bytes: sql<number>`coalesce(sum(${files.size}), 0)::float8` })
    .from(files);
  const figures = { fileCount: stored?.n ?? 0, fileBytes: Number(stored?.bytes ?? 0) };
  try {
    const disk = await statfs(resolveStorageRoot(config));
    const freeBytes = disk.bavail * disk.bsize;
    const totalBytes = disk.blocks * disk.bsize;
    // Under 5 % free, uploads and exports are about to fail: say so before they do.
    const status = freeBytes < totalBytes * 0.05 ? ('DEGRADED' as const) : ('OK' as const);
    return { status, freeBytes, totalBytes, ...figures };
  } catch {
    return { status: 'DOWN' as const, freeBytes: null, totalBytes: null, ...figures };
  }
}

async function jobs({ db, jobs: service }: ApiContext) {
  const rows = await db
    .select({ state: backgroundJobs.state, n: count() })
    .from(backgroundJobs)
    .groupBy(backgroundJobs.state);
  const byState = new Map(rows.map((r) => [r.state as string, r.n]));
  const counts = JOB_STATES.map((state) => ({ state, count: byState.get(state) ?? 0 }));
  const running = service?.running() ?? false;
  return { status: running ? ('OK' as const) : ('DOWN' as const), running, counts };
}

async function mail({ db, config }: ApiContext) {
  // Without SMTP_URL every mail ends NOT_SENT (the mail log says so). With it, mail that waits for a retry,
  // or that has been due for ten minutes without a worker taking it, means the mail server or the worker is
  // in trouble.
  const result = await db.execute(sql`
    select count(*) filter (where status = 'DEFERRED')::int as deferred,
      count(*) filter (where status = 'QUEUED' and next_attempt_at < now() - interval '10 minutes')::int as stuck
    from mail_messages where status in ('DEFERRED', 'QUEUED')`);
  const row = (result as unknown as { rows: { deferred: number; stuck: number }[] }).rows[0];
  const deferred = Number(row?.deferred ?? 0);
  const overdue = Number(row?.stuck ?? 0);
  if (!config.smtpUrl) return { status: 'NOT_CONFIGURED' as const, smtpConfigured: false, deferred, overdue };
  const status = deferred + overdue > 0 ? ('DEGRADED' as const) : ('OK' as const);
  return { status, smtpConfigured: true, deferred, overdue };
}

export const systemHealth: QueryResolvers['systemHealth'] = async (_parent, _args, context) => {
  const [db, idp, store, queue, outgoing] = await Promise.all([
    database(context),
    identity(context),
    storage(context),
    jobs(context),
    mail(context).catch(() => ({
      status: 'DOWN' as const,
      smtpConfigured: Boolean(context.config.smtpUrl),
      deferred: 0,
      overdue: 0,
    })),
  ]);
  return {
    checkedAt: new Date(),
    database: db,
    identity: idp,
    mail: outgoing,
    storage: store,
    jobs: queue,
  };
};
