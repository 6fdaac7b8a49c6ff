// Issuing certificates: on a completion (in the transaction that recorded it, so a rollback takes the
// certificate back too), by an administrator, or as the re-issue of a revoked or expired one. The row
// freezes everything printed (name, title, dates in the learner's format and zone) and the template
// version, so a later edit of the template or the profile never changes an issued certificate. The
// PDF is rendered later by the render job, woken after the commit (achievements/bridge.ts).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificateLinks,
  certificates,
  certificateTemplates,
  type IssuedCertificateData,
} from '../../db/schema/credentials';
import { users } from '../../db/schema/core';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { DEFAULT_DATE_FORMAT } from '../../identity/claims';
import { addMonths, localDate } from '../../../src/schemas/assignmentDue';
import type { Completion } from '../achievements/completion';
import { emitAchievement } from '../achievements/events';
import { mailCertificateIssued } from '../mailEvents/achievementMails';
import { certificateNumber } from './values';

export type CertificateSubject = Completion['subject'];

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const CODE_LENGTH = 20;

/** 20 base32 characters of fresh random bits (100 bits): never derived from the row, so never guessable. */
export function newCertificateCode(): string {
  const bytes = randomBytes(13);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CODE_LENGTH) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

export const subjectKey = (subject: CertificateSubject) =>
  subject.kind === 'MEDIUM' ? `media:${subject.mediaId}` : `path:${subject.pathId}`;

/** The configured default locale: the certificate of someone without a locale of their own is in it. */
const appDefaultLocale = () => process.env.DEFAULT_LOCALE?.trim() || 'en';

export interface LinkedTemplate {
  templateId: string;
  version: number;
  validityMonths: number | null;
}

/** The template attached to the medium or path, when it has one that is not archived. */
export async function linkedTemplate(
  db: Db,
  subject: CertificateSubject,
): Promise<LinkedTemplate | undefined> {
  const [row] = await db
    .select({
      templateId: certificateTemplates.id,
      version: certificateTemplates.currentVersion,
      validityMonths: certificateLinks.validityMonths,
    })
    .from(certificateLinks)
    .innerJoin(certificateTemplates, eq(certificateTemplates.id, certificateLinks.templateId))
    .where(
      and(
        subject.kind === 'MEDIUM'
          ? eq(certificateLinks.mediaId, subject.mediaId)
          : eq(certificateLinks.pathId, subject.pathId),
        isNull(certificateTemplates.archivedAt),
      ),
    )
    .limit(1);
  return row;
}

async function subjectTitle(db: Db, subject: CertificateSubject, locale: string): Promise<string> {
  if (subject.kind === 'MEDIUM') {
    const [row] = await db.select({ title: media.title }).from(media).where(eq(media.id, subject.mediaId));
    return row?.title ?? '';
  }
  const [row] = await db
    .select({
      title: learningPaths.title,
      language: learningPaths.language,
      translations: learningPaths.translations,
    })
    .from(learningPaths)
    .where(eq(learningPaths.id, subject.pathId));
  if (!row) return '';
  return (row.language !== locale && row.translations[locale]?.title?.trim()) || row.title;
}

export interface IssueInput {
  userId: string;
  subject: CertificateSubject;
  template: LinkedTemplate;
  roundKey: string;
  /** The completion's instant: its day in the learner's zone is the completion date printed. */
  completedAt: Date;
  /** A completion day kept from an earlier certificate (a re-issue); else completedAt's day. */
  completedOn?: string;
  score: number | null;
  issuedBy: string | null;
  replacesId?: string | null;
}

/**
 * Inserts the certificate unless this (learner, subject, round) already has one; answers the new id,
 * or undefined when it existed. The event is emitted only for a row really inserted.
 */
export async function issueCertificate(db: Db, input: IssueInput): Promise<string | undefined> {
  const [learner] = await db
    .select({
      name: users.name,
      locale: users.locale,
      dateFormat: users.dateFormat,
      timeZone: users.timeZone,
      // Drizzle leaves column names unqualified in a subquery: written out with aliases.
      unitName: sql<string | null>`(
        select un.name from user_units uu join units un on un.id = uu.unit_id
        where uu.user_id = users.id
        order by un.is_general, uu.created_at, un.id limit 1)`,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!learner) throw new Error(`No user ${input.userId} to issue a certificate to.`);
  const locale = learner.locale ?? appDefaultLocale();
  const completedOn = input.completedOn ?? localDate(input.completedAt, learner.timeZone);
  const expiresOn = input.template.validityMonths
    ? addMonths(completedOn, input.template.validityMonths)
    : null;
  const data: IssuedCertificateData = {
    learnerName: learner.name,
    title: await subjectTitle(db, input.subject, locale),
    completedOn,
    expiresOn,
    score: input.score,
    unitName: learner.unitName,
    dateFormat: learner.dateFormat ?? DEFAULT_DATE_FORMAT,
  };
  const [row] = await db
    .insert(certificates)
    .values({
      code: newCertificateCode(),
      userId: input.userId,
      templateId: input.template.templateId,
      templateVersion: input.template.version,
      mediaId: input.subject.kind === 'MEDIUM' ? input.subject.mediaId : null,
      pathId: input.subject.kind === 'PATH' ? input.subject.pathId : null,
      subjectKey: subjectKey(input.subject),
      roundKey: input.roundKey,
      locale,
      data,
      completedOn,
      expiresOn,
      issuedBy: input.issuedBy,
      replacesId: input.replacesId ?? null,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.subjectKey, certificates.roundKey] })
    .returning({ id: certificates.id, number: certificates.number, code: certificates.code });
  if (!row) return undefined;
  emitAchievement(db, { type: 'certificateIssued', certificateId: row.id, userId: input.userId });
  await mailCertificateIssued(db, {
    userId: input.userId,
    title: data.title,
    number: certificateNumber(row.number),
    code: row.code,
    completedOn,
  });
  return row.id;
}

/** Completions recorded by enrolments/store.ts and pathProgress/refresh.ts, in their transaction. */
export async function issueCertificatesOnCompletions(
  db: Db,
  completions: readonly Completion[],
): Promise<void> {
  for (const completion of completions) {
    // One indexed lookup when nothing is attached: the common case stays cheap in the progress request.
    const template = await linkedTemplate(db, completion.subject);
    if (!template) continue;
    await issueCertificate(db, {
      userId: completion.userId,
      subject: completion.subject,
      template,
      // A retried request for the same completion collides on the unique index; a new round does not.
      roundKey: completion.at.toISOString(),
      completedAt: completion.at,
      score: completion.score,
      issuedBy: null,
    });
  }
}

/** The certificates of a subject, oldest first (tests and the admin list's detail). */
export const certificatesOf = (db: Db, userId: string, subject: CertificateSubject) =>
  db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.subjectKey, subjectKey(subject))))
    .orderBy(asc(certificates.number));
