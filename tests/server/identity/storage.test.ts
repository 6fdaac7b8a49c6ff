// The provider's storage: the drizzle adapter (expiry, consumption, grant revocation, cleanup) and
// the keys kept in server_settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/client';
import { serverSettings } from '../../../server/db/schema/core';
import { oidcPayloads } from '../../../server/db/schema/identity';
import { openTestDatabase } from '../../../server/db/testing';
import { deleteExpired, DrizzleAdapter } from '../../../server/identity/adapter';
import { createIdentity, extraRedirectUrisFromEnv } from '../../../server/identity/index';
import { configFor } from './server';
import { loadCookieKeys, loadSigningKeys, publicJwk, rotateSigningKeys } from '../../../server/identity/keys';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('DrizzleAdapter', () => {
  it('stores, finds by id and uid, consumes and destroys', async () => {
    const sessions = new DrizzleAdapter('Session', database.db);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ uid: 'u1', accountId: 'a1' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a1' });
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a2' });
    expect(await new DrizzleAdapter('Grant', database.db).find('s1')).toBeUndefined();

    const codes = new DrizzleAdapter('AuthorizationCode', database.db);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    expect(typeof (await codes.find('c1'))?.consumed).toBe('number');

    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it("revokes a grant's rows of its own model only", async () => {
    const tokens = new DrizzleAdapter('RefreshToken', database.db);
    const interactions = new DrizzleAdapter('Interaction', database.db);
    await tokens.upsert('r1', { grantId: 'g2' }, 60);
    await tokens.upsert('r2', { grantId: 'other' }, 60);
    await interactions.upsert('i1', { grantId: 'g2' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeDefined();
    expect(await interactions.find('i1')).toBeDefined();
  });

  it('hides expired rows at once and deletes them in the cleanup', async () => {
    const interactions = new DrizzleAdapter('Interaction', database.db);
    await interactions.upsert('old', { uid: 'old' }, 60);
    await interactions.upsert('new', { uid: 'new' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'old'));
    expect(await interactions.find('old')).toBeUndefined();
    expect(await deleteExpired(database.db)).toBe(1);
    const left = await database.db
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.kind, 'Interaction'));
    expect(left.map((row) => row.id)).toContain('new');
    expect(left.map((row) => row.id)).not.toContain('old');
  });
});

describe('periodic cleanup', () => {
  it('removes expired rows periodically while the identity runs', async () => {
    const codes = new DrizzleAdapter('AuthorizationCode', database.db);
    const identity = await createIdentity({
      config: configFor(4000, { COOKIE_SECRET: 'cleanup-test-secret' }),
      db: database.db,
      extraRedirectUris: [],
      cleanupIntervalMs: 20,
    });
    try {
      await codes.upsert('soon-gone', { grantId: 'g9' }, 60);
      await database.db
        .update(oidcPayloads)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oidcPayloads.id, 'soon-gone'));
      await vi.waitFor(
        async () => {
          const rows = await database.db.select().from(oidcPayloads).where(eq(oidcPayloads.id, 'soon-gone'));
          expect(rows).toHaveLength(0);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await identity.close();
    }
  });
});

describe('keys', () => {
  it('generates the signing keys once and reuses them', async () => {
    const first = await loadSigningKeys(database.db);
    const second = await loadSigningKeys(database.db);
    expect(second).toEqual(first);
    expect(first.keys).toHaveLength(1);
    expect(first.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.keys[0]?.d).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(publicJwk(first.keys[0]!)).not.toHaveProperty('d');
  });

  it('rotates: a new key signs, the previous one still verifies, the oldest is dropped', async () => {
    const before = await loadSigningKeys(database.db);
    const once = await rotateSigningKeys(database.db);
    expect(once.keys.map((k) => k.kid)).toEqual([expect.any(String), before.keys[0]?.kid]);
    expect(once.keys[0]?.kid).not.toBe(before.keys[0]?.kid);
    const twice = await rotateSigningKeys(database.db);
    expect(twice.keys.map((k) => k.kid)).toEqual([expect.any(String), once.keys[0]?.kid]);
    expect(await loadSigningKeys(database.db)).toEqual(twice);
  });

  it('stores cookie keys unless a secret is configured', async () => {
    expect(await loadCookieKeys(database.db, 'configured-secret')).toEqual(['configured-secret']);
    const stored = await database.db
      .select()
      .from(serverSettings)
      .where(eq(serverSettings.key, 'identity.cookie_keys'));
    expect(stored).toHaveLength(0);
    const generated = await loadCookieKeys(database.db, undefined);
    expect(generated[0]).toMatch(/^[\w-]{43}$/);
    expect(await loadCookieKeys(database.db, undefined)).toEqual(generated);
  });
});

describe('configuration', () => {
  it('reads extra redirect URIs from IDM_EXTRA_REDIRECT_URIS', () => {
    expect(
      extraRedirectUrisFromEnv({
        IDM_EXTRA_REDIRECT_URIS: ' http://localhost:5173/ ,http://localhost:5173/silent-refresh.html,',
      }),
    ).toEqual(['http://localhost:5173/', 'http://localhost:5173/silent-refresh.html']);
    expect(extraRedirectUrisFromEnv({})).toEqual([]);
    expect(() => extraRedirectUrisFromEnv({ IDM_EXTRA_REDIRECT_URIS: 'not a url' })).toThrow(
      /IDM_EXTRA_REDIRECT_URIS/,
    );
  });
});
