// Request budgets for the endpoints a client can make expensive: /graphql, /api/upload and the identity
// provider's token endpoint. Per address, and for the API also per access token: the key is the token's
// signature, which only its holder has, so nobody can spend another user's budget by naming them (an
// unverified `sub` could be forged), and a user's budget follows them across addresses. Counters live in
// memory (a restart forgets them, which gives nobody more than one fresh window). Over budget: 429 with
// Retry-After and a message in the endpoint's own error shape.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';

type Limiter = (
  req: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

const tokenKey = (req: FastifyRequest): string | undefined => {
  const match = /^Bearer\s+[\w-]+\.[\w-]+\.([\w-]{16,})$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ? `token:${match[1].slice(-43)}` : undefined;
};

const pathOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '';

function refuse(reply: FastifyReply, path: string, seconds: number, tokenEndpoint: boolean) {
  const message = `Too many requests. Wait ${seconds} seconds and try again.`;
  reply.code(429).header('retry-after', String(seconds)).type('application/json');
  if (tokenEndpoint) return reply.send({ error: 'slow_down', error_description: message });
  if (path === '/api/upload')
    return reply.send({ error: 'Too Many Requests', code: 'RATE_LIMITED', message });
  return reply.send({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] });
}

export async function registerRateLimits(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(rateLimit, { global: false });
  const window = 60_000;
  const limiter = (max: number, key: (req: FastifyRequest) => string | undefined): Limiter => {
    const check = app.createRateLimit({ max, timeWindow: window, keyGenerator: (req) => key(req) ?? '' });
    return async (req) => (key(req) ? check(req) : { isAllowed: true });
  };
  const limits = config.rateLimits;
  const apiPerAddress = limiter(limits.apiPerAddress, (req) => `api-address:${req.ip}`);
  const apiPerToken = limiter(limits.apiPerToken, tokenKey);
  const tokenEndpoint = limiter(limits.tokenEndpointPerAddress, (req) => `token-endpoint:${req.ip}`);
  const tokenPath = `${new URL(config.issuer).pathname.replace(/\/$/, '')}/token`;

  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req);
    const isToken = path === tokenPath;
    if (!isToken && path !== '/graphql' && path !== '/api/upload') return;
    if (req.method === 'OPTIONS') return;
    for (const check of isToken ? [tokenEndpoint] : [apiPerAddress, apiPerToken]) {
      const result = await check(req);
      if (result.isExceeded) return refuse(reply, path, Math.max(1, result.ttlInSeconds ?? 1), isToken);
    }
  });
}
