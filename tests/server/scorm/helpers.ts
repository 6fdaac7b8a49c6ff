// Shared test material: the read-only fixture folder beside the repository and zips built in memory.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const fixturesDir = path.resolve(repoRoot, '../shared/fixtures/scorm12');

/**
 * The Golf packages are test material kept beside the repository, not in it: a newcomer's bare clone
 * has no such folder, so the tests that play them skip and say why; CI has it, and there a missing
 * folder is a failure, never a silent skip.
 */
export const fixturesPresent = existsSync(path.join(fixturesDir, 'singlescobasic.zip'));
if (!fixturesPresent) {
  const absent = `The SCORM 1.2 fixtures are absent: ${fixturesDir} does not exist.`;
  if (process.env.CI) throw new Error(`${absent} CI runs the tests that play them, so it needs them.`);
  console.warn(`${absent} The tests that play them are skipped.`);
}
export const fixture = (name: string) => new Uint8Array(readFileSync(path.join(fixturesDir, name)));

export const manifestXml = ({
  href = 'index.html',
  mastery = '80',
  version = '1.2',
  base = '',
}: {
  href?: string;
  mastery?: string;
  version?: string;
  base?: string;
} = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="test.pkg" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>${version}</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>Test &amp; course</title>
      <item identifier="item1" identifierref="res1">
        <title>Lesson</title>
        ${mastery ? `<adlcp:masteryscore>${mastery}</adlcp:masteryscore>` : ''}
      </item>
    </organization>
  </organizations>
  <resources${base ? ` xml:base="${base}"` : ''}>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="${href}"><file href="${href}"/></resource>
  </resources>
</manifest>`;

/** A zip with the given entries; strings are UTF-8 encoded. */
export function buildZip(entries: Record<string, string | Uint8Array | Zippable[string]>): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, value] of Object.entries(entries)) {
    zippable[name] = typeof value === 'string' ? strToU8(value) : value;
  }
  return zipSync(zippable, { mtime: new Date('2024-01-01T00:00:00Z') });
}

export const goodZip = (extra: Record<string, string> = {}) =>
  buildZip({ 'imsmanifest.xml': manifestXml(), 'index.html': '<!doctype html><title>x</title>', ...extra });
