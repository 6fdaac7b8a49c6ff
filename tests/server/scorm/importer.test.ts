import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { ScormError } from '../../../server/scorm/errors';
import {
  DEFAULT_IMPORT_LIMITS,
  extractScormPackage,
  inspectScormPackage,
} from '../../../server/scorm/importer';
import { buildZip, fixture, fixturesPresent, goodZip, manifestXml } from './helpers';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { buildZipBomb } from '../../../scripts/bench/zipBomb';

function refusal(run: () => unknown): ScormError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScormError) return error;
    throw error;
  }
  throw new Error('expected the package to be refused');
}

describe.skipIf(!fixturesPresent)('SCORM 1.2 fixtures', () => {
  it('accepts singlescobasic.zip and resolves its launch page', () => {
    const pkg = inspectScormPackage(fixture('singlescobasic.zip'), 'singlescobasic.zip');
    expect(pkg.title).toBe('Golf Explained - Run-time Basic Calls');
    expect(pkg.launchPath).toBe('shared/launchpage.html');
    expect(pkg.masteryScore).toBeNull();
    expect(pkg.summary.scoCount).toBe(1);
    expect(pkg.summary.items).toEqual([
      { identifier: 'item_1', title: 'Golf Explained', href: 'shared/launchpage.html' },
    ]);
  });

  it('accepts singlesco_scorm12.zip', () => {
    const pkg = inspectScormPackage(fixture('singlesco_scorm12.zip'), 'singlesco_scorm12.zip');
    expect(pkg.title).toBe('Golf Explained - CP Single SCO');
    expect(pkg.launchFile).toBe('shared/launchpage.html');
    expect(pkg.summary.fileCount).toBeGreaterThan(30);
  });

  it('refuses validscorm.zip: the manifest has no root element', () => {
    const error = refusal(() => inspectScormPackage(fixture('validscorm.zip'), 'validscorm.zip'));
    expect(error.code).toBe('SCORM_MANIFEST_INVALID');
    expect(error.message).toMatch(/not a usable SCORM 1\.2 manifest.*no root element/);
  });

  it('refuses badscorm.zip and names the folder holding the manifest', () => {
    const error = refusal(() => inspectScormPackage(fixture('badscorm.zip'), 'badscorm.zip'));
    expect(error.code).toBe('SCORM_MANIFEST_NOT_AT_ROOT');
    expect(error.message).toContain(
      `imsmanifest.xml is inside the folder "badscorm"; it must be at the root of the zip`,
    );
  });

  it('refuses invalid.zip: no manifest at all', () => {
    const error = refusal(() => inspectScormPackage(fixture('invalid.zip'), 'invalid.zip'));
    expect(error.code).toBe('SCORM_NO_MANIFEST');
    expect(error.message).toMatch(/no imsmanifest\.xml/);
  });
});

