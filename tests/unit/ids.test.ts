// One id pattern for the app and the server (src/schemas/ids.ts): the media and category rules, the
// catalogue and the file routes use it instead of each keeping a copy that could drift.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UUID_PATTERN } from '../../src/schemas/ids';

const root = path.resolve(__dirname, '../..');

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'generated' ? [] : sources(rel);
      return /\.tsx?$/.test(e.name) ? [rel] : [];
    }),
  );
  return nested.flat();
}

describe('UUID_PATTERN', () => {
  it('takes uuids in any case and nothing else', () => {
    expect(UUID_PATTERN.test('0b9e6a5c-3f1d-4c2e-9a7b-1234567890ab')).toBe(true);
    expect(UUID_PATTERN.test('0B9E6A5C-3F1D-4C2E-9A7B-1234567890AB')).toBe(true);
    for (const bad of [
      '',
      'x',
      '0b9e6a5c3f1d4c2e9a7b1234567890ab',
      '0b9e6a5c-3f1d-4c2e-9a7b-1234567890ab ',
      '../etc',
    ])
      expect(UUID_PATTERN.test(bad)).toBe(false);
  });

  it('is written once: the schemas, the API and the file routes keep no copy', async () => {
    const copy = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/';
    const files = [
      ...(await sources('src/schemas')),
      ...(await sources('server/api')),
      ...(await sources('server/files')),
    ];
    const holders: string[] = [];
    for (const file of files)
      if ((await readFile(path.join(root, file), 'utf8')).includes(copy)) holders.push(file);
    expect(holders).toEqual([path.join('src', 'schemas', 'ids.ts')]);
  });
});
