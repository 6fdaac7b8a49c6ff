// A real API over a fresh migrated database, with tokens signed by a test key set the verifier trusts.
import { exportJWK, generateKeyPair, createLocalJWKSet, SignJWT, type JWK, type CryptoKey } from 'jose';
import { eq } from 'drizzle-orm';
import { testConfig, type ServerConfig } from '../../../server/config';
import { openTestDatabase } from '../../../server/db/testing';
import type { Database, Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { media } from '../../../server/db/schema/media';
import { seedDemoCore } from '../../../server/db/seed';
import { createTokenVerifier, type TokenVerifier } from '../../../server/auth/verify';
import { createApi, type Api } from '../../../server/api/index';
import { accountIsActive } from '../../../server/api/context';
import { createJobs, type Jobs } from '../../../server/jobs/index';
import type { Role } from '../../../server/roles';
import type { AddressInfo } from 'node:net';
import fastify from 'fastify';
import type { Client } from 'graphql-ws';

export type DemoUser = 'admin' | 'manager' | 'learner' | 'coach';
export const DEMO_USERS: DemoUser[] = ['admin', 'manager', 'learner', 'coach'];

export interface TestKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function createTestKeys(kid = 'test-key'): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** With `db`, tokens of deactivated accounts are refused, as buildServer's verifier does. */
export function testVerifier(config: ServerConfig, keys: TestKeys, db?: Db): TokenVerifier {
  return createTokenVerifier(
    config,
    createLocalJWKSet({ keys: [keys.publicJwk] }),
    db ? accountIsActive(db) : undefined,
  );
}

export interface TokenOptions {
  sub: string;
  roles: Role[];
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** The provider session the token belongs to (default: test-session). */
  sessionState?: string;
  key?: TestKeys;
}

/** A token shaped like the identity provider's access tokens (Keycloak-style claims). */
export async function signToken(
  config: ServerConfig,
  keys: TestKeys,
  options: TokenOptions,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const key = options.key ?? keys;
  return new SignJWT({
    session_state: options.sessionState ?? 'test-session',
    scope: 'openid profile email',
    default_locale: config.app.DEFAULT_LOCALE,
    theme: 'default',
    default_date_format: 'dd.MM.yyyy',
    resource_access: { [config.clientId]: { roles: options.roles } },
    client_id: config.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.publicJwk.kid ?? 'test-key', typ: 'at+jwt' })
    .setSubject(options.sub)
    .setIssuer(options.issuer ?? config.issuer)
    .setAudience(options.audience ?? config.apiAudience)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 300))
    .sign(key.privateKey);
}

export interface TestApi {
  api: Api;
  database: Database;
  config: ServerConfig;
  keys: TestKeys;
  userIds: Record<DemoUser, string>;
  tokens: Record<DemoUser, string>;
  jobs: Jobs;
  close(): Promise<void>;
}

export const DEMO_ROLES: Record<DemoUser, Role[]> = {
  admin: ['ADMIN'],
  manager: ['EDUCATION_MANAGER'],
  learner: ['LEARNER'],
  coach: ['EDUCATION_MANAGER', 'LEARNER'],
};

/**
 * A migrated database with the demo accounts and the API over it. `jobs: true` starts the background-job
 * queue (a test registers its handlers on `jobs`); without it, enqueueing fails with JobsNotRunningError.
 */
export async function startTestApi(
  overrides: Partial<ServerConfig> = {},
  options: { jobs?: boolean } = {},
): Promise<TestApi> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  await seedDemoCore(database.db);
  const keys = await createTestKeys();
  const jobs = createJobs(database);
  if (options.jobs) await jobs.start();
  const api = createApi({ config, db: database.db, verifier: testVerifier(config, keys, database.db), jobs });
  const userIds = {} as Record<DemoUser, string>;
  const tokens = {} as Record<DemoUser, string>;
  for (const username of DEMO_USERS) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`demo user ${username} missing`);
    userIds[username] = row.id;
    tokens[username] = await signToken(config, keys, { sub: row.id, roles: DEMO_ROLES[username] });
  }
  return {
    api,
    database,
    config,
    keys,
    userIds,
    tokens,
    jobs,
    close: async () => {
      await jobs.stop();
      await api.close();
      await database.close();
    },
  };
}

/** A published medium of no unit: a SCORM course (what commitSco accepts) or a link. */
export async function createMedium(
  database: Database,
  title = 'Test medium',
  type: 'SCORM' | 'LINK' = 'SCORM',
): Promise<string> {
  const [row] = await database.db
    .insert(media)
    .values(
      type === 'LINK'
        ? { title, type, externalUrl: 'https://example.org/reading', published: true }
        : { title, type, launchUrl: '/files/scorm/test/index.html', published: true },
    )
    .returning({ id: media.id });
  if (!row) throw new Error('medium not created');
  return row.id;
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  body: {
    data?: T | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  variables?: Record<string, unknown>;
  operationName?: string;
  headers?: Record<string, string>;
}

/** The app's request headers: JSON, GraphQL-Preflight and the bearer token when there is one. */
export const appHeaders = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  accept: 'application/json',
  'graphql-preflight': '1',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** POSTs like the app does: JSON body, bearer token, Accept JSON, GraphQL-Preflight: 1. */
export async function gql<T = Record<string, unknown>>(
  api: Api,
  query: string,
  { token, variables, operationName, headers = {} }: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const response = await api.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { ...appHeaders(token), ...headers },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return {
    status: response.status,
    body: (await response.json()) as GraphQLResponse<T>['body'],
    headers: response.headers,
  };
}

export const OPERATIONS = {
  GetVersion: 'query GetVersion { version }',
  defaultUnit:
    'query defaultUnit { units { defaultUnit { name isActive uuid id key logoUrl color displayedId isGeneral } } }',
  getPreferences:
    'query getPreferences($moduleName: String!) { modulePreferences { modulePreferences(moduleName: $moduleName) { key value } } }',
  countUserLoginForBadge: 'mutation countUserLoginForBadge { user { updateCountUserLogin } }',
  commitSco:
    'mutation commitSco($input: Scorm12AttemptCommitInput!) { scorm12Attempt { commit(input: $input) { id } } }',
} as const;

export interface SocketApi {
  t: TestApi;
  /** ws:// address of /graphql on a loopback port. */
  url: string;
  /** Clients made through `track` are disposed before the server closes. */
  track: (client: Client) => Client;
  close: () => Promise<void>;
}

/** The API on a real loopback socket, for graphql-ws tests. */
export async function startSocketApi(): Promise<SocketApi> {
  const t = await startTestApi();
  const app = fastify();
  await t.api.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client[] = [];
  return {
    t,
    url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`,
    track: (client) => (clients.push(client), client),
    close: async () => {
      await Promise.all(clients.map((c) => c.dispose()));
      await app.close();
      await t.close();
    },
  };
}