describe('built packages', () => {
  it('reads mastery score, title with entities and xml:base', () => {
    const zip = buildZip({
      'imsmanifest.xml': manifestXml({ href: 'start.html?x=1', base: 'content/', mastery: '75' }),
      'content/start.html': 'x',
    });
    const pkg = inspectScormPackage(zip, 'p.zip');
    expect(pkg).toMatchObject({
      title: 'Test & course',
      launchFile: 'content/start.html',
      launchPath: 'content/start.html?x=1',
      masteryScore: 75,
    });
  });

  it('refuses bytes that are not a zip', () => {
    expect(
      refusal(() => inspectScormPackage(strToU8('MZ this is a program, not a zip at all.'), 'x.zip')).code,
    ).toBe('SCORM_NOT_A_ZIP');
  });

  it.each([
    ['../evil.html', 'climbs out of the package'],
    ['a/../../evil.html', 'climbs out of the package'],
    ['/etc/evil.html', 'absolute path'],
    ['C:/evil.html', 'drive letter'],
    ['dir\\evil.html', 'backslash'],
  ])('refuses the unsafe entry %s (zip-slip)', (name, reason) => {
    const error = refusal(() => inspectScormPackage(goodZip({ [name]: 'x' }), 'p.zip'));
    expect(error.code).toBe('SCORM_UNSAFE_PATH');
    expect(error.message).toContain(reason);
  });

  it('refuses symbolic links', () => {
    const zip = buildZip({
      'imsmanifest.xml': manifestXml(),
      'index.html': 'x',
      'link.html': [strToU8('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }],
    });
    const error = refusal(() => inspectScormPackage(zip, 'p.zip'));
    expect(error.code).toBe('SCORM_UNSAFE_PATH');
    expect(error.message).toContain('symbolic link "link.html"');
  });

  it('enforces the entry-count and uncompressed-size limits (zip bombs)', () => {
    const many = goodZip(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}.txt`, 'x'])));
    const tooMany = refusal(() =>
      inspectScormPackage(many, 'p.zip', { ...DEFAULT_IMPORT_LIMITS, maxEntries: 10 }),
    );
    expect(tooMany.code).toBe('SCORM_TOO_MANY_ENTRIES');
    expect(tooMany.message).toContain('at most 10');

    // 5 MB of zeros compresses to a few KB: the declared size is what counts.
    const bomb = buildZip({
      'imsmanifest.xml': manifestXml(),
      'index.html': 'x',
      'zeros.bin': new Uint8Array(5 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(50_000);
    const tooLarge = refusal(() =>
      inspectScormPackage(bomb, 'p.zip', {
        ...DEFAULT_IMPORT_LIMITS,
        maxTotalBytes: 1024 * 1024,
        maxRatio: 1e6,
      }),
    );
    expect(tooLarge.code).toBe('SCORM_TOO_LARGE');

    // Under the total, the same entry is refused for its ratio (about 1,000:1).
    const ratio = refusal(() => inspectScormPackage(bomb, 'p.zip'));
    expect(ratio.code).toBe('SCORM_ZIP_BOMB');
    expect(ratio.message).toMatch(/"zeros\.bin" would unpack from \d+ to 5242880 bytes.*at most 100 times/);
  });

  it('lets small files of any ratio through (a page of spaces packs 500:1)', () => {
    const zip = buildZip({ 'imsmanifest.xml': manifestXml(), 'index.html': ' '.repeat(500_000) });
    expect(inspectScormPackage(zip, 'p.zip').summary.totalBytes).toBeGreaterThan(500_000);
  });

  it('refuses a package whose launch file is missing', () => {
    const zip = buildZip({ 'imsmanifest.xml': manifestXml({ href: 'missing.html' }), 'index.html': 'x' });
    const error = refusal(() => inspectScormPackage(zip, 'p.zip'));
    expect(error.code).toBe('SCORM_LAUNCH_MISSING');
    expect(error.message).toContain('"missing.html"');
  });

  it('refuses SCORM 2004, external launch addresses and bad mastery scores', () => {
    const v2004 = buildZip({
      'imsmanifest.xml': manifestXml({ version: '2004 3rd Edition' }),
      'index.html': 'x',
    });
    expect(refusal(() => inspectScormPackage(v2004, 'p.zip')).code).toBe('SCORM_VERSION_UNSUPPORTED');
    const external = buildZip({
      'imsmanifest.xml': manifestXml({ href: 'https://example.org/course' }),
      'index.html': 'x',
    });
    expect(refusal(() => inspectScormPackage(external, 'p.zip')).code).toBe('SCORM_LAUNCH_EXTERNAL');
    const mastery = buildZip({ 'imsmanifest.xml': manifestXml({ mastery: 'high' }), 'index.html': 'x' });
    expect(refusal(() => inspectScormPackage(mastery, 'p.zip')).code).toBe('SCORM_MASTERY_INVALID');
  });

  it('finds the first launchable item inside nested items, and the first SCO without organizations', () => {
    const nested = `<manifest><organizations default="o"><organization identifier="o"><title>Course</title>
      <item identifier="chapter"><title>Chapter</title><item identifier="l1" identifierref="r1" parameters="?lang=en"><title>Lesson</title></item></item>
      </organization></organizations><resources><resource identifier="r1" adlcp:scormtype="sco" href="l1.html"/></resources></manifest>`;
    const pkg = inspectScormPackage(buildZip({ 'imsmanifest.xml': nested, 'l1.html': 'x' }), 'p.zip');
    expect(pkg).toMatchObject({ title: 'Course', launchPath: 'l1.html?lang=en' });
    expect(pkg.summary.items.map((i) => i.identifier)).toEqual(['chapter', 'l1']);

    const flat = `<manifest><organizations/><resources><resource identifier="a" adlcp:scormtype="asset" href="a.html"/>
      <resource identifier="s" adlcp:scormtype="sco" href="s.html"/></resources></manifest>`;
    expect(
      inspectScormPackage(buildZip({ 'imsmanifest.xml': flat, 's.html': 'x' }), 'Flat.zip'),
    ).toMatchObject({
      title: 'Flat',
      launchFile: 's.html',
    });
  });

  it('refuses an item that points at a missing resource', () => {
    const manifest = manifestXml().replace('identifierref="res1"', 'identifierref="gone"');
    const error = refusal(() =>
      inspectScormPackage(buildZip({ 'imsmanifest.xml': manifest, 'index.html': 'x' }), 'p.zip'),
    );
    expect(error.message).toContain('the item "item1" refers to the missing resource "gone"');
  });

  it('refuses manifests without organizations or resources, and broken XML', () => {
    const noResources = buildZip({
      'imsmanifest.xml': '<manifest><organizations/></manifest>',
      'index.html': 'x',
    });
    expect(refusal(() => inspectScormPackage(noResources, 'p.zip')).message).toContain(
      'no <resources> element',
    );
    const broken = buildZip({ 'imsmanifest.xml': '<manifest><organizations></manifest>', 'index.html': 'x' });
    const error = refusal(() => inspectScormPackage(broken, 'p.zip'));
    expect(error.code).toBe('SCORM_MANIFEST_INVALID');
    expect(error.message).toContain('not well-formed XML');
  });
});

describe('extraction', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it.skipIf(!fixturesPresent)('extracts every file of an accepted package and nothing else', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'scorm-extract-'));
    dirs.push(root);
    const data = fixture('singlescobasic.zip');
    const pkg = inspectScormPackage(data, 'golf.zip');
    const target = path.join(root, 'pkg');
    await extractScormPackage(data, pkg, target);
    expect(await readdir(root)).toEqual(['pkg']);
    const launch = await readFile(path.join(target, 'shared/launchpage.html'), 'utf8');
    expect(launch).toContain('<html');
    const listed = await readdir(target, { recursive: true });
    expect(listed.filter((f) => f.includes('.')).length).toBe(pkg.summary.fileCount);
  });
});

describe('extraction of large and lying entries', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
  const target = async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'scorm-big-'));
    dirs.push(root);
    return path.join(root, 'pkg');
  };

  it('stops inflating an entry that is larger than its header says, and leaves nothing behind', async () => {
    const zip = buildZip({
      'imsmanifest.xml': manifestXml(),
      'index.html': 'x',
      'zeros.bin': new Uint8Array(4 * 1024 * 1024),
    });
    // Lower the declared size of zeros.bin in the central directory to 1,000 bytes (under every limit).
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const name = new TextEncoder().encode('zeros.bin');
    for (let p = 0; p < zip.length - 46; p += 1) {
      if (view.getUint32(p, true) !== 0x02014b50) continue;
      const length = view.getUint16(p + 28, true);
      if (length === name.length && zip.subarray(p + 46, p + 46 + length).every((b, i) => b === name[i]))
        view.setUint32(p + 24, 1000, true);
    }
    const pkg = inspectScormPackage(zip, 'liar.zip');
    expect(pkg.summary.totalBytes).toBeLessThan(2000);
    const dir = await target();
    await expect(extractScormPackage(zip, pkg, dir)).rejects.toMatchObject({
      code: 'SCORM_ZIP_CORRUPT',
      message: expect.stringContaining('"zeros.bin" is larger than it says'),
    });
    expect(existsSync(dir)).toBe(false);
    expect(await readdir(path.dirname(dir))).toEqual([]);
  });

  it('inflates off the event loop: timers keep running while 200 MB are unpacked', async () => {
    const zip = buildZipBomb(200);
    const limits = { ...DEFAULT_IMPORT_LIMITS, maxRatio: Number.POSITIVE_INFINITY };
    const pkg = inspectScormPackage(zip, 'big.zip', limits);
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    await extractScormPackage(zip, pkg, await target());
    histogram.disable();
    // Inflating 200 MB on the loop stalls it for most of a second; off it, the loop only passes chunks.
    expect(histogram.max / 1e6).toBeLessThan(150);
  }, 60_000);
});
