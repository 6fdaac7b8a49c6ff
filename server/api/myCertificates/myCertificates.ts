// The caller's own certificates (/my-certificates). Only rows of the viewer; statuses on today's date in
// their time zone (users.time_zone, else UTC), the same day rule the verification page applies.
import { desc, eq } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import { users } from '../../db/schema/core';
import { certificates } from '../../db/schema/credentials';
import { localDate } from '../../../src/schemas/assignmentDue';
import { certificateDownloadPath } from '../certificates/download';
import { certificateVerificationUrl } from '../openBadges/urls';
import type { MyCertificate, QueryResolvers } from '../generated/resolvers';
import { certificateNumber, certificateStatus, linkedInAddToProfileUrl, yearMonth } from './rules';

const MAX_ROWS = 500;

/** Where the PDF is downloaded (the route's own path), beside the API endpoint as the app reaches every REST route. */
export const certificateDownloadUrl = (config: ServerConfig, id: string): string =>
  new URL(
    certificateDownloadPath(id).replace(/^\//, ''),
    new URL('.', new URL(config.app.API_URL, `${config.publicUrl}/`)),
  ).href;

type Row = typeof certificates.$inferSelect;

export function toMyCertificate(
  config: ServerConfig,
  row: Row,
  timeZone: string | null,
  now: Date,
): MyCertificate {
  const number = certificateNumber(row.number);
  const verificationUrl = certificateVerificationUrl(config, row.code);
  const [issueYear, issueMonth] = yearMonth(localDate(row.issuedAt, timeZone));
  const [expirationYear, expirationMonth] = row.expiresOn ? yearMonth(row.expiresOn) : [null, null];
  const fields = {
    name: row.data.title,
    organizationName: config.organisationName,
    issueYear,
    issueMonth,
    expirationYear,
    expirationMonth,
    certUrl: verificationUrl,
    certId: number,
  };
  return {
    id: row.id,
    number,
    title: row.data.title,
    status: certificateStatus(row, localDate(now, timeZone)),
    pdfStatus: row.pdfStatus,
    issuedAt: row.issuedAt,
    completedOn: row.completedOn,
    expiresOn: row.expiresOn,
    revokedAt: row.revokedAt,
    verificationUrl,
    downloadUrl: certificateDownloadUrl(config, row.id),
    linkedIn: { ...fields, addToProfileUrl: linkedInAddToProfileUrl(fields) },
  };
}

export const myCertificates: QueryResolvers['myCertificates'] = async (
  _parent,
  _args,
  { db, viewer, config },
) => {
  const [rows, [user]] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, viewer.userId))
      .orderBy(desc(certificates.issuedAt), desc(certificates.number))
      .limit(MAX_ROWS),
    db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, viewer.userId)),
  ]);
  const now = new Date();
  return rows.map((row) => toMyCertificate(config, row, user?.timeZone ?? null, now));
};
