// A video's length read from its container (WebM: Segment Info; MP4: the movie header), so progress
// is measured against the file the server stores and not against a length the player claims. Only
// the few bytes the answer needs are read: an upload lies on disk and may be gigabytes of media data.
// Anything malformed or truncated gives undefined, never an error: the sniffer decides what is a
// video, this only says how long it is when it can tell.
import { open } from 'node:fs/promises';

/** Random access to a file's bytes; a read past the end returns fewer bytes than asked for. */
export interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Uint8Array>;
}

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (position, length) => bytes.subarray(position, position + length),
  };
}

/** The duration in seconds of a WebM or MP4 file, or undefined when it is neither or says no length. */
export async function videoDurationSeconds(source: ByteSource): Promise<number | undefined> {
  const head = await source.read(0, 12);
  const seconds = startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])
    ? await webmDuration(source)
    : ascii(head, 4, 4) === 'ftyp'
      ? await mp4Duration(source)
      : undefined;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export async function fileVideoDurationSeconds(filePath: string): Promise<number | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await videoDurationSeconds({
      size,
      read: async (position, length) => {
        const wanted = Math.max(0, Math.min(length, size - position));
        const buffer = new Uint8Array(wanted);
        const { bytesRead } = await handle.read(buffer, 0, wanted, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  bytes.length < start + length ? '' : String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

const readUint = (bytes: Uint8Array, start: number, end: number) =>
  bytes.subarray(start, end).reduce((n, b) => n * 256 + b, 0);

/** A header's fields (Info, mvhd) are small; a larger one is not what it claims to be. */
const MAX_HEADER_BYTES = 64 * 1024;
/** Bounds the walk over sibling elements or boxes of a malformed file. */
const MAX_SIBLINGS = 10_000;

// --- WebM (EBML) -------------------------------------------------------------------------------

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Element {
  id: number;
  dataStart: number;
  /** Undefined for an unknown size ("up to the end of the parent"), as live recorders write it. */
  dataEnd: number | undefined;
}

/** A variable-length integer: its width and its value with (ids) or without (sizes) the length marker. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const width = Math.clz32(first) - 23;
  if (at + width > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> width);
  let allOnes = value === 0xff >> width;
  for (let i = 1; i < width; i++) {
    const b = bytes[at + i] ?? 0;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { width, value, unknown: !keepMarker && allOnes };
}

async function readElement(source: ByteSource, at: number): Promise<Element | undefined> {
  const bytes = await source.read(at, 16);
  const id = vint(bytes, 0, true);
  const size = id && vint(bytes, id.width, false);
  if (!id || !size) return undefined;
  const dataStart = at + id.width + size.width;
  return { id: id.value, dataStart, dataEnd: size.unknown ? undefined : dataStart + size.value };
}

async function webmDuration(source: ByteSource): Promise<number | undefined> {
  let at = 0;
  for (let n = 0; n < MAX_SIBLINGS && at < source.size; n++) {
    const element = await readElement(source, at);
    if (!element) return undefined;
    if (element.id === SEGMENT) return segmentDuration(source, element);
    if (element.id !== EBML_HEADER || element.dataEnd === undefined) return undefined;
    at = element.dataEnd;
  }
  return undefined;
}

async function segmentDuration(source: ByteSource, segment: Element): Promise<number | undefined> {
  const end = Math.min(segment.dataEnd ?? source.size, source.size);
  let at = segment.dataStart;
  for (let n = 0; n < MAX_SIBLINGS && at < end; n++) {
    const element = await readElement(source, at);
    // Info comes before the media data; past the first cluster there is nothing left to find.
    if (!element || element.id === CLUSTER || element.dataEnd === undefined) return undefined;
    if (element.id === INFO) return infoDuration(source, element.dataStart, element.dataEnd);
    at = element.dataEnd;
  }
  return undefined;
}

async function infoDuration(source: ByteSource, start: number, end: number): Promise<number | undefined> {
  if (end - start > MAX_HEADER_BYTES) return undefined;
  const bytes = await source.read(start, end - start);
  if (bytes.length < end - start) return undefined;
  let scale = 1_000_000;
  let duration: number | undefined;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.width, false);
    if (!id || !size || size.unknown) return undefined;
    const dataStart = at + id.width + size.width;
    const dataEnd = dataStart + size.value;
    if (dataEnd > bytes.length) return undefined;
    if (id.value === TIMECODE_SCALE) scale = readUint(bytes, dataStart, dataEnd);
    if (id.value === DURATION) duration = readFloat(bytes, dataStart, dataEnd);
    at = dataEnd;
  }
  return duration === undefined ? undefined : (duration * scale) / 1e9;
}

function readFloat(bytes: Uint8Array, start: number, end: number): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, end - start);
  if (end - start === 4) return view.getFloat32(0);
  if (end - start === 8) return view.getFloat64(0);
  return undefined;
}

// --- MP4 (ISO base media file format) ----------------------------------------------------------

interface Box {
  type: string;
  dataStart: number;
  end: number;
}

/** A box header: 32-bit size, or 1 and a 64-bit size after the type, or 0 for "to the end". */
async function readBox(source: ByteSource, at: number, parentEnd: number): Promise<Box | undefined> {
  const bytes = await source.read(at, 16);
  if (bytes.length < 8) return undefined;
  const size32 = readUint(bytes, 0, 4);
  const type = ascii(bytes, 4, 4);
  if (size32 === 1) {
    if (bytes.length < 16) return undefined;
    const size = readUint(bytes, 8, 16);
    return size < 16 || at + size > parentEnd ? undefined : { type, dataStart: at + 16, end: at + size };
  }
  if (size32 === 0) return { type, dataStart: at + 8, end: parentEnd };
  return size32 < 8 || at + size32 > parentEnd ? undefined : { type, dataStart: at + 8, end: at + size32 };
}

async function findBox(source: ByteSource, type: string, start: number, end: number) {
  let at = start;
  for (let n = 0; n < MAX_SIBLINGS && at < end; n++) {
    const box = await readBox(source, at, end);
    if (!box) return undefined;
    if (box.type === type) return box;
    at = box.end;
  }
  return undefined;
}

async function mp4Duration(source: ByteSource): Promise<number | undefined> {
  // moov may follow a large mdat (no "fast start"): boxes are skipped by their sizes, never read.
  const moov = await findBox(source, 'moov', 0, source.size);
  const mvhd = moov && (await findBox(source, 'mvhd', moov.dataStart, moov.end));
  if (!mvhd || mvhd.end - mvhd.dataStart > MAX_HEADER_BYTES) return undefined;
  const bytes = await source.read(mvhd.dataStart, mvhd.end - mvhd.dataStart);
  // Version 1 has 64-bit creation and modification times and duration; version 0 32-bit ones.
  const version = bytes[0];
  const [timescaleAt, durationBytes] = version === 0 ? [12, 4] : version === 1 ? [20, 8] : [0, 0];
  if (!durationBytes || bytes.length < timescaleAt + 4 + durationBytes) return undefined;
  const timescale = readUint(bytes, timescaleAt, timescaleAt + 4);
  const durationField = bytes.subarray(timescaleAt + 4, timescaleAt + 4 + durationBytes);
  // All ones means "unknown"; zero is what fragmented files write before their fragments.
  if (timescale === 0 || durationField.every((b) => b === 0xff)) return undefined;
  return readUint(durationField, 0, durationBytes) / timescale;
}
