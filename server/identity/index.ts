// The OpenID Connect identity provider of the reference backend (oidc-provider), mounted under the
// issuer's path. The API verifies its access tokens in process through `jwks`.
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { deleteExpired } from './adapter';
import { registerInteractions } from './interactions';
import { registerPasswordReset, type ResetLimits } from './passwordReset';
import { loadCookieKeys, loadSigningKeys, publicJwk } from './keys';
import { mountProvider } from './mount';
import { appClient, issuerPath } from './client';
import { createProvider } from './provider';
import type { LoginLimits } from './rateLimit';
import { registerUserinfo } from './userinfo';

export interface Identity {
  /** Mounts the provider under /oidc (and its interaction/login pages) on the fastify app. */
  register(app: FastifyInstance): Promise<void>;
  /** jose key resolver over the provider's PUBLIC signing keys, used by the API in process. */
  jwks: JWTVerifyGetKey;
  ready(): boolean;
  close(): Promise<void>;
}

export interface IdentityOptions {
  config: ServerConfig;
  db: Db;
  /** Extra redirect URIs of the app (dev server, embedding demo); defaults to IDM_EXTRA_REDIRECT_URIS. */
  extraRedirectUris?: string[];
  /** Failed-login limits; tests use small ones. */
  loginLimits?: LoginLimits;
  /** "Forgot password?" limits and answer time; tests use small ones. */
  resetLimits?: ResetLimits;
  /** How often expired provider rows are deleted. */
  cleanupIntervalMs?: number;
}

/** Redirect URIs beyond the app's own, e.g. the Vite dev server or an embedding demo. */
export function extraRedirectUrisFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const uris = (env.IDM_EXTRA_REDIRECT_URIS ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const uri of uris) {
    if (!URL.canParse(uri)) throw new Error(`IDM_EXTRA_REDIRECT_URIS: not an absolute URL: ${uri}`);
  }
  return uris;
}

export async function createIdentity(options: IdentityOptions): Promise<Identity> {
  const { config, db } = options;
  const extraRedirectUris = options.extraRedirectUris ?? extraRedirectUrisFromEnv();
  const [signingKeys, cookieKeys] = await Promise.all([
    loadSigningKeys(db),
    loadCookieKeys(db, config.cookieSecret),
  ]);
  // Rows that expired while the server was down go at once; later ones in the periodic cleanup.
  await deleteExpired(db);
  const client = appClient(config, extraRedirectUris);
  const provider = createProvider({ config, db, signingKeys, cookieKeys, client });
  const jwks = createLocalJWKSet({ keys: signingKeys.keys.map(publicJwk) });

  let registered = false;
  let closed = false;
  const cleanup = setInterval(
    () => {
      deleteExpired(db).catch((error: unknown) =>
        console.error('identity: cleanup of expired rows failed', error),
      );
    },
    options.cleanupIntervalMs ?? 10 * 60_000,
  );
  cleanup.unref();

  return {
    jwks,
    async register(app) {
      const prefix = issuerPath(config);
      await registerInteractions(app, { config, db, provider, limits: options.loginLimits });
      await registerPasswordReset(app, { config, db, limits: options.resetLimits });
      await registerUserinfo(app, {
        config,
        db,
        jwks,
        path: `${prefix}/me`,
        isAllowedOrigin: client.isAllowedOrigin,
      });
      await mountProvider(app, provider, prefix);
      registered = true;
    },
    ready: () => registered && !closed,
    async close() {
      closed = true;
      clearInterval(cleanup);
    },
  };
}
