// Verifies the provider's JWT access tokens for the API, uploads and subscriptions: signature from
// the provider's keys, issuer, audience and expiry. Roles come from resource_access[clientId].roles.
// With `isActive`, a token of a deactivated account is refused too: an access token outlives a
// deactivation by up to its lifetime, and every route (GraphQL, uploads, the import upload, WebSocket
// subscriptions, the recommender) takes its viewer from here, so one check covers them all.
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isRole, type Role } from '../roles';

export interface Viewer {
  /** users.id of the account (the token's `sub`). */
  userId: string;
  roles: Role[];
  sessionState: string | undefined;
  claims: JWTPayload;
}

export class TokenError extends Error {
  constructor(
    message: string,
    readonly reason: 'missing' | 'expired' | 'invalid' | 'deactivated',
  ) {
    super(message);
  }
}

export interface TokenVerifier {
  verify(authorization: string | undefined | null): Promise<Viewer>;
}

/**
 * Whether the account may still use the API: false refuses its tokens as 'deactivated', undefined (no such
 * account any more: erased) as 'invalid'.
 */
export type AccountCheck = (userId: string) => Promise<boolean | undefined>;

export function createTokenVerifier(
  config: ServerConfig,
  keys: JWTVerifyGetKey,
  isActive?: AccountCheck,
): TokenVerifier {
  return {
    async verify(authorization) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw new TokenError('Missing bearer token', 'missing');
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(match[1], keys, {
          issuer: config.issuer,
          audience: config.apiAudience,
          algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new TokenError('Access token expired', 'expired');
        throw new TokenError('Invalid access token', 'invalid');
      }
      if (typeof payload.sub !== 'string') throw new TokenError('Access token has no subject', 'invalid');
      const active = isActive ? await isActive(payload.sub) : true;
      if (active === false) throw new TokenError('This account has been deactivated', 'deactivated');
      if (active === undefined) throw new TokenError('The account no longer exists', 'invalid');
      const access = payload.resource_access as Record<string, { roles?: unknown }> | undefined;
      const rawRoles = access?.[config.clientId]?.roles;
      const roles = Array.isArray(rawRoles)
        ? rawRoles.filter((r): r is Role => typeof r === 'string' && isRole(r))
        : [];
      return {
        userId: payload.sub,
        roles,
        sessionState: typeof payload.session_state === 'string' ? payload.session_state : undefined,
        claims: payload,
      };
    },
  };
}

/**
 * For the plain HTTP routes beside the API (recommender, session end): the caller's viewer, or a 401
 * JSON answer already sent and undefined.
 */
export async function viewerOrRefuse(
  verifier: TokenVerifier,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Viewer | undefined> {
  try {
    return await verifier.verify(request.headers.authorization);
  } catch (error) {
    const reason = error instanceof TokenError ? error.reason : 'invalid';
    await reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({
        error: 'unauthenticated',
        message:
          reason === 'expired'
            ? 'The access token has expired.'
            : reason === 'deactivated'
              ? 'This account has been deactivated. Ask your administrator.'
              : 'Sign-in required.',
      });
    return undefined;
  }
}
