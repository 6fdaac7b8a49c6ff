// An award's OpenBadgeCredential: signed on first request and kept in badge_awards.credential_jwt, so
// every download (JSON, JWT, baked PNG and SVG) is the same signed credential, also after a revocation
// (the status list says revoked; the credential itself never changes).
import { decodeJwt } from 'jose';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { openBadgeCredential } from './documents';
import { loadRecipientSecret, signerFor } from './keys';
import { signVcJwt } from './sign';
import { keepCredentialJwt, type AwardRecord } from './store';

export async function credentialJwt(
  config: Pick<ServerConfig, 'publicUrl' | 'organisationName'>,
  db: Db,
  award: AwardRecord,
): Promise<string> {
  if (award.credentialJwt) return award.credentialJwt;
  const credential = openBadgeCredential(config, award, await loadRecipientSecret(db));
  const jwt = await signVcJwt(await signerFor(config, db), credential);
  return keepCredentialJwt(db, award.id, jwt);
}

const JWT_CLAIMS = ['iss', 'sub', 'jti', 'nbf', 'exp', 'iat'] as const;

/** The credential a VC-JWT carries: its payload without the JWT's own claims. */
export function credentialOf(jwt: string): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...decodeJwt(jwt) };
  for (const claim of JWT_CLAIMS) delete payload[claim];
  return payload;
}
