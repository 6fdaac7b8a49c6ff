// What every public route shares (DESIGN §8 public pages: the relatives' page, certificate verification,
// the Open Badges documents): a budget of requests per address of its own, refused with 429, Retry-After
// and a sentence saying how long to wait; the headers are the route's (strict for pages a person reads,
// CORS for documents a wallet fetches), set before the budget is checked so a refusal carries them too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The app's strict headers for a public answer a person's browser reads. */
export function strictPublicHeaders(reply: FastifyReply): void {
  reply
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .header('x-robots-tag', 'noindex');
}

export interface PublicBudget {
  /** Names the budget (its key per address): hooks made with the same name share it. */
  name: string;
  perMinute: number;
  /** Sets the route's headers on every answer, the refusal included. */
  headers: (reply: FastifyReply) => void;
  /** The refusal's sentence, e.g. "Too many checks." (the wait is added). */
  tooMany: string;
}

/** An onRequest hook: the route's headers, then its budget per address (the rate-limit plugin is registered first). */
export function publicBudget(app: FastifyInstance, { name, perMinute, headers, tooMany }: PublicBudget) {
  const check = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `${name}:${req.ip}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    headers(reply);
    const result = await check(req);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({
        error: 'rate_limited',
        message: `${tooMany} Wait ${seconds} seconds and try again.`,
        retryAfter: seconds,
      });
  };
}
