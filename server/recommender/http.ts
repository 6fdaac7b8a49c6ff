// The recommender as the HTTP service the configuration names (RECOMMENDER_API_URL =
// <PUBLIC_URL>/recommender): GET /recommender/<domainId>/<scenario>?userId=&itemId=&count=, with the
// same bearer token as the API. Everyone asks for themselves only: another user's recommendations would
// show what that user took and what their units hold.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { viewerOrRefuse, type TokenVerifier } from '../auth/verify';
import { recommend } from './recommend';

export const RECOMMENDER_PATH = '/recommender';
const MAX_COUNT = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Params {
  domainId: string;
  scenario: string;
}
interface Query {
  userId?: string;
  itemId?: string;
  count?: string;
}

export async function registerRecommender(
  app: FastifyInstance,
  { config, db, verifier }: { config: ServerConfig; db: Db; verifier: TokenVerifier },
): Promise<void> {
  app.get<{ Params: Params; Querystring: Query }>(
    `${RECOMMENDER_PATH}/:domainId/:scenario`,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await viewerOrRefuse(verifier, request, reply);
      if (!viewer) return reply;
      const { domainId, scenario } = request.params;
      if (domainId !== config.app.RECOMMENDER_DOMAIN_ID || scenario !== config.app.RECOMMENDER_SCENARIO) {
        reply.code(404);
        return { error: 'not_found', message: `No recommender scenario ${domainId}/${scenario}.` };
      }
      const { userId = viewer.userId, itemId, count: rawCount } = request.query;
      const count = rawCount === undefined ? config.app.RECOMMENDER_COUNT : Number(rawCount);
      if (!UUID.test(userId) || (itemId !== undefined && !UUID.test(itemId))) {
        reply.code(400);
        return { error: 'bad_request', message: 'userId and itemId must be ids (UUIDs).' };
      }
      if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
        reply.code(400);
        return { error: 'bad_request', message: `count must be a whole number from 1 to ${MAX_COUNT}.` };
      }
      if (userId !== viewer.userId || !viewer.roles.includes('LEARNER')) {
        reply.code(403);
        return { error: 'forbidden', message: 'Recommendations are for learners, each for themselves only.' };
      }
      const items = await recommend(db, { userId, itemId: itemId ?? null, count });
      return {
        domainId,
        scenario,
        userId,
        itemId: itemId ?? null,
        items: items.map((r) => ({
          id: r.mediaId,
          score: Math.round(r.score * 1000) / 1000,
          reason: r.reason,
        })),
      };
    },
  );
}
