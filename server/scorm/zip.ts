// Reads a zip's central directory without decompressing anything, so every entry's name, type,
// declared size and compression ratio can be checked (zip-slip, symlinks, zip bombs) before a single
// byte is extracted. Entries are then inflated by zlib on libuv's thread pool, streamed to disk with
// back-pressure, never on the event loop; the real bytes are counted and the inflation stops as soon as
// an entry passes its declared size, and the CRC must match, so a lying header cannot grow memory or
// disk use or smuggle other content. Only the manifest (a few MB at most) is inflated in memory.
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { inflateSync } from 'fflate';
import { ScormError } from './errors';

export interface ZipEntry {
  /** Normalised path with forward slashes; directories end with '/'. */
  name: string;
  isDirectory: boolean;
  method: number;
  compressedSize: number;
  size: number;
  crc: number;
  localHeaderOffset: number;
}

export interface ZipLimits {
  maxEntries: number;
  /** Sum of all declared uncompressed sizes. */
  maxTotalBytes: number;
  /**
   * Largest accepted ratio of an entry's unpacked to packed size. Course files (HTML, scripts, media)
   * pack 2-20:1; a zip bomb packs 1,000:1.
   */
  maxRatio: number;
  /** Entries up to this size are not held to the ratio (a small file of spaces packs 500:1, harmlessly). */
  ratioFreeBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

const corrupt = (detail: string) =>
  new ScormError(
    'SCORM_ZIP_CORRUPT',
    `The zip file is damaged (${detail}). Create the package again and upload it.`,
  );

function findEndOfCentralDirectory(data: Uint8Array, view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, so it sits near the end.
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (view.getUint32(i, true) === EOCD) return i;
  }
  return -1;
}

/** Why a path from the zip may not be written to disk, or undefined when it is safe. */
/** True when the text holds a C0 control character or DEL, which never belong in a file name. */
export const hasControlCharacters = (text: string) =>
  Array.from(text).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function unsafePathReason(raw: string): string | undefined {
  if (raw.includes('\\')) return 'it contains a backslash';
  if (hasControlCharacters(raw)) return 'it contains control characters';
  if (raw.startsWith('/')) return 'it is an absolute path';
  if (/^[A-Za-z]:/.test(raw)) return 'it starts with a drive letter';
  if (raw.split('/').some((segment) => segment === '..')) return 'it climbs out of the package with ".."';
  return undefined;
}

