// Builds the one fastify instance that serves the app, the identity provider, the API and uploads.
// Tests call buildServer and use fastify's inject; main.ts adds listen().
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { createIdentity, type Identity } from './identity/index';
import { createApi, type Api } from './api/index';
import { accountIsActive } from './api/context';
import { registerFiles } from './files/index';
import { createTokenVerifier } from './auth/verify';
import { appContentSecurityPolicy } from './csp';
import { registerSessionEnd } from './identity/sessionEnd';
import { registerRateLimits } from './rateLimits';
import { registerRecommender } from './recommender/http';
import { registerRelativesView } from './api/relatives/http';
import { registerCertificateVerification } from './api/certificateVerification/http';
import { registerOpenBadges } from './api/openBadges/http';
import { registerUserImportUpload } from './api/userImport/upload';
import { buildContentServer } from './content/index';
import { jsonForHtml } from './html';
import { createJobs, type Jobs } from './jobs/index';
import { registerJobHandlers } from './api/jobHandlers';
import { bridgeAchievements } from './api/achievements/bridge';
import { registerCertificateDownload } from './api/certificates/download';

export interface Server {
  app: FastifyInstance;
  /** SCORM packages and their host page, listening on its own port (config.contentPort). */
  content: FastifyInstance;
  identity: Identity;
  api: Api;
  jobs: Jobs;
}

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  /** Folder with the built app; omitted in API-only tests. */
  distDir?: string;
  /** `npm run dev`: Vite's dev server, which serves the SCORM host page there. */
  viteUrl?: string;
  logger?: boolean;
  /**
   * Run the background-job queue and its workers (server/jobs). `npm start` and the browser stack do;
   * API tests opt in, as starting pg-boss costs about a second and most tests enqueue nothing.
   */
  jobs?: boolean;
}

export async function buildServer({
  config,
  database,
  distDir,
  viteUrl,
  logger = false,
  jobs: runJobs = false,
}: BuildOptions): Promise<Server> {
  const app = fastify({
    logger: logger ? { level: 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.production,
  });

  // First, so its hook runs before any route's work.
  await registerRateLimits(app, config);
  const identity = await createIdentity({ config, db: database.db });
  const verifier = createTokenVerifier(config, identity.jwks, accountIsActive(database.db));
  const jobs = createJobs(database);
  const api = createApi({ config, db: database.db, verifier, jobs });
  await identity.register(app);
  await api.register(app);
  const storage = await registerFiles(app, { config, db: database.db, verifier });
  registerJobHandlers(jobs, { config, db: database.db, storage, pubsub: api.pubsub });
  // Certificates issued and badges awarded (after their commit): live notices, the render job woken.
  const unbridge = bridgeAchievements({ pubsub: api.pubsub, jobs });
  // In the background: the server answers while the queue starts; enqueue waits for it.
  if (runJobs) jobs.start().catch((error: unknown) => app.log.error(error, 'background jobs did not start'));
  const content = await buildContentServer({ config, storage, distDir, viteUrl, logger });
  await registerRecommender(app, { config, db: database.db, verifier });
  registerSessionEnd(app, { db: database.db, verifier });
  // The relatives' page reads through its link's token, without an access token (DESIGN §8 public pages).
  registerRelativesView(app, { db: database.db });
  // Certificates checked by anybody: by their code or a dropped PDF (DESIGN §8 public pages).
  await registerCertificateVerification(app, { db: database.db, config });
  // Open Badges 3.0 and 2.0 documents, credentials and baked images: public, for wallets and verifiers.
  registerOpenBadges(app, { config, db: database.db, storage });
  // The CSV/XLSX of a user import (not course material, so not /api/upload).
  await registerUserImportUpload(app, { db: database.db, verifier });
  // Issued certificates' PDFs, for their owner and administrators.
  registerCertificateDownload(app, { db: database.db, verifier, storage });

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

  // The app's pages (the provider's set their own, stricter ones). Framing: only itself and the
  // configured parents (embedding, docs/embedding.md).
  const policy = appContentSecurityPolicy(config);
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !request.url.startsWith('/oidc')) {
      reply.header('content-security-policy', policy);
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
    const indexHtml = inlinedIndexHtml(path.join(distDir, 'index.html'), config.app);
    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
    app.get('/', (_request, reply) => sendIndex(reply));
    // History fallback: any GET that is not a file or a backend path gets the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      const backend = /^\/(oidc|graphql|api|files|ob|healthz|config\.json)(\/|$|\?)/.test(request.url);
      if (request.method === 'GET' && !backend && request.headers.accept?.includes('text/html')) {
        return sendIndex(reply);
      }
      reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${request.url}` });
    });
  }

  app.addHook('onClose', async () => {
    unbridge();
    await jobs.stop();
    await content.close();
    await api.close();
    await identity.close();
  });
  return { app, content, identity, api, jobs };
}

/**
 * index.html with the runtime configuration inlined (the same object as /config.json), so the app
 * starts without a request round for it (src/services/config.ts). Rebuilt only when the build's file
 * changes: the static files are served live, so a rebuild must not need a restart.
 */
function inlinedIndexHtml(file: string, runtimeConfig: unknown): () => string {
  const script = `<script id="runtime-config" type="application/json">${jsonForHtml(runtimeConfig)}</script>`;
  let cached: { stamp: string; html: string } | undefined;
  return () => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    if (cached?.stamp !== stamp) {
      const html = readFileSync(file, 'utf8');
      // Before </head>: the entry module (deferred) runs after the whole document is parsed anyway.
      const at = html.indexOf('</head>');
      cached = { stamp, html: at < 0 ? script + html : html.slice(0, at) + script + html.slice(at) };
    }
    return cached.html;
  };
}
