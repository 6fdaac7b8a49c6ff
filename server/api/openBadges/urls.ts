// The stable public addresses of the Open Badges documents (served by openBadges/http.ts). Credentials
// name them (issuer, achievement, status list), so they must never move: a change breaks every badge
// already in somebody's wallet or backpack.
import type { ServerConfig } from '../../config';

type Origin = Pick<ServerConfig, 'publicUrl'>;

export const OB_PREFIX = '/ob';

export const openBadgeUrls = ({ publicUrl }: Origin) => ({
  /** Open Badges 3.0 issuer Profile (JSON). */
  issuer: `${publicUrl}${OB_PREFIX}/v3/issuer`,
  /** The public keys credentials are signed with (JWK Set). */
  jwks: `${publicUrl}${OB_PREFIX}/v3/jwks`,
  /** The revocation list of every award (BitstringStatusListCredential). */
  statusList: `${publicUrl}${OB_PREFIX}/v3/status/1`,
  achievement: (badgeId: string) => `${publicUrl}${OB_PREFIX}/v3/achievements/${badgeId}`,
  /** The award's OpenBadgeCredential: + '.json', '.jwt', '.png' (baked), '.svg' (baked). */
  credential: (awardId: string) => `${publicUrl}${OB_PREFIX}/v3/credentials/${awardId}`,
  image: (badgeId: string, format: 'png' | 'svg') => `${publicUrl}${OB_PREFIX}/images/${badgeId}.${format}`,
  /** Open Badges 2.0: issuer, BadgeClass, hosted Assertion (+ '.png', baked). */
  v2Issuer: `${publicUrl}${OB_PREFIX}/v2/issuer`,
  v2Badge: (badgeId: string) => `${publicUrl}${OB_PREFIX}/v2/badges/${badgeId}`,
  v2Assertion: (awardId: string) => `${publicUrl}${OB_PREFIX}/v2/assertions/${awardId}`,
});

/** A certificate's public verification page (also in its QR code). */
export const certificateVerificationUrl = ({ publicUrl }: Origin, code: string) =>
  `${publicUrl}/verify/${code}`;
