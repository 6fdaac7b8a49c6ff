// The GraphQL API: one yoga instance served over HTTP by fastify and over WebSocket (graphql-ws) on the
// same /graphql path. Integration tests call `yoga.fetch` directly, without a port.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { TokenVerifier } from '../auth/verify';
import type { Jobs } from '../jobs/index';
import {
  createApiPubSub,
  createContextFactory,
  type ApiContext,
  type ApiPubSub,
  type VerifiedConnection,
} from './context';
import { apiPlugins, corsFor } from './plugins';
import { buildApiSchema } from './schema';
import { apiDir } from './sdl';
import { registerHttp, type FastifyServerContext } from './http';
import { createWebSocketServer, type WebSocketApi } from './websocket';

export const GRAPHQL_PATH = '/graphql';

export type ApiServerContext = FastifyServerContext & VerifiedConnection;
export type ApiYoga = YogaServerInstance<ApiServerContext, ApiContext>;

export interface Api {
  yoga: ApiYoga;
  /** The API's in-process events, for background jobs that tell subscribers (assignment notices). */
  pubsub: ApiPubSub;
  register(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

const packageVersion = (): string => {
  const pkg = JSON.parse(readFileSync(path.join(apiDir, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
};

export function createApi({
  config,
  db,
  verifier,
  jobs,
}: {
  config: ServerConfig;
  db: Db;
  verifier: TokenVerifier;
  jobs: Jobs;
}): Api {
  const services = { config, db, jobs, pubsub: createApiPubSub(), version: packageVersion() };
  const yoga: ApiYoga = createYoga<ApiServerContext, ApiContext>({
    schema: buildApiSchema(),
    context: createContextFactory(services, verifier),
    graphqlEndpoint: GRAPHQL_PATH,
    // GraphiQL would load its assets from a CDN and cannot send our bearer token; use a real client.
    graphiql: false,
    landingPage: false,
    cors: corsFor(config),
    maskedErrors: {
      isDev: !config.production,
      errorMessage:
        'Something went wrong on the server. Please try again; if it keeps happening, contact support.',
    },
    logging: config.production ? 'warn' : 'error',
    plugins: apiPlugins(config),
  });

  let sockets: WebSocketApi | undefined;
  return {
    yoga,
    pubsub: services.pubsub,
    async register(app) {
      await registerHttp(app, yoga);
      sockets = createWebSocketServer(app, yoga, verifier);
    },
    async close() {
      await sockets?.close();
    },
  };
}
