// Where uploaded bytes live: `<root>/blobs/<uuid>` for files, `<root>/scorm/<packageId>/` for
// extracted packages and `<root>/tmp/` for uploads in progress. Names on disk are always generated,
// never the client's. The root is `${dataDir}/files`; with no dataDir (tests) a temp folder is used.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config';

export interface Storage {
  root: string;
  /** Absolute path of a stored file from its root-relative storage path. */
  absolute(storagePath: string): string;
  blobPath(fileId: string): string;
  scormDir(packageId: string): string;
  newTempPath(): string;
}

let processTempRoot: string | undefined;

/** Without a data folder every caller in this process shares one temp root, removed on exit. */
function temporaryRoot(): string {
  if (!processTempRoot) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lms-files-'));
    processTempRoot = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return processTempRoot;
}

export function resolveStorageRoot(config: ServerConfig, override?: string): string {
  if (override) return path.resolve(override);
  return config.dataDir ? path.join(config.dataDir, 'files') : temporaryRoot();
}

const STALE_MS = 60 * 60 * 1000;

/** Removes what an interrupted upload or extraction left behind (a crash between write and rename). */
async function sweepLeftovers(root: string) {
  const candidates = [
    ...(await readdir(path.join(root, 'tmp'))).map((name) => path.join(root, 'tmp', name)),
    ...(await readdir(path.join(root, 'scorm')))
      .filter((name) => name.includes('.partial-'))
      .map((name) => path.join(root, 'scorm', name)),
  ];
  const now = Date.now();
  for (const candidate of candidates) {
    const info = await stat(candidate).catch(() => undefined);
    // Only old ones: another request or the seed may be writing a fresh one right now.
    if (info && now - info.mtimeMs > STALE_MS) await rm(candidate, { recursive: true, force: true });
  }
}

export async function openStorage(root: string): Promise<Storage> {
  await Promise.all(['blobs', 'scorm', 'tmp'].map((dir) => mkdir(path.join(root, dir), { recursive: true })));
  await sweepLeftovers(root);
  return {
    root,
    absolute: (storagePath) => path.join(root, ...storagePath.split('/')),
    blobPath: (fileId) => `blobs/${fileId}`,
    scormDir: (packageId) => path.join(root, 'scorm', packageId),
    newTempPath: () => path.join(root, 'tmp', `${randomUUID()}.part`),
  };
}

export interface Received {
  tempPath: string;
  size: number;
  sha256: string;
  /** The first bytes, for content sniffing. */
  head: Uint8Array;
}

const HEAD_BYTES = 4096;

/**
 * Streams a body to a temp file, hashing as it goes and keeping the first bytes for sniffing, so
 * even the largest allowed upload never sits in memory. `accept` sees the first bytes; when it says
 * no, the rest is still read (and hashed) but no longer written, so a refused 200 MB file costs no
 * disk. The caller removes or moves the temp file.
 */
export async function receiveStream(
  storage: Storage,
  source: AsyncIterable<Buffer | Uint8Array>,
  accept: (head: Uint8Array) => boolean = () => true,
): Promise<Received & { accepted: boolean }> {
  const tempPath = storage.newTempPath();
  const hash = createHash('sha256');
  const headChunks: Uint8Array[] = [];
  let headLength = 0;
  let size = 0;
  let accepted: boolean | undefined;
  const head = () => Buffer.concat(headChunks);
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer | Uint8Array>) {
        const held: (Buffer | Uint8Array)[] = [];
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.length;
          if (headLength < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
          }
          if (accepted === undefined) {
            held.push(chunk);
            if (headLength < HEAD_BYTES) continue;
            accepted = accept(head());
            if (accepted) yield* held;
            held.length = 0;
          } else if (accepted) {
            yield chunk;
          }
        }
        // A body shorter than the sniffing window is decided at its end.
        if (accepted === undefined) {
          accepted = accept(head());
          if (accepted) yield* held;
        }
      },
      createWriteStream(tempPath, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, sha256: hash.digest('hex'), head: head(), accepted: accepted ?? false };
}

/** The same as an upload, for bytes produced on the server (the demo seed). */
export async function receiveBytes(storage: Storage, bytes: Uint8Array): Promise<Received> {
  const tempPath = storage.newTempPath();
  await writeFile(tempPath, bytes, { flag: 'wx' });
  return {
    tempPath,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    head: bytes.subarray(0, HEAD_BYTES),
  };
}
