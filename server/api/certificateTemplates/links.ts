// Attaching a template to a medium or a learning path (with an optional validity in months) and
// detaching it. A medium or path has at most one template (unique index): attaching replaces the link it
// had, and the audit says which template it replaced. Certificates already issued are not touched.
import { eq } from 'drizzle-orm';
import { certificateLinks, certificateTemplates } from '../../db/schema/credentials';
import { media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { writeAudit } from '../audit/record';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { lockTemplates } from './change';
import { checkId } from '../ids';
import { checkValidity } from './rules';
import { loadOneTemplate } from './store';

export const setCertificateLink: MutationResolvers['setCertificateLink'] = async (_p, { input }, context) => {
  const { db, viewer } = context;
  const templateId = checkId('templateId', input.templateId);
  if (!input.mediaId === !input.pathId)
    throw badUserInput('mediaId', 'Choose either a medium or a learning path.');
  const mediaId = input.mediaId ? checkId('mediaId', input.mediaId) : null;
  const pathId = input.pathId ? checkId('pathId', input.pathId) : null;
  const validityMonths = checkValidity(input.validityMonths);
  await db.transaction(async (tx) => {
    await lockTemplates(tx, [templateId], 'templateId');
    const [subject] = mediaId
      ? await tx.select({ id: media.id, title: media.title }).from(media).where(eq(media.id, mediaId))
      : await tx
          .select({ id: learningPaths.id, title: learningPaths.title })
          .from(learningPaths)
          .where(eq(learningPaths.id, pathId!));
    if (!subject)
      throw badUserInput(
        mediaId ? 'mediaId' : 'pathId',
        mediaId ? 'There is no medium with this id.' : 'There is no learning path with this id.',
      );
    const [before] = await tx
      .select({
        id: certificateLinks.id,
        templateId: certificateLinks.templateId,
        validityMonths: certificateLinks.validityMonths,
      })
      .from(certificateLinks)
      .where(mediaId ? eq(certificateLinks.mediaId, mediaId) : eq(certificateLinks.pathId, pathId!))
      .for('update');
    if (before) await tx.delete(certificateLinks).where(eq(certificateLinks.id, before.id));
    const [link] = await tx
      .insert(certificateLinks)
      .values({ templateId, mediaId, pathId, validityMonths })
      .returning();
    if (!link) throw new Error('The link could not be written.');
    await writeAudit(tx, viewer, {
      action: 'certificateTemplate.link',
      entityType: 'certificateTemplate',
      entityId: templateId,
      before: before
        ? { templateId: before.templateId, mediaId, pathId, validityMonths: before.validityMonths }
        : null,
      after: {
        templateId,
        mediaId,
        pathId,
        title: subject.title,
        validityMonths,
        replaced: before?.templateId ?? null,
      },
    });
  });
  return loadOneTemplate(db, templateId);
};

export const removeCertificateLink: MutationResolvers['removeCertificateLink'] = async (
  _p,
  { id },
  context,
) => {
  const { db, viewer } = context;
  if (!/^[1-9][0-9]{0,9}$/.test(id.trim()) || Number(id) > 2_147_483_647)
    throw badUserInput('id', `"${id}" is not a valid link id.`);
  const linkId = Number(id);
  const templateId = await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(certificateLinks)
      .where(eq(certificateLinks.id, linkId))
      .for('update');
    if (!link) throw badUserInput('id', 'There is no such link; it may have been removed already.');
    await tx.delete(certificateLinks).where(eq(certificateLinks.id, linkId));
    const [template] = await tx
      .select({ id: certificateTemplates.id })
      .from(certificateTemplates)
      .where(eq(certificateTemplates.id, link.templateId));
    await writeAudit(tx, viewer, {
      action: 'certificateTemplate.unlink',
      entityType: 'certificateTemplate',
      entityId: link.templateId,
      before: { mediaId: link.mediaId, pathId: link.pathId, validityMonths: link.validityMonths },
      after: null,
    });
    return template!.id;
  });
  return loadOneTemplate(db, templateId);
};
