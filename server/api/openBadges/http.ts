// The public Open Badges routes, at the addresses of urls.ts (credentials name them, so they never
// move). No sign-in: backpacks, wallets and verifiers fetch them from anywhere (CORS *). Rate limited
// per address, generously (a verifier checks a handful of documents per badge); strict headers; a
// malformed or unknown id is a 404 in JSON, never an error.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../files/storage';
import { publicBudget } from '../publicRoutes';
import { achievementDocument, profileDocument } from './documents';
import { credentialOf, credentialJwt } from './credential';
import { badgeImage, bakeSvg } from './images';
import { loadOpenBadgeKeys, loadRecipientSecret, publicKeySet, signerFor } from './keys';
import { bakePng } from './png';
import { signVcJwt } from './sign';
import { STATUS_TTL_SECONDS, statusListCredential } from './statusList';
import { loadAward, loadBadge, statusSnapshot } from './store';
import { OB_PREFIX } from './urls';
import { v2Assertion, v2BadgeClass, v2Issuer } from './v2';

export const OPEN_BADGES_PER_MINUTE = 120;

export const NOT_FOUND = { error: 'not_found', message: 'There is no such Open Badges document.' } as const;

const LD_JSON = 'application/ld+json; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** What the OB 3.0 document formats section asks of a VC-JWT served as a web resource. */
const JWT_TYPE = 'text/plain; charset=utf-8';
const DOCUMENT_CACHE = 'public, max-age=300';
const CREDENTIAL_CACHE = 'public, max-age=3600';
const STATUS_CACHE = `public, max-age=${STATUS_TTL_SECONDS}`;

function publicHeaders(reply: FastifyReply) {
  reply
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-resource-policy', 'cross-origin')
    // An SVG opened directly runs nothing and loads nothing but its own embedded image.
    .header(
      'content-security-policy',
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    );
}

const WANTS_JWT = /application\/(vc\+)?jwt|text\/plain/;
const wantsJwt = (req: FastifyRequest) => WANTS_JWT.test(req.headers.accept ?? '');

/** "<uuid>" or "<uuid>.<ext>" with an allowed extension; anything else is no document. */
function parseName<T extends string>(
  name: string,
  extensions: readonly T[],
): { id: string; ext: T | '' } | undefined {
  const match = /^([0-9a-f-]{36})(?:\.([a-z]{3,4}))?$/.exec(name);
  if (!match) return undefined;
  const ext = (match[2] ?? '') as T | '';
  if (ext && !extensions.includes(ext)) return undefined;
  return { id: match[1]!, ext };
}

export interface OpenBadgesOptions {
  config: ServerConfig;
  db: Db;
  storage: Storage;
  perMinute?: number;
}

export function registerOpenBadges(
  app: FastifyInstance,
  { config, db, storage, perMinute = OPEN_BADGES_PER_MINUTE }: OpenBadgesOptions,
): void {
  const onRequest = publicBudget(app, {
    name: 'openbadges',
    perMinute,
    headers: publicHeaders,
    tooMany: 'Too many requests.',
  });
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').type(JSON_TYPE).send(NOT_FOUND);
  const get = <P extends Record<string, string>>(
    url: string,
    handler: (req: FastifyRequest<{ Params: P }>, reply: FastifyReply) => Promise<unknown>,
  ) => app.get<{ Params: P }>(`${OB_PREFIX}${url}`, { onRequest }, handler);

  get('/v3/issuer', async (_req, reply) =>
    reply.header('cache-control', DOCUMENT_CACHE).type(LD_JSON).send(profileDocument(config)),
  );

  get('/v3/jwks', async (_req, reply) =>
    reply
      .header('cache-control', DOCUMENT_CACHE)
      .type(JSON_TYPE)
      .send(publicKeySet(config, await loadOpenBadgeKeys(db))),
  );

  get('/v3/status/1', async (req, reply) => {
    const credential = statusListCredential(config, await statusSnapshot(db), new Date());
    reply.header('cache-control', STATUS_CACHE).header('vary', 'Accept');
    if (wantsJwt(req))
      return reply.type(JWT_TYPE).send(await signVcJwt(await signerFor(config, db), credential));
    return reply.type(LD_JSON).send(credential);
  });

  get<{ badgeId: string }>('/v3/achievements/:badgeId', async (req, reply) => {
    const badge = await loadBadge(db, req.params.badgeId);
    if (!badge) return notFound(reply);
    return reply
      .header('cache-control', DOCUMENT_CACHE)
      .type(LD_JSON)
      .send(achievementDocument(config, badge));
  });

  get<{ name: string }>('/v3/credentials/:name', async (req, reply) => {
    const name = parseName(req.params.name, ['json', 'jwt', 'png', 'svg'] as const);
    const award = name && (await loadAward(db, name.id));
    if (!name || !award) return notFound(reply);
    const jwt = await credentialJwt(config, db, award);
    reply.header('cache-control', CREDENTIAL_CACHE);
    const ext = name.ext || (wantsJwt(req) ? 'jwt' : 'json');
    if (!name.ext) reply.header('vary', 'Accept');
    if (ext === 'jwt') return reply.type(JWT_TYPE).send(jwt);
    if (ext === 'json') return reply.type(LD_JSON).send(credentialOf(jwt));
    const image = await badgeImage(db, storage, award.badge);
    const file = `badge-${award.id}.${ext}`;
    reply.header('content-disposition', `inline; filename="${file}"`);
    if (ext === 'png') return reply.type('image/png').send(bakePng(image.png, 'openbadgecredential', jwt));
    return reply.type('image/svg+xml; charset=utf-8').send(bakeSvg(image.svg, jwt));
  });

  get<{ name: string }>('/images/:name', async (req, reply) => {
    const name = parseName(req.params.name, ['png', 'svg'] as const);
    const badge = name?.ext ? await loadBadge(db, name.id) : undefined;
    if (!name?.ext || !badge) return notFound(reply);
    const image = await badgeImage(db, storage, badge);
    reply.header('cache-control', DOCUMENT_CACHE);
    if (name.ext === 'png') return reply.type('image/png').send(image.png);
    return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
  });

  get('/v2/issuer', async (_req, reply) =>
    reply.header('cache-control', DOCUMENT_CACHE).type(LD_JSON).send(v2Issuer(config)),
  );

  get<{ badgeId: string }>('/v2/badges/:badgeId', async (req, reply) => {
    const badge = await loadBadge(db, req.params.badgeId);
    if (!badge) return notFound(reply);
    return reply.header('cache-control', DOCUMENT_CACHE).type(LD_JSON).send(v2BadgeClass(config, badge));
  });

  get<{ name: string }>('/v2/assertions/:name', async (req, reply) => {
    const name = parseName(req.params.name, ['png'] as const);
    const award = name && (await loadAward(db, name.id));
    if (!name || !award) return notFound(reply);
    const assertion = v2Assertion(config, award, await loadRecipientSecret(db));
    // Revoked: 410 Gone, as 2.0's hosted verification asks; the same for its baked image.
    reply.header('cache-control', STATUS_CACHE);
    if (award.revokedAt) return reply.code(410).type(LD_JSON).send(assertion);
    if (!name.ext) return reply.type(LD_JSON).send(assertion);
    const image = await badgeImage(db, storage, award.badge);
    reply.header('content-disposition', `inline; filename="badge-${award.id}-ob2.png"`);
    return reply.type('image/png').send(bakePng(image.png, 'openbadges', JSON.stringify(assertion)));
  });
}
