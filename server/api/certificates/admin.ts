// What administrators do with issued certificates: issue one by hand, revoke with a reason, re-issue a
// revoked or expired one, and render a failed PDF again. Each in one transaction with its audit entry.
import { eq } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { certificates, certificateTemplates } from '../../db/schema/credentials';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { localDate } from '../../../src/schemas/assignmentDue';
import { emitAchievement } from '../achievements/events';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkId } from '../ids';
import { certificateStatus } from '../myCertificates/rules';
import { issueCertificate, linkedTemplate, subjectKey, type CertificateSubject } from './issue';
import { loadIssuedCertificates } from './list';

export const REVOKE_REASON = { min: 3, max: 500 } as const;

const notFound = () =>
  createGraphQLError('There is no such certificate.', { extensions: { code: 'NOT_FOUND' } });

async function certificateRow(db: Db, rawId: string) {
  const id = checkId('id', rawId);
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function answer(db: Db, config: { publicUrl: string }, id: string) {
  const [row] = await loadIssuedCertificates(db, config, [id]);
  if (!row) throw notFound();
  return row;
}

async function subjectOf(
  db: Db,
  { mediaId, pathId }: { mediaId?: string | null; pathId?: string | null },
): Promise<{ subject: CertificateSubject; field: string }> {
  if (Boolean(mediaId) === Boolean(pathId))
    throw badUserInput('mediaId', 'Choose exactly one medium or one learning path.');
  if (mediaId) {
    const id = checkId('mediaId', mediaId);
    const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
    if (!row) throw badUserInput('mediaId', 'There is no such medium.');
    return { subject: { kind: 'MEDIUM', mediaId: id }, field: 'mediaId' };
  }
  const id = checkId('pathId', pathId!);
  const [row] = await db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.id, id));
  if (!row) throw badUserInput('pathId', 'There is no such learning path.');
  return { subject: { kind: 'PATH', pathId: id }, field: 'pathId' };
}

export const issueCertificateManually: MutationResolvers['issueCertificate'] = async (
  _parent,
  args,
  { db, config, viewer },
) => {
  const userId = checkId('userId', args.userId);
  const id = await db.transaction(async (tx) => {
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!person) throw badUserInput('userId', 'There is no such person.');
    const { subject, field } = await subjectOf(tx, args);
    const template = await linkedTemplate(tx, subject);
    if (!template)
      throw badUserInput(
        field,
        'No certificate template is attached to it: attach one on the Templates tab first.',
      );
    const now = new Date();
    const issued = await issueCertificate(tx, {
      userId,
      subject,
      template,
      roundKey: `manual:${now.toISOString()}`,
      completedAt: now,
      score: null,
      issuedBy: viewer.userId,
    });
    if (!issued) throw badUserInput('userId', 'This certificate was issued a moment ago; reload the list.');
    await writeAudit(tx, viewer, {
      action: 'certificate.issue',
      entityType: 'certificate',
      entityId: issued,
      after: {
        userId,
        subject: subjectKey(subject),
        templateId: template.templateId,
        templateVersion: template.version,
      },
    });
    return issued;
  });
  return answer(db, config, id);
};

export const revokeCertificate: MutationResolvers['revokeCertificate'] = async (
  _parent,
  args,
  { db, config, viewer },
) => {
  const reason = args.reason.trim();
  if (reason.length < REVOKE_REASON.min || reason.length > REVOKE_REASON.max)
    throw badUserInput('reason', `Give a reason of ${REVOKE_REASON.min}-${REVOKE_REASON.max} characters.`);
  const id = await db.transaction(async (tx) => {
    const row = await certificateRow(tx, args.id);
    if (row.revokedAt) throw badUserInput('id', 'This certificate is already revoked.');
    const revokedAt = new Date();
    await tx
      .update(certificates)
      .set({ revokedAt, revokedReason: reason, revokedBy: viewer.userId })
      .where(eq(certificates.id, row.id));
    await writeAudit(tx, viewer, {
      action: 'certificate.revoke',
      entityType: 'certificate',
      entityId: row.id,
      before: { revokedAt: null, revokedReason: null },
      after: { revokedAt, revokedReason: reason },
    });
    return row.id;
  });
  return answer(db, config, id);
};

export const reissueCertificate: MutationResolvers['reissueCertificate'] = async (
  _parent,
  args,
  { db, config, viewer },
) => {
  const id = await db.transaction(async (tx) => {
    const old = await certificateRow(tx, args.id);
    const [learner] = await tx
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, old.userId));
    const today = localDate(new Date(), learner?.timeZone ?? null);
    const expired = old.expiresOn !== null && old.expiresOn <= today;
    if (certificateStatus(old, today) !== 'REVOKED' && !expired)
      throw badUserInput('id', 'Only a revoked or expired certificate can be re-issued.');
    const subject: CertificateSubject | undefined = old.mediaId
      ? { kind: 'MEDIUM', mediaId: old.mediaId }
      : old.pathId
        ? { kind: 'PATH', pathId: old.pathId }
        : undefined;
    if (!subject) throw badUserInput('id', 'Its medium or learning path no longer exists.');
    // The template attached now, else the one it was issued with: in its current version either way.
    const template =
      (await linkedTemplate(tx, subject)) ??
      (await tx
        .select({ templateId: certificateTemplates.id, version: certificateTemplates.currentVersion })
        .from(certificateTemplates)
        .where(eq(certificateTemplates.id, old.templateId))
        .then(([row]) => row && { ...row, validityMonths: null }));
    if (!template) throw badUserInput('id', 'Its certificate template no longer exists.');
    const issued = await issueCertificate(tx, {
      userId: old.userId,
      subject,
      template,
      roundKey: `reissue:${old.id}`,
      // A revoked one keeps its completion day; an expired one counts again from today.
      completedAt: new Date(),
      completedOn: expired ? undefined : old.completedOn,
      score: old.data.score,
      issuedBy: viewer.userId,
      replacesId: old.id,
    });
    if (!issued) throw badUserInput('id', 'This certificate has already been re-issued.');
    await writeAudit(tx, viewer, {
      action: 'certificate.reissue',
      entityType: 'certificate',
      entityId: issued,
      after: { replacesId: old.id, templateId: template.templateId, templateVersion: template.version },
    });
    return issued;
  });
  return answer(db, config, id);
};

export const retryCertificateRender: MutationResolvers['retryCertificateRender'] = async (
  _parent,
  args,
  { db, config, viewer },
) => {
  const id = await db.transaction(async (tx) => {
    const row = await certificateRow(tx, args.id);
    if (row.pdfStatus !== 'FAILED')
      throw badUserInput('id', 'Only a PDF whose rendering failed can be tried again.');
    await tx
      .update(certificates)
      .set({ pdfStatus: 'PENDING', renderAttempts: 0, renderError: null, renderClaimedAt: null })
      .where(eq(certificates.id, row.id));
    await writeAudit(tx, viewer, {
      action: 'certificate.retryRender',
      entityType: 'certificate',
      entityId: row.id,
      before: { pdfStatus: row.pdfStatus, renderError: row.renderError },
      after: { pdfStatus: 'PENDING', renderError: null },
    });
    // Wakes the render job after the commit, as an issue does.
    emitAchievement(tx, { type: 'certificateIssued', certificateId: row.id, userId: row.userId });
    return row.id;
  });
  return answer(db, config, id);
};
