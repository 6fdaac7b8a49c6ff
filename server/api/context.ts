// The per-request context: the verified caller plus the services resolvers use. Built once per request
// (HTTP) or once per subscription (WebSocket, where the token was verified when the socket connected).
import { createPubSub, type YogaInitialContext } from 'graphql-yoga';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from '../jobs/index';
import { TokenError, type TokenVerifier, type Viewer } from '../auth/verify';
import { unauthenticated } from './errors';
import type { NewsItem } from './generated/resolvers';

export type ApiPubSub = ReturnType<typeof createApiPubSub>;

/** In-process events; one server process holds every subscriber, so no broker is needed yet. */
export const createApiPubSub = () =>
  createPubSub<{
    loginCountChanged: [userId: string, count: number];
    newsPublished: [item: NewsItem];
  }>();

export interface ApiServices {
  config: ServerConfig;
  db: Db;
  /** The background-job queue (server/jobs): enqueue inside the transaction that decides the work. */
  jobs: Jobs;
  pubsub: ApiPubSub;
  version: string;
}

export interface ApiContext extends ApiServices {
  viewer: Viewer;
}

/** Set by the WebSocket server after it verified `connectionParams.authorization`. */
export interface VerifiedConnection {
  verifiedViewer?: Viewer;
}

export const tokenMessage = (error: unknown): string => {
  if (!(error instanceof TokenError)) return 'The access token could not be verified. Please sign in again.';
  if (error.reason === 'missing')
    return 'Sign-in required: send an Authorization: Bearer <access token> header.';
  if (error.reason === 'expired') return 'The access token has expired. Refresh it and try again.';
  return 'The access token is not valid for this API. Please sign in again.';
};

export function createContextFactory(services: ApiServices, verifier: TokenVerifier) {
  return async (initial: YogaInitialContext & VerifiedConnection): Promise<ApiContext> => {
    if (initial.verifiedViewer) return { ...services, viewer: initial.verifiedViewer };
    try {
      const viewer = await verifier.verify(initial.request.headers.get('authorization'));
      return { ...services, viewer };
    } catch (error) {
      throw unauthenticated(tokenMessage(error));
    }
  };
}
