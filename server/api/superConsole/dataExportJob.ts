// The background job that builds a person's data export: collects their data, zips it and keeps the zip in
// the files folder under exports/ (not in the files table, so /files/<id> never serves it); only
// myDataExportFile hands it out, and only to the person it is about.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import { backgroundJobs } from '../../db/schema/jobs';
import type { Storage } from '../../files/storage';
import { resolveStorageRoot } from '../../files/storage';
import type { Jobs } from '../../jobs/index';
import type { JobDeps } from '../jobHandlers';
import { collectMyData } from './myDataCollect';
import { myDataZip } from './myDataZip';

export const DATA_EXPORT = 'data-export';

export interface DataExportData {
  userId: string;
}

export interface DataExportResult {
  fileName: string;
  size: number;
}

/** Where a job's zip lives, relative to the storage root; the job id is a UUID the server made. */
const exportPath = (root: string, jobId: string) => path.join(root, 'exports', `${jobId}.zip`);

export async function writeExport(storage: Pick<Storage, 'root'>, jobId: string, bytes: Uint8Array) {
  const file = exportPath(storage.root, jobId);
  await mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name first: a download never sees half a zip.
  await writeFile(`${file}.part`, bytes);
  await rename(`${file}.part`, file);
}

/** The zip of a finished export; the API reaches the same folder through the configuration. */
export const exportFile = (config: ServerConfig, jobId: string) =>
  exportPath(resolveStorageRoot(config), jobId);

export const readExport = (config: ServerConfig, jobId: string) => readFile(exportFile(config, jobId));

export function registerSuperConsoleJobs(jobs: Jobs, { storage }: Pick<JobDeps, 'storage'>): void {
  jobs.define<DataExportData>(
    DATA_EXPORT,
    async ({ id, data, db, progress }): Promise<DataExportResult> => {
      await progress(0, 2);
      const collected = await collectMyData(db, data.userId);
      await progress(1, 2);
      const bytes = myDataZip(collected);
      await writeExport(storage, id, bytes);
      // Only the newest export is kept: every older copy of a person's data is one more to leak.
      const older = await db
        .select({ id: backgroundJobs.id })
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.kind, DATA_EXPORT),
            eq(backgroundJobs.createdBy, data.userId),
            ne(backgroundJobs.id, id),
          ),
        );
      await Promise.all(older.map((job) => rm(exportPath(storage.root, job.id), { force: true })));
      await progress(2, 2);
      return { fileName: `my-data-${new Date().toISOString().slice(0, 10)}.zip`, size: bytes.length };
    },
    { retryLimit: 2 },
  );
}
