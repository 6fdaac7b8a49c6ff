// A restart on the same database keeps people signed in: sessions, refresh tokens, signing keys and
// cookie keys all live in the database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/auth/verify';
import { openDatabase } from '../../../server/db/client';
import { refresh, signIn, silentSignIn, type SignInResult } from './flow';
import { addUser, freePort, startIdentityServer } from './server';

/** A database that survives closing and reopening: PGlite in a folder, or a PostgreSQL database. */
async function restartableDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `lms_restart_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      open: () => openDatabase({ databaseUrl: url.href }),
      dispose: async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lms-identity-'));
  return {
    open: () => openDatabase({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

describe('restart', () => {
  let store: Awaited<ReturnType<typeof restartableDatabase>>;

  beforeAll(async () => {
    store = await restartableDatabase();
  });

  afterAll(async () => {
    await store?.dispose();
  });

  it('keeps people signed in across a restart on the same database', async () => {
    const port = await freePort();
    let database = await store.open();
    await addUser(database.db, { username: 'ada', password: 'correct horse' });
    let server = await startIdentityServer(database.db, port);
    let tokens: SignInResult;
    try {
      tokens = await signIn(server.baseUrl, 'ada', 'correct horse');
    } finally {
      await server.close();
      await database.close();
    }

    database = await store.open();
    server = await startIdentityServer(database.db, port);
    try {
      const refreshed = await refresh(server.baseUrl, tokens.refreshToken);
      expect(refreshed.status).toBe(200);
      const body = (await refreshed.json()) as Record<string, string>;
      const state = decodeJwt(tokens.accessToken).session_state;
      expect(decodeJwt(body.access_token!).session_state).toBe(state);

      // The signing keys came back from the database: a token from before the restart still verifies.
      const viewer = await createTokenVerifier(server.config, server.identity.jwks).verify(
        `Bearer ${tokens.accessToken}`,
      );
      expect(viewer.sessionState).toBe(state);

      const silent = await silentSignIn(server.baseUrl, tokens.cookies);
      expect(silent.error).toBeUndefined();
      expect(decodeJwt(silent.tokens!.access_token!).session_state).toBe(state);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
