// Builds the project's own demo SCORM 1.2 course (the files in ./demo) into a zip. The zip is
// deterministic: sorted entries and a fixed timestamp, so the same sources give the same bytes and hash.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';

export const DEMO_COURSE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo');
export const DEMO_COURSE_FILE_NAME = 'information-security-basics.zip';
const FIXED_MTIME = new Date('2024-01-01T00:00:00Z');

export async function buildDemoScormPackage(): Promise<Uint8Array> {
  const names = (await readdir(DEMO_COURSE_DIR, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(DEMO_COURSE_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
  const files: Zippable = {};
  for (const name of names) {
    files[name] = [new Uint8Array(await readFile(path.join(DEMO_COURSE_DIR, name))), { mtime: FIXED_MTIME }];
  }
  return zipSync(files, { level: 9, mtime: FIXED_MTIME });
}
