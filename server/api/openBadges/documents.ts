// The Open Badges 3.0 documents (issuer Profile, Achievement, OpenBadgeCredential) as plain JSON-LD,
// shaped after the 1EdTech JSON schema for AchievementCredential (tests/fixtures/openBadges): every `type`
// an array, the VC 2.0 and OB 3.0.3 contexts first, validFrom to the second (the JWT's nbf must equal it).
import type { ServerConfig } from '../../config';
import type { BadgeRecord, AwardRecord } from './store';
import { recipientIdentity } from './recipient';
import { openBadgeUrls } from './urls';

type Config = Pick<ServerConfig, 'publicUrl' | 'organisationName'>;

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** The schema a credential declares (credentialSchema), as the OB 3.0 document-format example does. */
export const OB3_CREDENTIAL_SCHEMA = {
  id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
  type: '1EdTechJsonSchemaValidator2019',
} as const;

const BCP47 = /^[a-z]{2,4}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;

/**
 * The term for credentialSchema's type, which neither context defines (the spec's own examples add
 * https://purl.imsglobal.org/spec/ob/v3p0/extensions.json for it). Inline, so nothing is fetched and a
 * JSON-LD processor without @vocab still expands it.
 */
export const OB3_EXTENSIONS_CONTEXT = {
  '1EdTechJsonSchemaValidator2019':
    'https://purl.imsglobal.org/spec/vccs/v1p0/context.json#1EdTechJsonSchemaValidator2019',
} as const;

/** An instant as the credential states it: UTC, whole seconds (NumericDate has no fractions). */
export const dateTimeZ = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

export function issuerProfile(config: Config) {
  return {
    id: openBadgeUrls(config).issuer,
    type: ['Profile'],
    name: config.organisationName,
    url: config.publicUrl,
  };
}

/** The criteria a person reads: the badge's own, else its description, else its name. */
export const criteriaNarrative = (badge: BadgeRecord) =>
  badge.criteria.trim() || badge.description.trim() || badge.name;

export function achievement(config: Config, badge: BadgeRecord) {
  const urls = openBadgeUrls(config);
  return {
    id: urls.achievement(badge.id),
    type: ['Achievement'],
    achievementType: 'Badge',
    name: badge.name,
    description: badge.description,
    criteria: { narrative: criteriaNarrative(badge) },
    image: { id: urls.image(badge.id, 'png'), type: 'Image', caption: badge.name },
    // BCP 47 as the schema writes it; a language stored otherwise is left out rather than invalid.
    ...(BCP47.test(badge.language) ? { inLanguage: badge.language } : {}),
    creator: issuerProfile(config),
  };
}

/** The standalone Achievement document (its own @context). */
export const achievementDocument = (config: Config, badge: BadgeRecord) => ({
  '@context': [VC_CONTEXT, OB3_CONTEXT],
  ...achievement(config, badge),
});

export const profileDocument = (config: Config) => ({
  '@context': [VC_CONTEXT, OB3_CONTEXT],
  ...issuerProfile(config),
});

/**
 * The award as an OpenBadgeCredential (unsigned; sign.ts wraps it as a VC-JWT). The learner is named by
 * a salted hash of their email, so the credential does not publish the address, and by a pseudonymous
 * subject id (the JWT's `sub`) that reveals no internal id.
 */
export function openBadgeCredential(config: Config, award: AwardRecord, secret: string) {
  const urls = openBadgeUrls(config);
  const recipient = recipientIdentity(secret, award);
  return {
    '@context': [VC_CONTEXT, OB3_CONTEXT, OB3_EXTENSIONS_CONTEXT],
    id: urls.credential(award.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(config),
    validFrom: dateTimeZ(award.awardedAt),
    awardedDate: dateTimeZ(award.awardedAt),
    name: award.badge.name,
    description: award.badge.description || undefined,
    image: { id: urls.image(award.badge.id, 'png'), type: 'Image', caption: award.badge.name },
    credentialSubject: {
      id: recipient.subjectId,
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: recipient.identityHash,
          identityType: 'emailAddress',
          hashed: true,
          salt: recipient.salt,
        },
      ],
      achievement: achievement(config, award.badge),
    },
    credentialStatus: {
      id: `${urls.statusList}#${award.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(award.statusIndex),
      statusListCredential: urls.statusList,
    },
    credentialSchema: [OB3_CREDENTIAL_SCHEMA],
  };
}
export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;
