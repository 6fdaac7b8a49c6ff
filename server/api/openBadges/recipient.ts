// How a credential names its learner without publishing them. The email is hashed with a salt (the
// IdentityHash of Open Badges: 'sha256$' + hex SHA-256 of the address followed by the salt), so only
// someone who already knows the address can check it. The salt and the subject id are derived from a
// server secret: stable for one award (the hosted 2.0 assertion is rebuilt on every request and must
// not change), different between awards, and nobody can work back from them to the learner's id.
import { createHash, createHmac } from 'node:crypto';

export interface RecipientSource {
  id: string;
  userId: string;
  email: string;
}

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** The form an address is hashed in: what the learner would type to check it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const identityHash = (email: string, salt: string) =>
  `sha256$${createHash('sha256')
    .update(normaliseEmail(email) + salt, 'utf8')
    .digest('hex')}`;

/** A urn:uuid (version 8, custom) from the learner's id: the same in all their credentials. */
function subjectId(secret: string, userId: string) {
  const bytes = hmac(secret, `subject:${userId}`).subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function recipientIdentity(secret: string, award: RecipientSource) {
  const salt = hmac(secret, `salt:${award.id}`).subarray(0, 12).toString('base64url');
  return { salt, identityHash: identityHash(award.email, salt), subjectId: subjectId(secret, award.userId) };
}
