// Malformed manifests: an address the URL parser cannot read and prerequisite scripts built to exhaust
// the parser's stack are the manifest's fault. The importer refuses the package (422 on upload) or
// ignores the script with a warning; it never fails with a TypeError or RangeError (a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../server/db/schema/media';
import { ScormError } from '../../../server/scorm/errors';
import { inspectScormPackage } from '../../../server/scorm/importer';
import { createHarness, multipart, type Harness } from '../files/harness';
import { multiScoFiles } from '../../support/multiScoPackage';
import { buildZip, manifestXml } from './helpers';

function refusal(run: () => unknown): ScormError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScormError) return error;
    throw error;
  }
  throw new Error('expected the package to be refused');
}

const withManifest = (xml: string) => buildZip({ 'imsmanifest.xml': xml, 'index.html': 'x' });

/** The multi-SCO package with the remedial item's prerequisites ("~quiz1") replaced by `script`. */
const withRemedialPrerequisites = (script: string) => {
  const entries = multiScoFiles();
  const manifest = entries['imsmanifest.xml'] ?? '';
  if (!manifest.includes('>~quiz1<')) throw new Error('the test package changed');
  entries['imsmanifest.xml'] = manifest.replace('>~quiz1<', `>${script.replaceAll('&', '&amp;')}<`);
  return buildZip(entries);
};

const inspect = (zip: Uint8Array) => inspectScormPackage(zip, 'course.zip');

describe('addresses the URL parser cannot read', () => {
  it.each([
    [
      'a resource href',
      withManifest(manifestXml({ href: 'http://[x' })),
      'the href "http://[x" of the resource "res1" is not a valid address',
    ],
    [
      'an xml:base',
      withManifest(manifestXml({ base: 'http://[' })),
      'the xml:base "http://[" for the resource "res1" is not a valid address',
    ],
    [
      'a <file> href',
      withManifest(manifestXml().replace('<file href="index.html"/>', '<file href="https://[::1"/>')),
      'the href "https://[::1" of a <file> of the resource "res1" is not a valid address',
    ],
  ])('refuses %s as an invalid manifest that names the address', (_what, zip, detail) => {
    const error = refusal(() => inspect(zip));
    expect(error.code).toBe('SCORM_MANIFEST_INVALID');
    expect(error.message).toContain(detail);
  });

  it('quotes only the start of a long bad address', () => {
    const href = `http://[${'x'.repeat(5000)}`;
    const error = refusal(() => inspect(withManifest(manifestXml({ href }))));
    expect(error.message).toContain(`"${href.slice(0, 200)}…"`);
    expect(error.message.length).toBeLessThan(500);
  });
});

describe('prerequisite scripts over the limits', () => {
  const ignoredWarning = (problem: string) =>
    `The prerequisites of the item "remedial" ${problem}; they are ignored and the item can always be entered.`;

  it.each([
    ['200,000 ~', `${'~'.repeat(200_000)}quiz1`, 'are longer than 1000 characters'],
    ['50,000 nested (', `${'('.repeat(50_000)}quiz1${')'.repeat(50_000)}`, 'are longer than 1000 characters'],
    [
      'a long chain',
      Array.from({ length: 300 }, () => 'intro').join(' & '),
      'are longer than 1000 characters',
    ],
    [
      '51 nested (',
      `${'('.repeat(51)}quiz1${')'.repeat(51)}`,
      'nest parentheses and ~ deeper than 50 levels',
    ],
    [
      '51 ~ and (',
      `${'~('.repeat(26)}quiz1${')'.repeat(26)}`,
      'nest parentheses and ~ deeper than 50 levels',
    ],
  ])('%s: imported, the script ignored with a warning and not kept', (_what, script, problem) => {
    const pkg = inspect(withRemedialPrerequisites(script));
    expect(pkg.report.warnings).toContain(ignoredWarning(problem));
    // The script is not quoted in the report.
    expect(pkg.report.warnings.every((w) => w.length < 300)).toBe(true);
    expect(pkg.items.find((i) => i.identifier === 'remedial')?.prerequisites).toBeNull();
  });

  it('keeps scripts at the limits', () => {
    const deep = `${'('.repeat(50)}quiz1${')'.repeat(50)}`;
    const chain = `intro${' & intro'.repeat(124)}`;
    expect(chain.length).toBeLessThanOrEqual(1000);
    for (const script of [deep, chain]) {
      const pkg = inspect(withRemedialPrerequisites(script));
      expect(pkg.items.find((i) => i.identifier === 'remedial')?.prerequisites).toBe(script);
      expect(pkg.report.warnings.filter((w) => w.includes('"remedial"'))).toEqual([]);
    }
  });
});

describe('POST /api/upload with a malformed manifest', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  async function upload(bytes: Uint8Array) {
    const { payload, headers } = await multipart({ name: 'course.zip', bytes });
    return h.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${await h.token(['EDUCATION_MANAGER'])}` },
    });
  }

  it('answers 422 with the manifest error for an address the URL parser cannot read, storing nothing', async () => {
    const before = (await h.database.db.select().from(files)).length;
    const response = await upload(withManifest(manifestXml({ href: 'http://[x' })));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SCORM_MANIFEST_INVALID' });
    expect(response.json().message).toContain(
      'the href "http://[x" of the resource "res1" is not a valid address',
    );
    expect((await h.database.db.select().from(files)).length).toBe(before);
  });

  it('imports a package whose prerequisites would overflow the stack and says so in the report', async () => {
    const response = await upload(
      withRemedialPrerequisites(`${'('.repeat(50_000)}quiz1${')'.repeat(50_000)}`),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().scorm.report.warnings).toContain(
      'The prerequisites of the item "remedial" are longer than 1000 characters; they are ignored and the item can always be entered.',
    );
  });
});
