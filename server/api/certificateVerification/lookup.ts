// What the public verification page may show of a certificate: only what is printed on it (number, name,
// title, dates, issuer) and its status, never an id, an email, a unit or a revocation reason (which can
// say more about a person than the page is for). Found by its verification code or by the SHA-256 of the
// PDF as issued; an unknown and a malformed code read the same (null).
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { certificates } from '../../db/schema/credentials';
import { localDate } from '../../../src/schemas/assignmentDue';
import { certificateNumber, certificateStatus } from '../myCertificates/rules';

export type PublicCertificateStatus = 'VALID' | 'EXPIRED' | 'REVOKED';

export interface PublicCertificate {
  number: string;
  learnerName: string;
  title: string;
  /** YYYY-MM-DD. */
  completedOn: string;
  expiresOn: string | null;
  issuedAt: string;
  issuer: string;
  status: PublicCertificateStatus;
  revokedAt: string | null;
  /** Whether the issued PDF exists, so the page can offer the file check. */
  pdfAvailable: boolean;
}

/** Codes are 20 base32 characters (server/api/certificates/issue.ts); typed ones may differ in case or spacing. */
const CODE = /^[A-Z2-7]{20}$/;

export function normaliseCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 100) return null;
  const code = value.replace(/[\s-]/g, '').toUpperCase();
  return CODE.test(code) ? code : null;
}

const columns = {
  number: certificates.number,
  code: certificates.code,
  data: certificates.data,
  completedOn: certificates.completedOn,
  expiresOn: certificates.expiresOn,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  pdfStatus: certificates.pdfStatus,
  sha256: certificates.sha256,
  timeZone: users.timeZone,
};

async function findOne(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(columns)
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(where)
    .limit(1);
  return row;
}

type Found = NonNullable<Awaited<ReturnType<typeof findOne>>>;

function toPublic(config: Pick<ServerConfig, 'organisationName'>, row: Found, now: Date): PublicCertificate {
  // Expired on the learner's calendar, as their own list shows it; "expiring soon" is theirs to know.
  const status = certificateStatus(row, localDate(now, row.timeZone));
  return {
    number: certificateNumber(row.number),
    learnerName: row.data.learnerName,
    title: row.data.title,
    completedOn: row.completedOn,
    expiresOn: row.expiresOn,
    issuedAt: row.issuedAt.toISOString(),
    issuer: config.organisationName,
    status: status === 'EXPIRING_SOON' ? 'VALID' : status,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    pdfAvailable: row.pdfStatus === 'READY' && row.sha256 !== null,
  };
}

export async function certificateByCode(
  db: Db,
  config: Pick<ServerConfig, 'organisationName'>,
  code: unknown,
  now = new Date(),
): Promise<PublicCertificate | null> {
  const normalised = normaliseCode(code);
  if (!normalised) return null;
  const row = await findOne(db, eq(certificates.code, normalised));
  return row ? toPublic(config, row, now) : null;
}

/** The certificate whose issued PDF has exactly this SHA-256 (hex), with its code for the "same as" check. */
export async function certificateBySha256(
  db: Db,
  config: Pick<ServerConfig, 'organisationName'>,
  sha256: string,
  now = new Date(),
): Promise<{ code: string; certificate: PublicCertificate } | null> {
  const row = await findOne(db, eq(certificates.sha256, sha256));
  return row ? { code: row.code, certificate: toPublic(config, row, now) } : null;
}
