// POST /api/relatives/view {token}: the relatives' page without signing in. A REST route of its own, since
// every GraphQL request needs an access token. The token comes in the body (the page reads it from the
// URL's fragment), so it never lands in an address, a server log or a Referer. Rate limited per address:
// a guesser gets 10 tries a minute against 2^256 tokens.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { publicBudget, strictPublicHeaders } from '../publicRoutes';
import { loadRelativeView } from './view';

export const RELATIVES_VIEW_PATH = '/api/relatives/view';
export const RELATIVES_VIEW_PER_MINUTE = 10;

/** The one answer for a wrong, expired, revoked or malformed token: it must not say which. */
export const INVALID_LINK = {
  error: 'not_found',
  message: 'This link does not work. It may be mistyped, expired or withdrawn. Ask for a new link.',
} as const;

export function registerRelativesView(
  app: FastifyInstance,
  { db, perMinute = RELATIVES_VIEW_PER_MINUTE }: { db: Db; perMinute?: number },
): void {
  app.post(RELATIVES_VIEW_PATH, {
    bodyLimit: 4096,
    onRequest: publicBudget(app, {
      name: 'relatives',
      perMinute,
      headers: strictPublicHeaders,
      tooMany: 'Too many tries.',
    }),
    handler: async (req, reply) => {
      const body = req.body as { token?: unknown } | null;
      const view = await loadRelativeView(db, body && typeof body === 'object' ? body.token : undefined);
      if (!view) return reply.code(404).send(INVALID_LINK);
      return view;
    },
  });
}
