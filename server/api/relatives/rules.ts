// What every relatives' resolver shares: the token (made, hashed), a link's state, and the row the API
// answers. The token is 32 random bytes; only its SHA-256 is stored, so the database cannot open a link.
import { createHash, randomBytes } from 'node:crypto';
import { createGraphQLError } from 'graphql-yoga';
import { UUID_PATTERN } from '../../../src/schemas/ids';
import type { RelativeLinkRow } from '../../db/schema/relatives';
import type { RelativeLinkState } from '../generated/resolvers';

export const newRelativeToken = (): string => randomBytes(32).toString('base64url');

export const hashRelativeToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** 32 bytes in base64url are 43 characters; anything else cannot be a token and is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function linkState(row: Pick<RelativeLinkRow, 'revokedAt' | 'expiresAt'>, now = new Date()) {
  if (row.revokedAt) return 'REVOKED' as RelativeLinkState;
  return (row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE') as RelativeLinkState;
}

export const linkNotFound = () =>
  createGraphQLError('No such relatives link.', { extensions: { code: 'NOT_FOUND' } });

export const isUuid = (id: string) => UUID_PATTERN.test(id);

export const relativesUrl = (publicUrl: string, token: string) => `${publicUrl}/relatives#token=${token}`;

/** What the audit log keeps of a link: never the token nor its hash. */
export const auditFields = (row: RelativeLinkRow) => ({
  learnerId: row.learnerId,
  label: row.label,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
});
