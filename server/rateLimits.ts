// Request budgets for the endpoints a client can make expensive: /graphql, the uploads (/api/upload and
// /api/user-import/upload) and the identity provider's token endpoint. Per address, and for the API also per access token: the key is the token's
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

/** The upload routes: multipart bodies of up to many MB, answered in the upload client's error shape. */
const UPLOAD_PATHS = new Set(['/api/upload', '/api/user-import/upload']);

/**
 * What a GraphQL request costs a token's budget: one unit per started 16 KB of body (at most 64, the
 * 1 MB body limit). The start-up queries cost one each; a 256 KB SCORM commit, which takes the server
 * some 40 ms to store, costs 16, so nobody can keep the server busy with the largest allowed requests.
 */
export function weight(req: FastifyRequest): number {
  const length = Number(req.headers['content-length'] ?? 1024 * 1024);
  return Math.min(64, Math.max(1, Math.ceil((Number.isFinite(length) ? length : 1024 * 1024) / 16_384)));
}

function refuse(reply: FastifyReply, path: string, seconds: number, tokenEndpoint: boolean) {
  const message = `Too many requests. Wait ${seconds} seconds and try again.`;
  reply.code(429).header('retry-after', String(seconds)).type('application/json');
  if (tokenEndpoint) return reply.send({ error: 'slow_down', error_description: message });
  if (UPLOAD_PATHS.has(path))
    return reply.send({ error: 'Too Many Requests', code: 'RATE_LIMITED', message });
  return reply.send({ errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] });
}

export async function registerRateLimits(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(rateLimit, { global: false });
  const window = 60_000;
  const limiter = (
    max: number,
    key: (req: FastifyRequest) => string | undefined,
    timeWindow = window,
  ): Limiter => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: (req) => key(req) ?? '' });
    return async (req) => (key(req) ? check(req) : { isAllowed: true });
  };
  const limits = config.rateLimits;
  const apiPerAddress = limiter(limits.apiPerAddress, (req) => `api-address:${req.ip}`);
  // A token's budget per minute is granted in sixths every 10 s, so the heaviest allowed requests
  // cannot all land in one burst.
  const apiPerToken = limiter(Math.ceil(limits.apiPerToken / 6), tokenKey, window / 6);
  const tokenEndpoint = limiter(limits.tokenEndpointPerAddress, (req) => `token-endpoint:${req.ip}`);
  const tokenPath = `${new URL(config.issuer).pathname.replace(/\/$/, '')}/token`;

  const lanes = new Lanes(limits.apiConcurrent, limits.apiConcurrentPerCaller, 200);

  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req);
    const isToken = path === tokenPath;
    if (!isToken && path !== '/graphql' && !UPLOAD_PATHS.has(path)) return;
    if (req.method === 'OPTIONS') return;
    const checks: [Limiter, number][] = isToken
      ? [[tokenEndpoint, 1]]
      : [
          [apiPerAddress, 1],
          [apiPerToken, path === '/graphql' ? weight(req) : 1],
        ];
    for (const [check, units] of checks) {
      for (let unit = 0; unit < units; unit += 1) {
        const result = await check(req);
        if (result.isExceeded) return refuse(reply, path, Math.max(1, result.ttlInSeconds ?? 1), isToken);
      }
    }
  });

  // Fair admission for GraphQL only, once the body has arrived (preHandler): a slow client's upload
  // holds no slot, and uploads stream in their handler for as long as the network takes.
  app.addHook('preHandler', async (req, reply) => {
    if (pathOf(req) !== '/graphql' || req.method === 'OPTIONS') return;
    const lane = tokenKey(req) ?? `address:${req.ip}`;
    // Listening before waiting: a client that hangs up while queued must not keep its slot.
    const slot = { state: 'waiting' as 'waiting' | 'running' | 'gone' };
    reply.raw.once('close', () => {
      if (slot.state === 'running') lanes.leave(lane);
      slot.state = 'gone';
    });
    if (!(await lanes.enter(lane))) return refuse(reply, '/graphql', 1, false);
    if (slot.state === 'gone') return lanes.leave(lane);
    slot.state = 'running';
  });
}

/**
 * Fair admission: at most `width` requests run at once in all, at most `keyWidth` of one key (an access
 * token, or an address), and when a slot frees it goes to the next waiting key in turn, not to the key
 * that queued most. A client firing heavy requests in parallel therefore waits behind itself, and a
 * well-behaved client's request is next after at most a few running ones. Past `depth` waiting
 * requests of one key, refused.
 */
export class Lanes {
  private running = 0;
  private readonly runningOf = new Map<string, number>();
  /** Keys with waiting requests, in turn order (a Map keeps insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly width: number,
    private readonly keyWidth: number,
    private readonly depth: number,
  ) {}

  async enter(key: string): Promise<boolean> {
    if (
      this.running < this.width &&
      (this.runningOf.get(key) ?? 0) < this.keyWidth &&
      !this.waiting.has(key)
    ) {
      this.start(key);
      return true;
    }
    const queue = this.waiting.get(key) ?? [];
    if (queue.length >= this.depth) return false;
    this.waiting.set(key, queue);
    await new Promise<void>((resolve) => queue.push(resolve));
    return true;
  }

  leave(key: string): void {
    this.running -= 1;
    const left = (this.runningOf.get(key) ?? 1) - 1;
    if (left > 0) this.runningOf.set(key, left);
    else this.runningOf.delete(key);
    this.dispatch();
  }

  private start(key: string): void {
    this.running += 1;
    this.runningOf.set(key, (this.runningOf.get(key) ?? 0) + 1);
  }

  private dispatch(): void {
    while (this.running < this.width) {
      const key = [...this.waiting.keys()].find((k) => (this.runningOf.get(k) ?? 0) < this.keyWidth);
      if (key === undefined) return;
      const queue = this.waiting.get(key)!;
      const next = queue.shift()!;
      // To the back of the turn order, or out of it when nothing of this key waits any more.
      this.waiting.delete(key);
      if (queue.length) this.waiting.set(key, queue);
      this.start(key);
      next();
    }
  }
}