export function listZip(data: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 22 || view.getUint32(0, true) !== LOCAL) {
    // An empty zip has no local header but is still not a package.
    if (data.length >= 22 && view.getUint32(0, true) === EOCD) {
      throw new ScormError(
        'SCORM_NO_MANIFEST',
        'The zip file is empty. A SCORM package needs imsmanifest.xml and its content.',
      );
    }
    throw new ScormError(
      'SCORM_NOT_A_ZIP',
      'The file is not a zip archive. Upload the SCORM package as a .zip file.',
    );
  }
  const eocd = findEndOfCentralDirectory(data, view);
  if (eocd < 0) throw corrupt('its table of contents is missing');
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) {
    throw new ScormError(
      'SCORM_ZIP_UNSUPPORTED',
      'The package uses the ZIP64 format, which is only needed for archives over 4 GB or 65535 files. Create it as a regular zip.',
    );
  }
  if (count > limits.maxEntries) {
    throw new ScormError(
      'SCORM_TOO_MANY_ENTRIES',
      `The package has ${count} entries; at most ${limits.maxEntries} are allowed. Remove files the course does not use.`,
    );
  }
  if (cdOffset + cdSize > eocd) throw corrupt('its table of contents points outside the file');

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  const decoder = new TextDecoder('utf-8');
  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CENTRAL)
      throw corrupt('an entry of its table of contents is broken');
    const madeBy = view.getUint16(p + 4, true) >> 8;
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const crc = view.getUint32(p + 16, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const externalAttributes = view.getUint32(p + 38, true);
    const localHeaderOffset = view.getUint32(p + 42, true);
    const raw = decoder.decode(data.subarray(p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;

    const reason = unsafePathReason(raw);
    if (reason) {
      throw new ScormError(
        'SCORM_UNSAFE_PATH',
        `The package contains the entry "${raw}", which is refused because ${reason}. Entries must be relative paths inside the package.`,
      );
    }
    // Unix (3) and macOS (19) hosts keep the file type in the upper 16 bits of the attributes.
    if ((madeBy === 3 || madeBy === 19) && ((externalAttributes >>> 16) & S_IFMT) === S_IFLNK) {
      throw new ScormError(
        'SCORM_UNSAFE_PATH',
        `The package contains the symbolic link "${raw}". Links are refused; put the real file into the package.`,
      );
    }
    if (flags & 1) {
      throw new ScormError(
        'SCORM_ZIP_UNSUPPORTED',
        'The package is encrypted. Upload it without a password.',
      );
    }
    const name = raw
      .split('/')
      .filter((segment, i, all) => segment !== '.' && (segment !== '' || i === all.length - 1))
      .join('/');
    const isDirectory = name.endsWith('/') || name === '';
    if (!isDirectory && method !== 0 && method !== 8) {
      throw new ScormError(
        'SCORM_ZIP_UNSUPPORTED',
        `The entry "${name}" is compressed with a method this server does not read (${method}). Use standard zip compression (deflate).`,
      );
    }
    if (seen.has(name)) throw corrupt(`the entry "${name}" appears twice`);
    const ratio = size / Math.max(compressedSize, 1);
    if (size > limits.ratioFreeBytes && ratio > limits.maxRatio) {
      throw new ScormError(
        'SCORM_ZIP_BOMB',
        `The entry "${name}" would unpack from ${compressedSize} to ${size} bytes, ${Math.round(ratio)} times its packed size; at most ${limits.maxRatio} times is accepted. The package looks like a zip bomb; create it again from the course's real files.`,
      );
    }
    seen.add(name);
    total += size;
    if (total > limits.maxTotalBytes) {
      throw new ScormError(
        'SCORM_TOO_LARGE',
        `The package unpacks to more than ${limits.maxTotalBytes} bytes, the most this server accepts. Make the package smaller.`,
      );
    }
    if (localHeaderOffset + 30 > cdOffset) throw corrupt(`the entry "${name}" points outside the file`);
    if (name !== '')
      entries.push({ name, isDirectory, method, compressedSize, size, crc, localHeaderOffset });
  }
  return entries;
}

/** The entry's packed bytes, found through its local header. */
function packedBytes(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localHeaderOffset;
  if (view.getUint32(at, true) !== LOCAL) throw corrupt(`the entry "${entry.name}" has no local header`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > data.length) throw corrupt(`the entry "${entry.name}" is cut off`);
  return data.subarray(start, end);
}

/**
 * Inflates one entry into a new file on zlib's thread pool, counting the real bytes: more than the
 * declared size stops the inflation at once, and the CRC must match at the end.
 */
export async function writeEntry(data: Uint8Array, entry: ZipEntry, destination: string): Promise<void> {
  const compressed = packedBytes(data, entry);
  let written = 0;
  let crc = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length;
      if (written > entry.size) return done(corrupt(`the entry "${entry.name}" is larger than it says`));
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
  });
  const source = Readable.from([compressed]);
  const target = createWriteStream(destination, { flags: 'wx' });
  try {
    if (entry.method === 8) await pipeline(source, createInflateRaw(), count, target);
    else await pipeline(source, count, target);
  } catch (error) {
    if (error instanceof ScormError || (error as { syscall?: string }).syscall) throw error;
    throw corrupt(`the entry "${entry.name}" cannot be decompressed`);
  }
  if (written !== entry.size || crc >>> 0 !== entry.crc >>> 0) {
    throw corrupt(`the entry "${entry.name}" does not match its checksum`);
  }
}

/** Decompresses one entry in memory (the manifest: bounded by maxManifestBytes) and checks its size and CRC. */
export function readEntry(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const compressed = packedBytes(data, entry);
  let content: Uint8Array;
  if (entry.method === 0) {
    content = compressed;
  } else {
    const out = new Uint8Array(entry.size);
    try {
      content = inflateSync(compressed, { out });
    } catch {
      throw corrupt(`the entry "${entry.name}" cannot be decompressed`);
    }
  }
  if (content.length !== entry.size || crc32(content) >>> 0 !== entry.crc >>> 0) {
    throw corrupt(`the entry "${entry.name}" does not match its checksum`);
  }
  return content;
}
