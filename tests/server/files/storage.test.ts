import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage, receiveStream } from '../../../server/files/storage';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

describe('storage', () => {
  it('streams to a temp file with its size, sha256 and first bytes', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'lms-storage-'));
    roots.push(root);
    const storage = await openStorage(root);
    async function* chunks() {
      yield Buffer.from('hello ');
      yield Buffer.from('world');
    }
    const received = await receiveStream(storage, chunks());
    expect(received).toMatchObject({
      size: 11,
      sha256: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    });
    expect(Buffer.from(received.head).toString()).toBe('hello world');
    expect(path.dirname(received.tempPath)).toBe(path.join(root, 'tmp'));
  });

  it('stops writing once the first bytes are refused, but still reads and hashes the rest', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'lms-storage-'));
    roots.push(root);
    const storage = await openStorage(root);
    async function* program() {
      yield Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)]);
      yield Buffer.alloc(100_000, 1);
    }
    const refused = await receiveStream(storage, program(), (head) => head[0] !== 0x4d);
    expect(refused).toMatchObject({ accepted: false, size: 105_002 });
    expect((await stat(refused.tempPath)).size).toBe(0);

    const kept = await receiveStream(storage, program(), () => true);
    expect(kept.accepted).toBe(true);
    expect((await stat(kept.tempPath)).size).toBe(105_002);
  });

  it('sweeps leftovers of interrupted uploads, but only old ones', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'lms-storage-'));
    roots.push(root);
    await mkdir(path.join(root, 'tmp'), { recursive: true });
    await mkdir(path.join(root, 'scorm', 'abc.partial-1'), { recursive: true });
    await writeFile(path.join(root, 'tmp', 'old.part'), 'x');
    await writeFile(path.join(root, 'tmp', 'fresh.part'), 'x');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(root, 'tmp', 'old.part'), old, old);
    await utimes(path.join(root, 'scorm', 'abc.partial-1'), old, old);
    await openStorage(root);
    expect(await readdir(path.join(root, 'tmp'))).toEqual(['fresh.part']);
    expect(await readdir(path.join(root, 'scorm'))).toEqual([]);
  });
});
