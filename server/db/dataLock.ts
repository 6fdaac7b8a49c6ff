// One process per PGlite data folder. Two processes on one folder each see only their own writes and
// corrupt the database silently, so the folder is locked with a file created atomically (link(2) fails
// when it exists). A lock left by a process that died on this host is taken over; a live holder, or
// one on another host (a shared disk), makes the newcomer refuse to start, naming both.
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'lms.lock';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder,
  ) {
    super(
      `The data folder ${dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.startedAt}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof holder.pid === 'number' && typeof holder.host === 'string')
      return { pid: holder.pid, host: holder.host, startedAt: String(holder.startedAt) };
  } catch {
    // Gone meanwhile, or written half by a process that died at that moment.
  }
  return undefined;
}

/** Takes the folder's lock and returns its release; throws DataDirLockedError while another holds it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine: Holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, file);
        const release = () => {
          process.off('exit', release);
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        };
        process.on('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder && (holder.host !== mine.host || alive(holder.pid)))
        throw new DataDirLockedError(dir, holder);
      // Stale (its process is gone): moved aside atomically, so of two newcomers only one takes it over.
      try {
        renameSync(file, `${file}.stale.${process.pid}`);
        rmSync(`${file}.stale.${process.pid}`, { force: true });
      } catch {
        // Another newcomer moved it first; try again.
      }
    }
    const holder = readHolder(file) ?? { pid: 0, host: 'unknown', startedAt: 'unknown' };
    throw new DataDirLockedError(dir, holder);
  } finally {
    try {
      unlinkSync(draft);
    } catch {
      // Already gone.
    }
  }
}
