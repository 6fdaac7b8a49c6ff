// The API (called through yoga.fetch) next to the real upload route on the same database and keys, so
// a medium is created from what POST /api/upload really returned, as the management screen will do.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { media } from '../../../server/db/schema/media';
import { registerFiles } from '../../../server/files/index';
import { multipart } from '../files/harness';
import { startTestApi, testVerifier, type TestApi } from './harness';

export interface MediaApi extends TestApi {
  files: FastifyInstance;
  /** POST /api/upload with the token; the parsed JSON body and status. */
  upload(token: string, name: string, bytes: Uint8Array): Promise<{ status: number; body: UploadBody }>;
  mediaCount(): Promise<number>;
}

export interface UploadBody {
  id: string;
  kind: string;
  url: string;
  scorm?: { packageId: string; title: string; launchUrl: string; masteryScore: number | null };
  code?: string;
  message?: string;
}

export async function startMediaApi(): Promise<MediaApi> {
  // A data folder of its own, so the upload route and the API (covers) share `${root}/files` as in the
  // real server, where both take the storage root from the configuration.
  const root = await mkdtemp(path.join(os.tmpdir(), 'lms-media-api-'));
  const t = await startTestApi({ dataDir: root });
  const files = fastify();
  await registerFiles(files, {
    config: t.config,
    db: t.database.db,
    verifier: testVerifier(t.config, t.keys),
  });
  await files.ready();
  return {
    ...t,
    files,
    async upload(token, name, bytes) {
      const { payload, headers } = await multipart({ name, bytes });
      const response = await files.inject({
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      return { status: response.statusCode, body: response.json() as UploadBody };
    },
    async mediaCount() {
      const [row] = await t.database.db.select({ n: count() }).from(media);
      return row?.n ?? 0;
    },
    async close() {
      await files.close();
      await t.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export const MEDIUM_FIELDS =
  'id title description type categoryId unitId language durationMinutes published fileId scormPackageId launchUrl externalUrl masteryScore';

export const M = {
  create: `mutation createMedium($input: CreateMediumInput!) { createMedium(input: $input) { ${MEDIUM_FIELDS} } }`,
  update: `mutation updateMedium($id: ID!, $input: UpdateMediumInput!) { updateMedium(id: $id, input: $input) { ${MEDIUM_FIELDS} } }`,
  publish: `mutation setMediumPublished($id: ID!, $published: Boolean!) { setMediumPublished(id: $id, published: $published) { id published } }`,
} as const;
