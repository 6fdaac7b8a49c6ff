// The revocation list of every award (W3C Bitstring Status List v1.0): one bit per award at its
// status_index, 1 = revoked. The bitstring is at least 131,072 bits (16 KB, the spec's minimum, so a
// list of few awards does not tell how many were revoked), index 0 the left-most bit (the most
// significant bit of the first byte), GZIP-compressed and Multibase base64url-encoded ('u' prefix).
import { gzipSync } from 'node:zlib';
import type { ServerConfig } from '../../config';
import { dateTimeZ, VC_CONTEXT } from './documents';
import type { StatusSnapshot } from './store';
import { openBadgeUrls } from './urls';

export const MIN_STATUS_BITS = 131_072;

export function bitstring({ revoked, highest }: StatusSnapshot): Buffer {
  // Whole 16 KB blocks, so the length says little about the number of awards.
  const bits = Math.ceil((highest + 1) / MIN_STATUS_BITS) * MIN_STATUS_BITS;
  const bytes = Buffer.alloc(Math.max(bits, MIN_STATUS_BITS) / 8);
  for (const index of revoked) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return bytes;
}

export const encodeList = (bytes: Buffer) => `u${gzipSync(bytes).toString('base64url')}`;

/** How long a verifier may keep the list (also the HTTP max-age): a revocation shows within a minute. */
export const STATUS_TTL_SECONDS = 60;

export function statusListCredential(
  config: Pick<ServerConfig, 'publicUrl'>,
  snapshot: StatusSnapshot,
  now: Date,
) {
  const url = openBadgeUrls(config).statusList;
  return {
    '@context': [VC_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    // By URL: the VC 2.0 context alone does not define the OB 3.0 Profile type.
    issuer: openBadgeUrls(config).issuer,
    validFrom: dateTimeZ(now),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeList(bitstring(snapshot)),
      ttl: STATUS_TTL_SECONDS * 1000,
    },
  };
}
