// One process per PGlite data folder: a second one refuses to start and names the folder and the holder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../../server/db/dataLock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lms-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder while the first lives, and is free again once released', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`The data folder ${dir} is in use by process ${process.pid}`);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that died on this host, but not one of another host', () => {
    const dir = folder();
    const file = path.join(dir, LOCK_FILE);
    // A pid above the kernel's pid_max is never alive.
    writeFileSync(file, JSON.stringify({ pid: 4_194_304 + 7, host: os.hostname(), startedAt: 'then' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(file, JSON.stringify({ pid: 4_194_304 + 7, host: 'other-host', startedAt: 'then' }));
    expect(() => lockDataDir(dir)).toThrow(/in use by process 4194311 on other-host/);
  });

  it('makes a second server on the same folder exit with a message naming the folder and the holder', async () => {
    const dir = folder();
    const database = await openDatabase({ dataDir: dir });
    try {
      const second = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
        {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: dir,
            DATABASE_URL: '',
            PORT: '4999',
            CONTENT_PORT: '4998',
            SEED_DEMO: '0',
          },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dir} is in use by process ${process.pid}`);
      expect(second.stdout).not.toContain('LMS ready');
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
