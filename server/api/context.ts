// The per-request context: the verified caller plus the services resolvers use. Built once per request
// (HTTP) or once per subscription (WebSocket, where the token was verified when the socket connected).
import { createPubSub, type YogaInitialContext } from 'graphql-yoga';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Jobs } from '../jobs/index';
import { TokenError, type TokenVerifier, type Viewer } from '../auth/verify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/core';
import { UUID_PATTERN } from '../../src/schemas/ids';
import { unauthenticated } from './errors';
import type { NewsItem } from './generated/resolvers';

export type ApiPubSub = ReturnType<typeof createApiPubSub>;

/** In-process events; one server process holds every subscriber, so no broker is needed yet. */
export const createApiPubSub = () =>
  createPubSub<{
    loginCountChanged: [userId: string, count: number];
    newsPublished: [item: NewsItem];
    /** A notice (assignment_notices.id) for this learner: a new assignment, a reminder, due soon, overdue. */
    assignmentNotice: [userId: string, noticeId: number];
    /** A badge awarded to this learner (badge_awards.id), published after the award committed. */
    badgeAwarded: [userId: string, awardId: string];
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

const DEACTIVATED = 'This account has been deactivated. Ask your administrator.';

export const tokenMessage = (error: unknown): string => {
  if (!(error instanceof TokenError)) return 'The access token could not be verified. Please sign in again.';
  if (error.reason === 'missing')
    return 'Sign-in required: send an Authorization: Bearer <access token> header.';
  if (error.reason === 'expired') return 'The access token has expired. Refresh it and try again.';
  if (error.reason === 'deactivated') return DEACTIVATED;
  return 'The access token is not valid for this API. Please sign in again.';
};

export function createContextFactory(services: ApiServices, verifier: TokenVerifier) {
  return async (initial: YogaInitialContext & VerifiedConnection): Promise<ApiContext> => {
    if (initial.verifiedViewer) {
      // The socket's token was verified when it connected; each operation over it checks the account again,
      // so a deactivation also stops a socket opened before it (queries and mutations run over it too).
      const active = await accountIsActive(services.db)(initial.verifiedViewer.userId);
      if (active !== true) throw unauthenticated(active === false ? DEACTIVATED : tokenMessage(null));
      return { ...services, viewer: initial.verifiedViewer };
    }
    let viewer: Viewer;
    try {
      viewer = await verifier.verify(initial.request.headers.get('authorization'));
    } catch (error) {
      throw unauthenticated(tokenMessage(error));
    }
    return { ...services, viewer };
  };
}

/**
 * For the token verifier (server/app.ts): an access token outlives a deactivation by up to its lifetime
 * (ACCESS_TOKEN_TTL), so every request checks the account (one primary-key look-up) and a deactivated
 * person is refused at once, not minutes later; so is an erased one (undefined). A subject that is no account id
(a test token) passes.
 */
export const accountIsActive =
  (db: Db) =>
  async (userId: string): Promise<boolean | undefined> => {
    if (!UUID_PATTERN.test(userId)) return true;
    const [row] = await db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    // No row: the account was erased; its tokens (an administrator's, say) must not outlive it either.
    return row?.isActive;
  };
