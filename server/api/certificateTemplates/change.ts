// Archive, restore and duplicate: in one transaction each, the templates locked, every change audited. A
// missing id refuses the whole call (all or nothing). An archived template keeps its links and versions;
// issuing skips it (B1's issuing reads archived_at).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificateTemplates, certificateTemplateVersions } from '../../db/schema/credentials';
import { writeAudit } from '../audit/record';
import type { ApiContext } from '../context';
import { badUserInput } from '../errors';
import type { MutationResolvers } from '../generated/resolvers';
import { checkId, checkIds } from '../ids';
import { nextUpdatedAt } from '../updatedAt';
import { NAME_MAX } from './rules';
import { auditOf, currentDesign, loadOneTemplate, loadSummaries, type TemplateRow } from './store';

/** Locks the templates; BAD_USER_INPUT naming the first id that does not exist. */
export async function lockTemplates(tx: Db, ids: readonly string[], field: string): Promise<TemplateRow[]> {
  const rows = ids.length
    ? await tx
        .select()
        .from(certificateTemplates)
        .where(inArray(certificateTemplates.id, [...ids]))
        .for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id, i) => {
    const row = byId.get(id);
    if (!row)
      throw badUserInput(
        ids.length === 1 && field === 'id' ? 'id' : `${field}.${i}`,
        `There is no certificate template with id ${id}.`,
      );
    return row;
  });
}

async function setArchived(context: ApiContext, ids: readonly string[], archive: boolean): Promise<string[]> {
  const { db, viewer } = context;
  const unique = [...new Set(checkIds('ids', ids))];
  const changed: string[] = [];
  await db.transaction(async (tx) => {
    for (const row of await lockTemplates(tx, unique, 'ids')) {
      if ((row.archivedAt !== null) === archive) continue;
      const [after] = await tx
        .update(certificateTemplates)
        .set({
          archivedAt: archive ? new Date() : null,
          updatedAt: nextUpdatedAt(row.updatedAt),
          updatedBy: viewer.userId,
        })
        .where(eq(certificateTemplates.id, row.id))
        .returning();
      if (!after) throw new Error(`The template ${row.id} could not be changed.`);
      await writeAudit(tx, viewer, {
        action: archive ? 'certificateTemplate.archive' : 'certificateTemplate.restore',
        entityType: 'certificateTemplate',
        entityId: row.id,
        before: auditOf(row),
        after: auditOf(after),
      });
      changed.push(row.id);
    }
  });
  return changed;
}

export const archiveCertificateTemplates: MutationResolvers['archiveCertificateTemplates'] = async (
  _p,
  { ids },
  context,
) => loadSummaries(context.db, await setArchived(context, ids, true));

export const restoreCertificateTemplates: MutationResolvers['restoreCertificateTemplates'] = async (
  _p,
  { ids },
  context,
) => loadSummaries(context.db, await setArchived(context, ids, false));

const COPY = ' (copy)';

// The copy starts at version 1 with the current design; links stay with the original (a medium has one
// template), so the copy is attached to nothing.
export const duplicateCertificateTemplate: MutationResolvers['duplicateCertificateTemplate'] = async (
  _p,
  { id },
  context,
) => {
  const { db, viewer } = context;
  const sourceId = checkId('id', id);
  const copyId = await db.transaction(async (tx) => {
    const [source] = await lockTemplates(tx, [sourceId], 'id');
    const design = await currentDesign(tx, source!);
    const [copy] = await tx
      .insert(certificateTemplates)
      .values({
        name: `${source!.name.slice(0, NAME_MAX - COPY.length)}${COPY}`,
        currentVersion: 1,
        createdBy: viewer.userId,
        updatedBy: viewer.userId,
      })
      .returning();
    if (!copy) throw new Error('The copy could not be written.');
    await tx
      .insert(certificateTemplateVersions)
      .values({ templateId: copy.id, version: 1, design, createdBy: viewer.userId });
    await writeAudit(tx, viewer, {
      action: 'certificateTemplate.duplicate',
      entityType: 'certificateTemplate',
      entityId: copy.id,
      after: { ...auditOf(copy), duplicateOf: source!.id },
    });
    return copy.id;
  });
  return loadOneTemplate(db, copyId);
};
