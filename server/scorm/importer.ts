// Checks a SCORM 1.2 package completely in memory (zip structure, paths, sizes, manifest, launch file)
// and only then extracts it, so a refused package never leaves anything on disk.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ScormError } from './errors';
import {
  parseManifest,
  type ImportReport,
  type ManifestSummary,
  type PackageItem,
  type ParsedManifest,
} from './manifest';
import { invalidManifest } from './resources';
import { listZip, readEntry, writeEntry, type ZipEntry, type ZipLimits } from './zip';

export interface ImportLimits extends ZipLimits {
  maxManifestBytes: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxManifestBytes: 4 * 1024 * 1024,
  maxRatio: 100,
  ratioFreeBytes: 1024 * 1024,
};

export interface InspectedPackage {
  title: string;
  launchFile: string;
  launchPath: string;
  masteryScore: number | null;
  summary: ManifestSummary & { fileCount: number; totalBytes: number };
  /** The imported organisation's items in document order. */
  items: PackageItem[];
  report: ImportReport;
  entries: ZipEntry[];
}

const MANIFEST = 'imsmanifest.xml';

function decodeManifest(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const label = /^<\?xml[^>]*encoding\s*=\s*["']([\w.-]+)["']/i.exec(head)?.[1];
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * The manifest read, or the package refused: whatever else goes wrong on a manifest (a case the reader
 * did not foresee) is still the manifest's fault for the uploader, a 422 and never a 500. The error
 * itself is logged, since it is a gap in the reader to fix.
 */
function readManifest(data: Uint8Array, entry: ZipEntry, fallbackTitle: string): ParsedManifest {
  try {
    return parseManifest(decodeManifest(readEntry(data, entry)), fallbackTitle);
  } catch (error) {
    if (error instanceof ScormError) throw error;
    console.error('scorm: reading a manifest failed unexpectedly', error);
    throw invalidManifest('it could not be read');
  }
}

export function inspectScormPackage(
  data: Uint8Array,
  originalName: string,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): InspectedPackage {
  const entries = listZip(data, limits);
  const manifestEntry = entries.find((e) => e.name.toLowerCase() === MANIFEST);
  if (!manifestEntry) {
    const nested = entries.find((e) => !e.isDirectory && e.name.toLowerCase().endsWith(`/${MANIFEST}`));
    if (nested) {
      const folder = nested.name.slice(0, nested.name.length - MANIFEST.length - 1);
      throw new ScormError(
        'SCORM_MANIFEST_NOT_AT_ROOT',
        `The package's imsmanifest.xml is inside the folder "${folder}"; it must be at the root of the zip. Zip the contents of that folder, not the folder itself.`,
      );
    }
    throw new ScormError(
      'SCORM_NO_MANIFEST',
      'The zip has no imsmanifest.xml, so it is not a SCORM package. Export the course as a SCORM 1.2 package and upload that zip.',
    );
  }
  if (manifestEntry.size > limits.maxManifestBytes) {
    throw new ScormError(
      'SCORM_TOO_LARGE',
      `The package's imsmanifest.xml is larger than ${limits.maxManifestBytes} bytes.`,
    );
  }
  const fallbackTitle = originalName.replace(/\.zip$/i, '') || 'SCORM package';
  const manifest = readManifest(data, manifestEntry, fallbackTitle);

  const files = entries.filter((e) => !e.isDirectory);
  const fileNames = new Set(files.map((e) => e.name));
  for (const entry of entries) {
    const segments = entry.name.replace(/\/$/, '').split('/');
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/');
      if (fileNames.has(parent)) {
        throw new ScormError(
          'SCORM_ZIP_CORRUPT',
          `The package contains "${parent}" both as a file and as a folder. Rename one of them and create the package again.`,
        );
      }
    }
  }
  if (!files.some((e) => e.name === manifest.launchFile)) {
    throw new ScormError(
      'SCORM_LAUNCH_MISSING',
      `The launch file "${manifest.launchFile}" named in imsmanifest.xml is not in the package. Add it to the zip or correct the href.`,
    );
  }
  // Only the first launch file refuses the package (nothing could start); other files the manifest names
  // but the zip lacks are listed in the report, since most of a course may still play.
  const { referencedFiles, report, ...parsed } = manifest;
  const missingFiles = referencedFiles.filter((name) => !fileNames.has(name));
  return {
    ...parsed,
    report: { ...report, missingFiles },
    summary: {
      ...manifest.summary,
      fileCount: files.length,
      totalBytes: files.reduce((sum, e) => sum + e.size, 0),
    },
    entries,
  };
}

/**
 * Writes every entry below `targetDir`, which must not exist yet. Extraction goes to a sibling
 * folder first and is renamed at the end, so a failure halfway leaves no half-served package.
 */
export async function extractScormPackage(
  data: Uint8Array,
  inspected: InspectedPackage,
  targetDir: string,
): Promise<void> {
  const staging = `${targetDir}.partial-${randomUUID()}`;
  const root = path.resolve(staging);
  try {
    await mkdir(root, { recursive: true });
    for (const entry of inspected.entries) {
      const destination = path.resolve(root, entry.name);
      // listZip already refused unsafe names; this guards the invariant where the write happens.
      if (!destination.startsWith(root + path.sep))
        throw new Error(`Refusing to write outside the package: ${entry.name}`);
      if (entry.isDirectory) {
        await mkdir(destination, { recursive: true });
        continue;
      }
      await mkdir(path.dirname(destination), { recursive: true });
      await writeEntry(data, entry, destination);
    }
    await rename(root, targetDir);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
