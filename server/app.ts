// Builds the one fastify instance that serves the app, the identity provider, the API and uploads.
// Tests call buildServer and use fastify's inject; main.ts adds listen().
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { createIdentity, type Identity } from './identity/index';
import { createApi, type Api } from './api/index';
import { registerFiles } from './files/index';
import { createTokenVerifier } from './auth/verify';
import { registerRecommender } from './recommender/http';

export interface Server {
  app: FastifyInstance;
  identity: Identity;
  api: Api;
}

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  /** Folder with the built app; omitted in API-only tests. */
  distDir?: string;
  logger?: boolean;
}

export async function buildServer({
  config,
  database,
  distDir,
  logger = false,
}: BuildOptions): Promise<Server> {
  const app = fastify({
    logger: logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.production,
  });

  const identity = await createIdentity({ config, db: database.db });
  const verifier = createTokenVerifier(config, identity.jwks);
  const api = createApi({ config, db: database.db, verifier });
  await identity.register(app);
  await api.register(app);
  await registerFiles(app, { config, db: database.db, verifier });
  await registerRecommender(app, { config, db: database.db, verifier });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config.app;
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      if (!identity.ready()) throw new Error('identity provider not ready');
      return { status: 'ok', database: database.kind };
    } catch (error) {
      reply.code(503);
      return { status: 'unavailable', reason: (error as Error).message };
    }
  });

  // The app may be framed only by itself and the configured parents (embedding, docs/embedding.md).
  const frameAncestors = ["'self'", ...config.app.PARENT_ORIGINS].join(' ');
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !request.url.startsWith('/oidc')) {
      reply.header('content-security-policy', `frame-ancestors ${frameAncestors}`);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    return payload;
  });

  if (distDir && existsSync(path.join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Wildcard: files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; HTML entries must be revalidated to pick up a new build.
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) &&
          !filePath.includes(`${path.sep}i18n${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    // History fallback: any GET that is not a file or a backend path gets the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      const backend = /^\/(oidc|graphql|api|files|healthz|config\.json)(\/|$|\?)/.test(request.url);
      if (request.method === 'GET' && !backend && request.headers.accept?.includes('text/html')) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${request.url}` });
    });
  }

  app.addHook('onClose', async () => {
    await api.close();
    await identity.close();
  });
  return { app, identity, api };
}
