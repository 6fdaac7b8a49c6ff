// The file routes: POST /api/upload, GET /files/:id and GET /files/scorm/:packageId/*. Everything is
// registered in its own encapsulated scope so the multipart parser and reply.sendFile stay local and
// do not clash with the app's own static serving.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../auth/verify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '../scorm/importer';
import { registerServeRoutes } from './serve';
import { openStorage, resolveStorageRoot, type Storage } from './storage';
import { startUploadSweep } from './sweep';
import { registerUploadRoute } from './upload';

export interface FilesOptions {
  config: ServerConfig;
  db: Db;
  verifier: TokenVerifier;
  /** Folder for stored files; defaults to `${config.dataDir}/files` (a temp folder without dataDir). */
  storageRoot?: string;
  importLimits?: Partial<ImportLimits>;
  /** Sweep uploads nobody used for a day at start and hourly (default true). */
  sweepUploads?: boolean;
}

export async function registerFiles(app: FastifyInstance, options: FilesOptions): Promise<Storage> {
  const storage = await openStorage(resolveStorageRoot(options.config, options.storageRoot));
  const importLimits = { ...DEFAULT_IMPORT_LIMITS, ...options.importLimits };
  await app.register(async (scope) => {
    // The size limit is checked on the finished stream (file.truncated) so the answer can say 413 itself.
    await scope.register(multipart, { throwFileSizeLimit: false });
    registerUploadRoute(scope, {
      db: options.db,
      verifier: options.verifier,
      storage,
      maxBytes: options.config.uploadMaxBytes,
      quotaBytes: options.config.uploadQuotaBytes,
      importLimits,
    });
  });
  await registerServeRoutes(app, options.db, storage, options.config.app.PARENT_ORIGINS);
  if (options.sweepUploads !== false) {
    let sweep: ReturnType<typeof startUploadSweep> | undefined;
    app.addHook('onReady', async () => {
      sweep = startUploadSweep(options.db, storage, app.log);
    });
    app.addHook('onClose', async () => {
      await sweep?.stop();
    });
  }
  return storage;
}

export { openStorage, resolveStorageRoot } from './storage';
export type { Storage } from './storage';
