// The administrators' list of issued certificates: a page of ids (searched, filtered by status on each
// learner's own today, sorted), the count of all matches, then the page's rows.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { certificates } from '../../db/schema/credentials';
import { localDate } from '../../../src/schemas/assignmentDue';
import { likeLiteral } from '../assignments/list';
import { badUserInput } from '../errors';
import type { IssuedCertificate, QueryIssuedCertificatesArgs, QueryResolvers } from '../generated/resolvers';
import { certificateStatus, EXPIRING_SOON_DAYS } from '../myCertificates/rules';
import { certificateVerificationUrl } from '../openBadges/urls';
import { certificateDownloadPath } from './download';
import { certificateNumber } from './values';

const MAX_PAGE = 100;
const MAX_OFFSET = 100_000;

const issuer = alias(users, 'issuer');
const title = sql<string>`(${certificates.data}->>'title')`;
/** Today in the learner's time zone, as the learner's own list reads the status. */
const today = sql`(now() at time zone coalesce(${users.timeZone}, 'UTC'))::date`;

const STATUS: Record<NonNullable<IssuedCertificate['status']>, SQL> = {
  REVOKED: isNotNull(certificates.revokedAt)!,
  EXPIRED: sql`${certificates.revokedAt} is null and ${certificates.expiresOn} <= ${today}`,
  EXPIRING_SOON: sql`${certificates.revokedAt} is null and ${certificates.expiresOn} > ${today}
    and ${certificates.expiresOn} <= ${today} + ${EXPIRING_SOON_DAYS}::int`,
  VALID: sql`${certificates.revokedAt} is null
    and (${certificates.expiresOn} is null or ${certificates.expiresOn} > ${today} + ${EXPIRING_SOON_DAYS}::int)`,
};

function listCondition({ search, filter }: QueryIssuedCertificatesArgs): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const haystack = sql`lower(${users.name} || ' ' || ${users.email} || ' ' || ${title} || ' c-'
    || lpad(${certificates.number}::text, 6, '0') || ' ' || ${certificates.number}::text)`;
  const words = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) conditions.push(sql`${haystack} like ${`%${likeLiteral(word)}%`}`);
  if (filter?.status) conditions.push(STATUS[filter.status]);
  return and(...conditions);
}

function listOrder({ sort, direction }: QueryIssuedCertificatesArgs): SQL[] {
  const dir = (key: SQL | AnyColumn) => (direction === 'ASC' ? asc(key) : desc(key));
  const number = dir(certificates.number);
  switch (sort ?? 'ISSUED') {
    case 'NUMBER':
      return [number];
    case 'LEARNER':
      return [dir(sql`lower(${users.name})`), number];
    case 'TITLE':
      return [dir(sql`lower(${title})`), number];
    case 'EXPIRES':
      return [sql`${certificates.expiresOn} is null`, dir(certificates.expiresOn), number];
    case 'ISSUED':
      return [dir(certificates.issuedAt), number];
  }
}

/** The rows of these certificates as the API answers them, in the order of `ids`. */
export async function loadIssuedCertificates(
  db: Db,
  config: Pick<ServerConfig, 'publicUrl'>,
  ids: string[],
): Promise<IssuedCertificate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      certificate: certificates,
      learnerName: users.name,
      learnerEmail: users.email,
      timeZone: users.timeZone,
      issuedByName: issuer.name,
      replacedById: sql<
        string | null
      >`(select r.id from certificates r where r.replaces_id = ${certificates.id} limit 1)`,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .leftJoin(issuer, eq(issuer.id, certificates.issuedBy))
    .where(inArray(certificates.id, ids));
  const byId = new Map(rows.map((row) => [row.certificate.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const c = row.certificate;
    return [
      {
        id: c.id,
        number: certificateNumber(c.number),
        userId: c.userId,
        learnerName: row.learnerName,
        learnerEmail: row.learnerEmail,
        title: c.data.title,
        mediaId: c.mediaId,
        pathId: c.pathId,
        templateId: c.templateId,
        templateVersion: c.templateVersion,
        status: certificateStatus(c, localDate(new Date(), row.timeZone)),
        pdfStatus: c.pdfStatus,
        renderError: c.renderError,
        issuedAt: c.issuedAt,
        issuedByName: row.issuedByName,
        completedOn: c.completedOn,
        expiresOn: c.expiresOn,
        revokedAt: c.revokedAt,
        revokedReason: c.revokedReason,
        replacesId: c.replacesId,
        replacedById: row.replacedById,
        verificationUrl: certificateVerificationUrl(config, c.code),
        downloadUrl: certificateDownloadPath(c.id),
      },
    ];
  });
}

export const issuedCertificateList: QueryResolvers['issuedCertificates'] = async (
  _parent,
  args,
  { db, config },
) => {
  const first = args.first ?? 25;
  const offset = args.offset ?? 0;
  if (first < 1 || first > MAX_PAGE) throw badUserInput('first', `first must be 1-${MAX_PAGE}.`);
  if (offset < 0 || offset > MAX_OFFSET) throw badUserInput('offset', `offset must be 0-${MAX_OFFSET}.`);
  const where = listCondition(args);
  const [counted] = await db
    .select({ total: count() })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(where);
  const total = counted?.total ?? 0;
  const page = await db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(where)
    .orderBy(...listOrder(args))
    .limit(first)
    .offset(offset);
  const items = await loadIssuedCertificates(
    db,
    config,
    page.map((row) => row.id),
  );
  return { items, total, offset, hasMore: offset + page.length < total };
};
