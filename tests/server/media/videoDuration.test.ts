// The server's own measure of a video's length, from real files and from containers built byte by
// byte for the cases no encoder here writes (64-bit sizes, version-1 movie headers, unknown sizes).
//
// black-3s.mp4 (2.3 KB) was made with
//   ffmpeg -f lavfi -i color=c=black:s=64x64:d=3:r=10 -c:v libx264 -preset veryfast -crf 40 \
//     -pix_fmt yuv420p black-3s.mp4
// without +faststart, so its moov box follows the mdat box.
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VIDEO_FILE, DEMO_VIDEO_SECONDS } from '../../../server/media/seed';
import {
  bytesSource,
  fileVideoDurationSeconds,
  videoDurationSeconds,
} from '../../../server/media/videoDuration';

const MP4_FIXTURE = path.join(import.meta.dirname, 'black-3s.mp4');
const measure = (bytes: Uint8Array) => videoDurationSeconds(bytesSource(bytes));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-duration-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const ascii = (text: string) => new TextEncoder().encode(text);
const uint = (value: number, width: number) => {
  const out = new Uint8Array(width);
  let n = BigInt(value);
  for (let i = width - 1; i >= 0; i--) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
};

// --- MP4 boxes --------------------------------------------------------------------------------

const box = (type: string, ...payload: Uint8Array[]) => {
  const body = concat(...payload);
  return concat(uint(8 + body.length, 4), ascii(type), body);
};
const ftyp = box('ftyp', ascii('isom'), uint(512, 4), ascii('isomiso2mp41'));
function mvhd(version: 0 | 1, timescale: number, duration: number | 'unknown') {
  const wide = version === 1 ? 8 : 4;
  const durationBytes = duration === 'unknown' ? new Uint8Array(wide).fill(0xff) : uint(duration, wide);
  // version, flags, creation and modification times, then the rest of the header (rate, volume, matrix...).
  return box(
    'mvhd',
    uint(version, 1),
    uint(0, 3),
    uint(0, wide),
    uint(0, wide),
    uint(timescale, 4),
    durationBytes,
    new Uint8Array(80),
  );
}

// --- EBML elements ----------------------------------------------------------------------------

const ebml = (id: number[], payload: Uint8Array, size?: Uint8Array) =>
  concat(new Uint8Array(id), size ?? concat(new Uint8Array([0x01]), uint(payload.length, 7)), payload);
