// Signing keys and cookie keys of the provider. Generated on first start and kept in server_settings,
// so tokens and cookies stay valid across restarts and across instances sharing one database.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema/core';

/**
 * Stored as a JWK Set: the first key signs, every key verifies. Rotation means prepending a new key
 * and dropping the oldest one once its tokens have expired.
 */
export interface SigningKeys {
  keys: JWK[];
}

const SIGNING_KEYS = 'identity.signing_keys';
const COOKIE_KEYS = 'identity.cookie_keys';

async function readOrCreate<T>(db: Db, key: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (
      await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key))
    )[0];
  const existing = await read();
  if (existing) return existing.value as T;
  // Two instances starting at once on one database: the first insert wins and both use its value.
  await db
    .insert(serverSettings)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`Could not store ${key}`);
  return stored.value as T;
}

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

export function loadSigningKeys(db: Db): Promise<SigningKeys> {
  return readOrCreate(db, SIGNING_KEYS, async () => ({ keys: [await generateSigningKey()] }));
}

/**
 * Puts a new signing key first (it signs from the next start on) and keeps `keep` keys in all, so
 * tokens signed by the previous key still verify until they expire.
 */
export async function rotateSigningKeys(db: Db, keep = 2): Promise<SigningKeys> {
  const current = await loadSigningKeys(db);
  const rotated: SigningKeys = {
    keys: [await generateSigningKey(), ...current.keys].slice(0, Math.max(keep, 1)),
  };
  await db
    .update(serverSettings)
    .set({ value: rotated, updatedAt: new Date() })
    .where(eq(serverSettings.key, SIGNING_KEYS));
  return rotated;
}

export async function loadCookieKeys(db: Db, secret: string | undefined): Promise<string[]> {
  if (secret) return [secret];
  return readOrCreate(db, COOKIE_KEYS, async () => [randomBytes(32).toString('base64url')]);
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
}
