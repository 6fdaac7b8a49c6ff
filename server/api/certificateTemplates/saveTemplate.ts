// Creates a template or changes one, in one transaction. A design that differs from the current version's
// is written as a new version row (never an update: issued certificates point at their version) and the
// current version goes up by one; a name-only change keeps the version. Every check runs before anything
// is written, so a refusal stores nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateTemplates, certificateTemplateVersions } from '../../db/schema/credentials';
import { files } from '../../db/schema/media';
import type { CertificateDesign } from '../../../src/schemas/certificateDesign';
import { writeAudit } from '../audit/record';
import { badUserInput, conflict } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkId } from '../ids';
import { checkName, parseDesign } from './rules';
import { nextUpdatedAt } from '../updatedAt';
import { auditOf, currentDesign, loadOneTemplate, loadTemplate } from './store';

/** JSON with sorted keys: two designs are the same when they say the same, whatever the key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The background must be an uploaded IMAGE or PDF. */
async function checkBackground(tx: Db, design: CertificateDesign): Promise<void> {
  if (!design.backgroundFileId) return;
  const [file] = await tx
    .select({ kind: files.kind })
    .from(files)
    .where(eq(files.id, design.backgroundFileId));
  if (!file) throw badUserInput('design.backgroundFileId', 'There is no uploaded file with this id.');
  if (file.kind !== 'IMAGE' && file.kind !== 'PDF')
    throw badUserInput('design.backgroundFileId', 'The background must be an image or a PDF.');
}

export const saveCertificateTemplate: MutationResolvers['saveCertificateTemplate'] = async (
  _p,
  { input },
  context,
) => {
  const { db, viewer } = context;
  const id = input.id ? checkId('id', input.id) : null;
  const name = checkName(input.name);
  const design = parseDesign(input.design);
  const savedId = await db.transaction(async (tx) => {
    await checkBackground(tx, design);
    if (!id) {
      const [row] = await tx
        .insert(certificateTemplates)
        .values({ name, currentVersion: 1, createdBy: viewer.userId, updatedBy: viewer.userId })
        .returning();
      if (!row) throw new Error('The template could not be written.');
      await tx
        .insert(certificateTemplateVersions)
        .values({ templateId: row.id, version: 1, design, createdBy: viewer.userId });
      await writeAudit(tx, viewer, {
        action: 'certificateTemplate.create',
        entityType: 'certificateTemplate',
        entityId: row.id,
        after: auditOf(row),
      });
      return row.id;
    }
    const [before] = await tx
      .select()
      .from(certificateTemplates)
      .where(eq(certificateTemplates.id, id))
      .for('update');
    if (!before) throw badUserInput('id', 'There is no certificate template with this id.');
    if (input.expectedUpdatedAt && before.updatedAt.getTime() > new Date(input.expectedUpdatedAt).getTime())
      throw conflict(
        `Someone else changed "${before.name}" after you opened it. Reload to see their version, or save yours over it.`,
        await loadTemplate(tx, before.id),
      );
    const designChanged = canonical(await currentDesign(tx, before)) !== canonical(design);
    if (!designChanged && before.name === name) return before.id;
    const version = designChanged ? before.currentVersion + 1 : before.currentVersion;
    if (designChanged)
      await tx
        .insert(certificateTemplateVersions)
        .values({ templateId: before.id, version, design, createdBy: viewer.userId });
    const [after] = await tx
      .update(certificateTemplates)
      .set({
        name,
        currentVersion: version,
        updatedBy: viewer.userId,
        updatedAt: nextUpdatedAt(before.updatedAt),
      })
      .where(eq(certificateTemplates.id, before.id))
      .returning();
    if (!after) throw new Error('The template could not be written.');
    await writeAudit(tx, viewer, {
      action: 'certificateTemplate.update',
      entityType: 'certificateTemplate',
      entityId: after.id,
      before: auditOf(before),
      after: auditOf(after),
    });
    return after.id;
  });
  return loadOneTemplate(db, savedId);
};