const float64 = (n: number) => {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, n);
  return out;
};
const float32 = (n: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setFloat32(0, n);
  return out;
};
const EBML_HEADER = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], ascii('webm')));
const info = (...fields: Uint8Array[]) => ebml([0x15, 0x49, 0xa9, 0x66], concat(...fields));
const timecodeScale = (ns: number) => ebml([0x2a, 0xd7, 0xb1], uint(ns, 3));
const duration = (bytes: Uint8Array) => ebml([0x44, 0x89], bytes);
const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], new Uint8Array(32));
const UNKNOWN_SIZE = new Uint8Array([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const segment = (payload: Uint8Array, size?: Uint8Array) => ebml([0x18, 0x53, 0x80, 0x67], payload, size);

describe('WebM', () => {
  it('reads the demo video: 24 s, from the file and from its bytes', async () => {
    expect(await fileVideoDurationSeconds(DEMO_VIDEO_FILE)).toBeCloseTo(DEMO_VIDEO_SECONDS, 1);
    expect(await measure(new Uint8Array(await readFile(DEMO_VIDEO_FILE)))).toBeCloseTo(DEMO_VIDEO_SECONDS, 1);
  });

  it('applies the timecode scale, reads 4-byte floats and a segment of unknown size (live recorders)', async () => {
    // 2,500 ticks of 10 ms; a SeekHead-like element before Info is skipped.
    const skipped = ebml([0x11, 0x4d, 0x9b, 0x74], new Uint8Array(20));
    const file = concat(
      EBML_HEADER,
      segment(
        concat(skipped, info(timecodeScale(10_000_000), duration(float32(2500))), cluster),
        UNKNOWN_SIZE,
      ),
    );
    expect(await measure(file)).toBeCloseTo(25, 5);
    expect(await measure(concat(EBML_HEADER, segment(info(duration(float64(1500.5))))))).toBeCloseTo(
      1.5005,
      6,
    );
  });

  it('gives undefined when the Info has no duration (as MediaRecorder writes) or comes after the media data', async () => {
    expect(await measure(concat(EBML_HEADER, segment(concat(info(timecodeScale(1_000_000)), cluster))))).toBe(
      undefined,
    );
    expect(await measure(concat(EBML_HEADER, segment(concat(cluster, info(duration(float64(1000)))))))).toBe(
      undefined,
    );
    // A duration of zero, negative or not a number is no length.
    for (const bad of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(await measure(concat(EBML_HEADER, segment(info(duration(float64(bad))))))).toBe(undefined);
    // A 2-byte float does not exist.
    expect(await measure(concat(EBML_HEADER, segment(info(duration(new Uint8Array(2))))))).toBe(undefined);
  });

  it('gives undefined for the demo video cut short before its duration', async () => {
    const bytes = new Uint8Array(await readFile(DEMO_VIDEO_FILE));
    for (const length of [3, 40, 120]) expect(await measure(bytes.subarray(0, length))).toBe(undefined);
  });
});

describe('MP4', () => {
  it('reads the ffmpeg fixture (3 s) whose moov follows the mdat', async () => {
    const bytes = new Uint8Array(await readFile(MP4_FIXTURE));
    expect(bytes.length).toBeLessThan(20 * 1024);
    expect(String.fromCharCode(...bytes.subarray(44, 48))).toBe('mdat');
    expect(await fileVideoDurationSeconds(MP4_FIXTURE)).toBeCloseTo(3, 3);
    expect(await measure(bytes)).toBeCloseTo(3, 3);
  });

  it('reads a version-1 movie header with 64-bit fields', async () => {
    // 2^33 / 2^20 timescale units: beyond 32 bits, 8192 s.
    const file = concat(ftyp, box('moov', mvhd(1, 2 ** 20, 2 ** 33)));
    expect(await measure(file)).toBe(8192);
    expect(await measure(concat(ftyp, box('moov', mvhd(0, 600, 4500))))).toBe(7.5);
  });

  it('skips a 64-bit-sized mdat on disk without reading it (a sparse 5 GB file)', async () => {
    const file = path.join(dir, 'large.mp4');
    const mdatSize = 5 * 1024 ** 3;
    const mdatHeader = concat(uint(1, 4), ascii('mdat'), uint(mdatSize, 8));
    const moov = box('moov', box('udta', new Uint8Array(10)), mvhd(0, 1000, 42_000));
    const handle = await open(file, 'w');
    try {
      await handle.write(concat(ftyp, mdatHeader), 0, undefined, 0);
      await handle.write(moov, 0, undefined, ftyp.length + mdatSize);
    } finally {
      await handle.close();
    }
    expect(await fileVideoDurationSeconds(file)).toBe(42);
    // The same with the file cut inside the mdat: the moov is missing.
    const cut = await open(file, 'r+');
    await cut.truncate(ftyp.length + 1024);
    await cut.close();
    expect(await fileVideoDurationSeconds(file)).toBe(undefined);
  });

  it('gives undefined for unknown or zero lengths, bad versions and broken box sizes', async () => {
    const cases = [
      concat(ftyp, box('moov', mvhd(0, 1000, 'unknown'))),
      concat(ftyp, box('moov', mvhd(1, 1000, 'unknown'))),
      concat(ftyp, box('moov', mvhd(0, 0, 5000))),
      // Fragmented files write 0 before their fragments.
      concat(ftyp, box('moov', mvhd(0, 1000, 0))),
      concat(ftyp, box('moov', box('mvhd', uint(2, 1), new Uint8Array(99)))),
      concat(ftyp, box('moov', box('trak', new Uint8Array(8)))),
      concat(ftyp, box('free', new Uint8Array(4))),
      // A box claiming fewer than its own 8 header bytes, and one reaching past its parent.
      concat(ftyp, uint(4, 4), ascii('moov')),
      concat(ftyp, box('moov', concat(uint(500, 4), ascii('mvhd')))),
    ];
    for (const [i, bytes] of cases.entries()) expect(await measure(bytes), `case ${i}`).toBe(undefined);
  });

  it('gives undefined for the fixture cut short', async () => {
    const bytes = new Uint8Array(await readFile(MP4_FIXTURE));
    for (const length of [0, 11, 40, bytes.length - 1])
      expect(await measure(bytes.subarray(0, length))).toBe(undefined);
  });
});

describe('neither', () => {
  it('gives undefined for other files and garbage, never an error', async () => {
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    for (const bytes of [new Uint8Array(), ascii('%PDF-1.7\n'), random, new Uint8Array(64)])
      expect(await measure(bytes)).toBe(undefined);
    // The right magic bytes followed by noise.
    expect(await measure(concat(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), random))).toBe(undefined);
    expect(await measure(concat(uint(24, 4), ascii('ftyp'), random))).toBe(undefined);
  });
});
