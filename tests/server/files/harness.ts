// A bare fastify with only the file routes, a real PGlite database, a temp storage root and signed
// test tokens, as the upload tests and the serving tests need them.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier } from '../../../server/auth/verify';
import { testConfig, type ServerConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { openTestDatabase } from '../../../server/db/testing';
import { buildContentServer } from '../../../server/content/index';
import { registerFiles } from '../../../server/files/index';
import type { Role } from '../../../server/roles';
import type { ImportLimits } from '../../../server/scorm/importer';

export interface Harness {
  app: FastifyInstance;
  /** The content listener (server/content) over the same storage: where packages are served. */
  content: FastifyInstance;
  database: Database;
  config: ServerConfig;
  root: string;
  token(roles: Role[]): Promise<string>;
  userId: string;
  /** Every file under the storage root except the empty skeleton folders. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export async function createHarness(
  options: { uploadMaxBytes?: number; uploadQuotaBytes?: number; importLimits?: Partial<ImportLimits> } = {},
): Promise<Harness> {
  const config = testConfig({
    uploadMaxBytes: options.uploadMaxBytes ?? 5 * 1024 * 1024,
    ...(options.uploadQuotaBytes === undefined ? {} : { uploadQuotaBytes: options.uploadQuotaBytes }),
  });
  const database = await openTestDatabase();
  const root = await mkdtemp(path.join(os.tmpdir(), 'lms-files-test-'));
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier(config, createLocalJWKSet({ keys: [jwk] }));
  const [user] = await database.db
    .insert(users)
    .values({ username: 'manager', passwordHash: 'x', name: 'Manager', email: 'manager@example.org' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  const app = fastify();
  const storage = await registerFiles(app, {
    config,
    db: database.db,
    verifier,
    storageRoot: root,
    importLimits: options.importLimits,
  });
  await app.ready();
  const content = await buildContentServer({ config, storage });
  await content.ready();

  const sign = (roles: Role[], key: CryptoKey) =>
    new SignJWT({ resource_access: { [config.clientId]: { roles } } })
      .setProtectedHeader({ alg: 'RS256', kid: 'test' })
      .setIssuer(config.issuer)
      .setAudience(config.apiAudience)
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  return {
    app,
    content,
    database,
    config,
    root,
    userId: user.id,
    token: (roles) => sign(roles, privateKey),
    async storedFiles() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    },
    async close() {
      await app.close();
      await content.close();
      await database.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(
  file: { name: string; bytes: Uint8Array; type?: string } | undefined,
  fields: Record<string, string> = {},
  extraFiles: { name: string; bytes: Uint8Array }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  for (const extra of extraFiles) form.append('file2', new Blob([new Uint8Array(extra.bytes)]), extra.name);
  const request = new Request('http://localhost/api/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
