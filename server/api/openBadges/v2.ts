// Open Badges 2.0 for backpacks that read only 2.0: the issuer Profile, the BadgeClass and the hosted
// Assertion (verification "hosted": a verifier fetches the assertion from its id, so a revocation shows
// at once; a revoked one answers 410 Gone with only id, revoked and a general reason, as 2.0 allows).
import type { ServerConfig } from '../../config';
import { criteriaNarrative } from './documents';
import { recipientIdentity } from './recipient';
import type { AwardRecord, BadgeRecord } from './store';
import { openBadgeUrls } from './urls';

type Config = Pick<ServerConfig, 'publicUrl' | 'organisationName' | 'mailFrom'>;

export const OB2_CONTEXT = 'https://w3id.org/openbadges/v2';
export const REVOKED_PUBLICLY = 'Revoked by the issuer';

/** The address part of MAIL_FROM ("Academy <noreply@example.org>" → noreply@example.org). */
export const contactEmail = (mailFrom: string) =>
  /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

export const v2Issuer = (config: Config) => ({
  '@context': OB2_CONTEXT,
  id: openBadgeUrls(config).v2Issuer,
  type: 'Issuer',
  name: config.organisationName,
  url: config.publicUrl,
  // Required of an issuer Profile in 2.0.
  email: contactEmail(config.mailFrom),
});

export const v2BadgeClass = (config: Config, badge: BadgeRecord) => {
  const urls = openBadgeUrls(config);
  return {
    '@context': OB2_CONTEXT,
    id: urls.v2Badge(badge.id),
    type: 'BadgeClass',
    name: badge.name,
    description: badge.description || badge.name,
    image: urls.image(badge.id, 'png'),
    criteria: { narrative: criteriaNarrative(badge) },
    issuer: urls.v2Issuer,
  };
};

export function v2Assertion(config: Config, award: AwardRecord, secret: string) {
  const urls = openBadgeUrls(config);
  const id = urls.v2Assertion(award.id);
  if (award.revokedAt) {
    return {
      '@context': OB2_CONTEXT,
      id,
      type: 'Assertion',
      revoked: true,
      // Never the administrator's own words: they can say more about the person than a public document
      // should (the certificate verification page keeps its reason private too); the holder sees them.
      revocationReason: REVOKED_PUBLICLY,
    };
  }
  const { identityHash, salt } = recipientIdentity(secret, award);
  return {
    '@context': OB2_CONTEXT,
    id,
    type: 'Assertion',
    recipient: { type: 'email', hashed: true, salt, identity: identityHash },
    badge: urls.v2Badge(award.badge.id),
    verification: { type: 'hosted' },
    issuedOn: award.awardedAt.toISOString(),
    image: `${id}.png`,
  };
}
