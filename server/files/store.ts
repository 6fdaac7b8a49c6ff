// Turns a received temp file into a stored file (and, for SCORM, an extracted package) with its rows.
// Shared by the upload route and the demo seed so both go through the same checks. Every failure
// removes what was written, so a refused or failed upload leaves neither rows nor bytes behind.
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files, scormPackages, type FileKind } from '../db/schema/media';
import { scormItems } from '../db/schema/scorm';
import { fileVideoDurationSeconds } from '../media/videoDuration';
import {
  DEFAULT_IMPORT_LIMITS,
  extractScormPackage,
  inspectScormPackage,
  type ImportLimits,
} from '../scorm/importer';
import type { ImportReport } from '../scorm/manifest';
import type { Received, Storage } from './storage';

export interface StoreInput {
  received: Received;
  kind: FileKind;
  contentType: string;
  originalName: string;
  uploadedBy: string | null;
  /** The most bytes the uploader may keep stored (files plus unpacked SCORM packages); no limit when absent. */
  quotaBytes?: number;
}

export class QuotaExceededError extends Error {}

/** What an uploader keeps stored: their files and the unpacked size of their SCORM packages. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(f.size + coalesce((p.manifest->>'totalBytes')::bigint, 0)), 0)::float8 as used
    from files f left join scorm_packages p on p.file_id = f.id where f.uploaded_by = ${userId}`);
  return Number((result as unknown as { rows: { used: number }[] }).rows[0]?.used ?? 0);
}

async function checkQuota(db: Db, input: StoreInput, unpackedBytes: number): Promise<void> {
  if (input.quotaBytes === undefined || input.uploadedBy === null) return;
  const used = await storedBytesOf(db, input.uploadedBy);
  const adding = input.received.size + unpackedBytes;
  if (used + adding > input.quotaBytes) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    throw new QuotaExceededError(
      `Storing "${input.originalName}" needs ${mb(adding)}, but you already keep ${mb(used)} of your ${mb(input.quotaBytes)}. Remove files you no longer use, or ask an administrator for more space.`,
    );
  }
}

export interface StoredScorm {
  packageId: string;
  title: string;
  launchUrl: string;
  masteryScore: number | null;
  /** What the importer found and ignored (also kept in scorm_packages.report). */
  report: ImportReport;
}

export interface StoredFile {
  id: string;
  kind: FileKind;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  url: string;
  scorm?: StoredScorm;
  /** Videos only: the length read from the container, null when it states none. */
  durationSeconds?: number | null;
}

export const fileUrl = (fileId: string) => `/files/${fileId}`;
export const scormLaunchUrl = (packageId: string, launchPath: string) =>
  `/files/scorm/${packageId}/${launchPath}`;

/** Stores the temp file; for SCORM, imports the package first and throws ScormError when it is refused. */
export async function storeReceived(
  db: Db,
  storage: Storage,
  input: StoreInput,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<StoredFile> {
  const { received } = input;
  const id = randomUUID();
  const storagePath = storage.blobPath(id);
  let packageDir: string | undefined;
  let moved = false;
  try {
    let scorm: StoredScorm | undefined;
    let packageRow: typeof scormPackages.$inferInsert | undefined;
    let itemRows: (typeof scormItems.$inferInsert)[] = [];
    if (input.kind === 'SCORM') {
      const bytes = new Uint8Array(await readFile(received.tempPath));
      const inspected = inspectScormPackage(bytes, input.originalName, limits);
      await checkQuota(db, input, inspected.summary.totalBytes);
      const packageId = randomUUID();
      packageDir = storage.scormDir(packageId);
      await extractScormPackage(bytes, inspected, packageDir);
      packageRow = {
        id: packageId,
        fileId: id,
        title: inspected.title,
        version: '1.2',
        launchPath: inspected.launchPath,
        masteryScore: inspected.masteryScore,
        manifest: inspected.summary,
        report: inspected.report,
      };
      itemRows = inspected.items.map(({ launchFile: _file, ...item }) => ({ packageId, ...item }));
      scorm = {
        packageId,
        title: inspected.title,
        launchUrl: scormLaunchUrl(packageId, inspected.launchPath),
        masteryScore: inspected.masteryScore,
        report: inspected.report,
      };
    } else await checkQuota(db, input, 0);
    // Measured once here, so progress is checked against the stored file, not the player's claim.
    const durationSeconds =
      input.kind === 'VIDEO' ? ((await fileVideoDurationSeconds(received.tempPath)) ?? null) : undefined;
    await rename(received.tempPath, storage.absolute(storagePath));
    moved = true;
    await db.transaction(async (tx) => {
      await tx.insert(files).values({
        id,
        kind: input.kind,
        originalName: input.originalName,
        contentType: input.contentType,
        size: received.size,
        sha256: received.sha256,
        storagePath,
        durationSeconds: durationSeconds ?? null,
        uploadedBy: input.uploadedBy,
      });
      if (packageRow) await tx.insert(scormPackages).values(packageRow);
      // In slices: a statement takes at most 65,535 parameters, and a manifest may list thousands of items.
      for (let i = 0; i < itemRows.length; i += 500)
        await tx.insert(scormItems).values(itemRows.slice(i, i + 500));
    });
    return {
      id,
      kind: input.kind,
      originalName: input.originalName,
      contentType: input.contentType,
      size: received.size,
      sha256: received.sha256,
      url: fileUrl(id),
      ...(scorm ? { scorm } : {}),
      ...(durationSeconds !== undefined ? { durationSeconds } : {}),
    };
  } catch (error) {
    await rm(received.tempPath, { force: true });
    if (moved) await rm(storage.absolute(storagePath), { force: true });
    if (packageDir) await rm(packageDir, { recursive: true, force: true });
    throw error;
  }
}

/** The file is a medium's file, cover or one of its versions, a learning path's cover, a badge's image or a certificate template's background (any version: an issued certificate may be rendered again with its own): it is still shown. */
export class FileInUseError extends Error {}

async function fileInUse(db: Db, fileId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from media where file_id = ${fileId} or cover_file_id = ${fileId}
    union all select 1 from learning_paths where cover_file_id = ${fileId}
    union all select 1 from badges where image_file_id = ${fileId}
    union all select 1 from certificate_template_versions where design->>'backgroundFileId' = ${fileId}::text
    union all select 1 from media_versions v
      where v.file_id = ${fileId}
         or v.scorm_package_id in (select id from scorm_packages where file_id = ${fileId})
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * Deletes a stored file with its SCORM package and their bytes. Rows go first (packages cascade)
 * so a failed delete never leaves rows pointing at missing bytes. A file a medium or one of its
 * versions holds is never deleted (FileInUseError): a learner may be mid-way through the old version.
 */
export async function removeStoredFile(db: Db, storage: Storage, fileId: string): Promise<boolean> {
  if (await fileInUse(db, fileId))
    throw new FileInUseError(`The file ${fileId} belongs to a medium or one of its versions and stays.`);
  const packages = await db
    .select({ id: scormPackages.id })
    .from(scormPackages)
    .where(eq(scormPackages.fileId, fileId));
  const [removed] = await db
    .delete(files)
    .where(eq(files.id, fileId))
    .returning({ storagePath: files.storagePath });
  if (!removed) return false;
  await rm(storage.absolute(removed.storagePath), { force: true });
  for (const pkg of packages) await rm(storage.scormDir(pkg.id), { recursive: true, force: true });
  return true;
}
