// The Open Badges signing keys: their own key set, apart from the identity provider's (a provider key
// rotation must not touch badges in wallets, and a badge key never signs access tokens). Made on first
// use and kept in server_settings, so every instance sharing the database signs with the same key and a
// restart keeps every credential already issued verifiable. Stored as a JWK Set: the first key signs,
// every key stays published in the JWKS.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { serverSettings } from '../../db/schema/core';
import { generateSigningKey, publicJwk } from '../../identity/keys';
import { openBadgeUrls } from './urls';

export const OPEN_BADGES_KEYS = 'openbadges.signing_keys';
/** Salts recipient hashes and derives the learner's pseudonymous subject id; never published. */
export const OPEN_BADGES_SECRET = 'openbadges.recipient_secret';

export interface OpenBadgeKeySet {
  keys: JWK[];
}

async function readOrCreate<T>(db: Db, key: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (
      await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key))
    )[0];
  const existing = await read();
  if (existing) return existing.value as T;
  // Two instances at once: the first insert wins and both use its value.
  await db
    .insert(serverSettings)
    .values({ key, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`Could not store ${key}`);
  return stored.value as T;
}

export function loadOpenBadgeKeys(db: Db): Promise<OpenBadgeKeySet> {
  return readOrCreate(db, OPEN_BADGES_KEYS, async () => ({ keys: [await generateSigningKey()] }));
}

/** Read once per process and database: it never changes once made. */
const secrets = new WeakMap<Db, Promise<string>>();
export function loadRecipientSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrCreate(db, OPEN_BADGES_SECRET, async () => randomBytes(32).toString('base64url'));
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/**
 * The key's id in headers and in the JWKS: a URL (the spec wants a `kid` a verifier can dereference),
 * the JWKS address with the key's thumbprint as fragment.
 */
export const keyUrl = (config: Pick<ServerConfig, 'publicUrl'>, jwk: JWK) =>
  `${openBadgeUrls(config).jwks}#${jwk.kid}`;

/** The published JWK Set: public members only, each key named by its URL. */
export function publicKeySet(config: Pick<ServerConfig, 'publicUrl'>, set: OpenBadgeKeySet): { keys: JWK[] } {
  return {
    keys: set.keys.map((jwk) => ({ ...publicJwk(jwk), kid: keyUrl(config, jwk), alg: 'RS256', use: 'sig' })),
  };
}

export interface Signer {
  key: CryptoKey;
  /** The public JWK (kid = its URL), also put in the JOSE header. */
  publicJwk: JWK;
}

/** The first key of the set, imported once per process (keys only change by a deliberate rotation). */
const signers = new WeakMap<Db, Promise<Signer>>();
export function signerFor(config: Pick<ServerConfig, 'publicUrl'>, db: Db): Promise<Signer> {
  let signer = signers.get(db);
  if (!signer) {
    signer = (async () => {
      const { keys } = await loadOpenBadgeKeys(db);
      const first = keys[0];
      if (!first) throw new Error('The Open Badges key set is empty');
      const key = (await importJWK(first, 'RS256')) as CryptoKey;
      const [published] = publicKeySet(config, { keys: [first] }).keys;
      return { key, publicJwk: published! };
    })();
    // A failed load (database down) is retried on the next request, not cached.
    signer.catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}
