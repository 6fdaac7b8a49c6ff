// ManagedMedium's fields that the list's query leaves out: a medium's versions and its SCORM import
// report are read only when a query asks for them (the detail page), one medium at a time.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/core';
import { files, mediaVersions, scormPackages } from '../../db/schema/media';
import { enrolments } from '../../db/schema/learning';
import type { ManagedMediumResolvers, ScormImportReport } from '../generated/resolvers';

/** Learners mid-way through the package (see active below). */
async function pinnedTo(db: Db, mediaId: string, packageId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.mediaId, mediaId),
        eq(enrolments.scormPackageId, packageId),
        eq(enrolments.status, 'INCOMPLETE'),
      ),
    );
  return row?.n ?? 0;
}

export const ManagedMedium: ManagedMediumResolvers = {
  versions: async (medium, _args, { db }) => {
    // Learners pinned to a version's package (enrolments.scorm_package_id, set with their first commit)
    // and mid-way (INCOMPLETE): the launch keeps exactly these on it after a replacement
    // (enrolments/scormPackage.ts, launchPackage); a finished learner or one who never really started
    // gets the current package. Videos and PDFs pin nothing.
    const active = sql<number>`(select count(*) from ${enrolments}
      where ${and(
        eq(enrolments.mediaId, mediaVersions.mediaId),
        eq(enrolments.scormPackageId, mediaVersions.scormPackageId),
        eq(enrolments.status, 'INCOMPLETE'),
      )})`.mapWith(Number);
    const versions = await db
      .select({
        version: mediaVersions.version,
        fileId: mediaVersions.fileId,
        fileName: files.originalName,
        createdAt: mediaVersions.createdAt,
        createdByName: users.name,
        activeLearners: active,
      })
      .from(mediaVersions)
      .leftJoin(files, eq(files.id, mediaVersions.fileId))
      .leftJoin(users, eq(users.id, mediaVersions.createdBy))
      .where(eq(mediaVersions.mediaId, medium.id))
      .orderBy(desc(mediaVersions.version));
    if (!medium.fileId || versions.some((v) => v.version === medium.version)) return versions;
    // Media seeded or made before versions were kept have no row for their file until it is replaced.
    const current = {
      version: medium.version,
      fileId: medium.fileId,
      fileName: medium.fileName,
      createdAt: medium.createdAt,
      createdByName: null,
      activeLearners: medium.scormPackageId ? await pinnedTo(db, medium.id, medium.scormPackageId) : 0,
    };
    return [current, ...versions];
  },
  importReport: async (medium, _args, { db }) => {
    if (medium.type !== 'SCORM' || !medium.scormPackageId) return null;
    const [row] = await db
      .select({ report: scormPackages.report })
      .from(scormPackages)
      .where(eq(scormPackages.id, medium.scormPackageId));
    return toReport(row?.report);
  },
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const whole = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;

/**
 * The importer's report (scorm_packages.report) as the API shows it; null for packages imported before
 * reports were kept. Read defensively: a report is stored JSON, not a checked type.
 */
export function toReport(report: unknown): ScormImportReport | null {
  if (!report || typeof report !== 'object') return null;
  const r = report as Record<string, unknown>;
  const organisations = Array.isArray(r.organisations) ? r.organisations : [];
  return {
    organisations: organisations
      .filter((o): o is Record<string, unknown> => !!o && typeof o === 'object')
      .map((o) => ({
        identifier: String(o.identifier ?? ''),
        title: String(o.title ?? ''),
        itemCount: whole(o.itemCount),
        isDefault: o.isDefault === true,
      })),
    importedOrganisation: typeof r.importedOrganisation === 'string' ? r.importedOrganisation : null,
    itemCount: whole(r.itemCount),
    scoCount: whole(r.scoCount),
    assetCount: whole(r.assetCount),
    missingFiles: strings(r.missingFiles),
    warnings: strings(r.warnings),
  };
}
