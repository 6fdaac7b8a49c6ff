// Reading templates for the API: the list's summaries (version, links, issued certificates) and one
// template with its current design, its versions (who saved each) and its links (the medium's or path's
// title). Also the audit's view of a template, so every mutation records the same fields.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import {
  certificateLinks,
  certificates,
  certificateTemplates,
  certificateTemplateVersions,
} from '../../db/schema/credentials';
import { files, media } from '../../db/schema/media';
import { learningPaths } from '../../db/schema/paths';
import { fileUrl } from '../../files/store';
import type { CertificateDesign } from '../../../src/schemas/certificateDesign';
import type { CertificateTemplate, CertificateTemplateSummary } from '../generated/resolvers';

export type TemplateRow = typeof certificateTemplates.$inferSelect;

export async function currentDesign(db: Db, row: TemplateRow): Promise<CertificateDesign> {
  const [version] = await db
    .select({ design: certificateTemplateVersions.design })
    .from(certificateTemplateVersions)
    .where(
      and(
        eq(certificateTemplateVersions.templateId, row.id),
        eq(certificateTemplateVersions.version, row.currentVersion),
      ),
    );
  if (!version) throw new Error(`Template ${row.id} has no version ${row.currentVersion}.`);
  return version.design;
}

/** The audit's fields of a template (the design's version, not its whole JSON twice). */
export const auditOf = (row: TemplateRow) => ({
  name: row.name,
  currentVersion: row.currentVersion,
  archivedAt: row.archivedAt,
});

const linkCountSql = sql<number>`(select count(*)::int from ${certificateLinks} l where l.template_id = certificate_templates.id)`;
const issuedCountSql = sql<number>`(select count(*)::int from ${certificates} c where c.template_id = certificate_templates.id)`;
export const TEMPLATE_COUNTS = { linkCount: linkCountSql, issuedCount: issuedCountSql };

export async function loadSummaries(db: Db, ids: readonly string[]): Promise<CertificateTemplateSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: certificateTemplates.id,
      name: certificateTemplates.name,
      currentVersion: certificateTemplates.currentVersion,
      archivedAt: certificateTemplates.archivedAt,
      createdAt: certificateTemplates.createdAt,
      updatedAt: certificateTemplates.updatedAt,
      linkCount: linkCountSql,
      issuedCount: issuedCountSql,
    })
    .from(certificateTemplates)
    .where(inArray(certificateTemplates.id, [...ids]));
  const byId = new Map(
    rows.map((r) => [r.id, { ...r, linkCount: Number(r.linkCount), issuedCount: Number(r.issuedCount) }]),
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function loadLinks(db: Db, templateId: string): Promise<CertificateTemplate['links']> {
  const rows = await db
    .select({
      id: certificateLinks.id,
      mediaId: certificateLinks.mediaId,
      pathId: certificateLinks.pathId,
      validityMonths: certificateLinks.validityMonths,
      mediumTitle: media.title,
      pathTitle: learningPaths.title,
    })
    .from(certificateLinks)
    .leftJoin(media, eq(media.id, certificateLinks.mediaId))
    .leftJoin(learningPaths, eq(learningPaths.id, certificateLinks.pathId))
    .where(eq(certificateLinks.templateId, templateId))
    .orderBy(certificateLinks.id);
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.mediaId ? ('MEDIUM' as const) : ('PATH' as const),
    mediaId: r.mediaId,
    pathId: r.pathId,
    title: r.mediumTitle ?? r.pathTitle ?? '',
    validityMonths: r.validityMonths,
  }));
}

/** One template as the editor reads it; null when there is none with this id. */
export async function loadTemplate(db: Db, id: string): Promise<CertificateTemplate | null> {
  const [row] = await db.select().from(certificateTemplates).where(eq(certificateTemplates.id, id));
  if (!row) return null;
  const design = await currentDesign(db, row);
  const [versions, links, [issued], background] = await Promise.all([
    db
      .select({
        version: certificateTemplateVersions.version,
        createdAt: certificateTemplateVersions.createdAt,
        createdByName: users.name,
      })
      .from(certificateTemplateVersions)
      .leftJoin(users, eq(users.id, certificateTemplateVersions.createdBy))
      .where(eq(certificateTemplateVersions.templateId, id))
      .orderBy(desc(certificateTemplateVersions.version)),
    loadLinks(db, id),
    db.select({ n: count() }).from(certificates).where(eq(certificates.templateId, id)),
    design.backgroundFileId
      ? db.select({ id: files.id, kind: files.kind }).from(files).where(eq(files.id, design.backgroundFileId))
      : Promise.resolve([]),
  ]);
  const file = background[0];
  return {
    id: row.id,
    name: row.name,
    currentVersion: row.currentVersion,
    design,
    backgroundUrl: file ? fileUrl(file.id) : null,
    backgroundKind: file?.kind ?? null,
    versions: versions.map((v) => ({ ...v, createdByName: v.createdByName || null })),
    links,
    issuedCount: issued?.n ?? 0,
    archivedAt: row.archivedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function loadOneTemplate(db: Db, id: string): Promise<CertificateTemplate> {
  const template = await loadTemplate(db, id);
  if (!template) throw new Error(`The certificate template ${id} could not be read.`);
  return template;
}
