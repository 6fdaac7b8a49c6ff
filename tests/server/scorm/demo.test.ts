import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDemoScormPackage, DEMO_COURSE_DIR } from '../../../server/scorm/demoPackage';
import { inspectScormPackage } from '../../../server/scorm/importer';

describe('the demo SCORM 1.2 course', () => {
  it('builds deterministically', async () => {
    const [a, b] = await Promise.all([buildDemoScormPackage(), buildDemoScormPackage()]);
    expect(createHash('sha256').update(a).digest('hex')).toBe(createHash('sha256').update(b).digest('hex'));
    expect(Object.keys(unzipSync(a))).toEqual([
      'course.css',
      'course.js',
      'imsmanifest.xml',
      'index.html',
      'scorm-api.js',
    ]);
  });

  it('is accepted by the importer with its launch page and mastery score', async () => {
    const pkg = inspectScormPackage(await buildDemoScormPackage(), 'demo.zip');
    expect(pkg).toMatchObject({
      title: 'Information security basics',
      launchPath: 'index.html',
      masteryScore: 80,
    });
    expect(pkg.summary).toMatchObject({ schemaVersion: '1.2', scoCount: 1, fileCount: 5 });
  });

  it('ships the course sources unchanged', async () => {
    const files = unzipSync(await buildDemoScormPackage());
    for (const [name, bytes] of Object.entries(files)) {
      expect(strFromU8(bytes)).toBe(readFileSync(path.join(DEMO_COURSE_DIR, name), 'utf8'));
    }
  });
});
