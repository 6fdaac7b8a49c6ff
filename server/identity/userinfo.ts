// userinfo for the JWT access tokens the app holds. oidc-provider's own endpoint only accepts
// tokens without an audience, and every token here is issued for the API; like Keycloak, this one
// accepts the API token and answers with the same claims as the tokens, read fresh from users.
import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { findActiveUser, userClaims } from './claims';

export interface UserinfoOptions {
  config: ServerConfig;
  db: Db;
  jwks: JWTVerifyGetKey;
  path: string;
  isAllowedOrigin(origin: string): boolean;
}

export async function registerUserinfo(app: FastifyInstance, options: UserinfoOptions): Promise<void> {
  const { config, db, jwks } = options;

  const deny = (reply: FastifyReply, description: string) =>
    reply
      .code(401)
      .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
      .send({ error: 'invalid_token', error_description: description });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const origin = request.headers.origin;
    if (origin && options.isAllowedOrigin(origin)) {
      reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    }
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'invalid_request', error_description: 'no access token provided' });
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1], jwks, {
        issuer: config.issuer,
        audience: config.apiAudience,
      }));
    } catch {
      return deny(reply, 'invalid access token');
    }
    const user = typeof payload.sub === 'string' ? await findActiveUser(db, payload.sub) : undefined;
    if (!user) return deny(reply, 'account not found');
    const sessionState = typeof payload.session_state === 'string' ? payload.session_state : undefined;
    const claims = userClaims(user, config, undefined);
    return sessionState ? { ...claims, session_state: sessionState } : claims;
  };

  await app.register(async (scope) => {
    // The token travels in the Authorization header only; whatever body a POST has is not read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.get(options.path, handler);
    scope.post(options.path, handler);
  });
}
