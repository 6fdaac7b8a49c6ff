// Uploads nobody used: a file stored more than a day ago that no medium, version or cover refers to was
// left behind ("Add medium" closed, a replacement abandoned, a page closed mid-way) and only counts
// against its uploader's quota. The sweep deletes them with removeStoredFile, which refuses any file in
// use, so a medium made from a file at the last moment keeps it. It runs when the server starts and
// then every hour.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Storage } from './storage';
import { FileInUseError, removeStoredFile } from './store';

export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Files looked at per run; the next run takes the rest. */
const BATCH = 500;

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Deletes unreferenced uploads older than `olderThanMs`; answers how many went. */
export async function sweepAbandonedUploads(
  db: Db,
  storage: Storage,
  {
    now = new Date(),
    olderThanMs = ABANDONED_AFTER_MS,
    log,
  }: { now?: Date; olderThanMs?: number; log?: Logger } = {},
): Promise<number> {
  const before = new Date(now.getTime() - olderThanMs);
  const result = await db.execute(sql`
    select f.id from files f
    where f.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from media m where m.file_id = f.id or m.cover_file_id = f.id)
      and not exists (select 1 from learning_paths lp where lp.cover_file_id = f.id)
      and not exists (select 1 from badges b where b.image_file_id = f.id)
      and not exists (
        select 1 from certificate_template_versions tv where tv.design->>'backgroundFileId' = f.id::text)
      and not exists (
        select 1 from media_versions v
        where v.file_id = f.id
           or v.scorm_package_id in (select p.id from scorm_packages p where p.file_id = f.id))
    order by f.created_at
    limit ${BATCH}`);
  const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
  let removed = 0;
  for (const id of ids) {
    try {
      if (await removeStoredFile(db, storage, id)) removed++;
    } catch (error) {
      if (!(error instanceof FileInUseError))
        log?.warn(`uploads: could not remove the abandoned upload ${id} (${(error as Error).message})`);
    }
  }
  if (removed > 0) log?.info(`uploads: removed ${removed} upload(s) nobody used for a day`);
  return removed;
}

/** Sweeps now and every `everyMs`; `stop` ends the timer and waits for a run under way. */
export function startUploadSweep(
  db: Db,
  storage: Storage,
  log: Logger,
  everyMs = SWEEP_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => sweepAbandonedUploads(db, storage, { log }))
      .catch((error: Error) => log.warn(`uploads: the sweep failed (${error.message})`));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
