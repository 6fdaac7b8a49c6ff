// A bare fastify with only the identity provider, listening on a loopback port whose number is
// part of the issuer, plus helpers to create test users.
import { createServer } from 'node:net';
import fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema/core';
import { createIdentity, type Identity, type IdentityOptions } from '../../../server/identity/index';
import { hashPassword } from '../../../server/identity/password';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function configFor(port: number, env: Record<string, string> = {}): ServerConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: '0',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    }),
    dataDir: '',
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  };
}

export interface IdentityServer {
  app: FastifyInstance;
  identity: Identity;
  config: ServerConfig;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startIdentityServer(
  db: Db,
  port: number,
  options: Omit<IdentityOptions, 'config' | 'db'> & { env?: Record<string, string> } = {},
): Promise<IdentityServer> {
  const config = configFor(port, options.env);
  const identity = await createIdentity({ extraRedirectUris: [], ...options, config, db });
  const app = fastify({ logger: false });
  await identity.register(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    identity,
    config,
    baseUrl: config.publicUrl,
    close: async () => {
      await app.close();
      await identity.close();
    },
  };
}

export interface TestUser {
  username: string;
  password: string;
  name?: string;
  email?: string;
  roles?: string[];
  locale?: string | null;
  theme?: string;
  dateFormat?: string | null;
  isActive?: boolean;
}

export async function addUser(db: Db, user: TestUser): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username,
      passwordHash: await hashPassword(user.password),
      name: user.name ?? `${user.username} Example`,
      email: user.email ?? `${user.username}@example.org`,
      roles: user.roles ?? ['LEARNER'],
      locale: user.locale ?? null,
      theme: user.theme ?? 'default',
      dateFormat: user.dateFormat ?? null,
      isActive: user.isActive ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}
