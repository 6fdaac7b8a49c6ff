// What a certificate's row means to its reader: the printed number, its status on a calendar day, and the
// prepared LinkedIn address. One reading for the learner's list and the public verification page.
import { daysBetween } from '../../../src/schemas/assignmentDue';

/** Within this many days of the expiry day a valid certificate shows as "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;

export type CertificateStatus = 'VALID' | 'EXPIRING_SOON' | 'EXPIRED' | 'REVOKED';

// As printed on the certificate (C-000123): one definition, the one the PDF prints.
export { certificateNumber } from '../certificates/values';

/**
 * The status on `today` (YYYY-MM-DD in the learner's time zone). The expiry day is the first day the
 * certificate no longer counts, as a recertification's due day (src/schemas/assignmentDue.ts).
 */
export function certificateStatus(
  row: { revokedAt: Date | null; expiresOn: string | null },
  today: string,
): CertificateStatus {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresOn === null) return 'VALID';
  const left = daysBetween(today, row.expiresOn);
  if (left <= 0) return 'EXPIRED';
  return left <= EXPIRING_SOON_DAYS ? 'EXPIRING_SOON' : 'VALID';
}

export interface LinkedInFields {
  name: string;
  organizationName: string;
  issueYear: number;
  issueMonth: number;
  expirationYear: number | null;
  expirationMonth: number | null;
  certUrl: string;
  certId: string;
}

/**
 * LinkedIn's "add to profile" address with the form filled in. URLSearchParams encodes every value
 * (spaces as +, & = # and non-Latin letters percent-encoded), so a title cannot add or cut parameters.
 */
export function linkedInAddToProfileUrl(fields: LinkedInFields): string {
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: fields.name });
  params.set('organizationName', fields.organizationName);
  params.set('issueYear', String(fields.issueYear));
  params.set('issueMonth', String(fields.issueMonth));
  if (fields.expirationYear !== null && fields.expirationMonth !== null) {
    params.set('expirationYear', String(fields.expirationYear));
    params.set('expirationMonth', String(fields.expirationMonth));
  }
  params.set('certUrl', fields.certUrl);
  params.set('certId', fields.certId);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** Year and month (1-12) of a YYYY-MM-DD day. */
export const yearMonth = (day: string): [number, number] => [
  Number(day.slice(0, 4)),
  Number(day.slice(5, 7)),
];
