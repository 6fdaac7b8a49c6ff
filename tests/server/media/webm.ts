// Just enough of EBML to read a WebM file's duration from its Segment Info, so a test can check the
// committed demo video against the length the seed declares without ffprobe.

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** A variable-length integer at `at`: its width in bytes and its value with (size) or without (id) the marker. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { width: number; value: number } {
  const first = bytes[at] ?? 0;
  let width = 1;
  while (width <= 8 && !(first & (0x80 >> (width - 1)))) width++;
  if (width > 8) throw new Error(`Invalid EBML number at byte ${at}`);
  let value = keepMarker ? first : first & (0xff >> width);
  for (let i = 1; i < width; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { width, value };
}

function* elements(bytes: Uint8Array, start: number, end: number) {
  let at = start;
  while (at < end) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.width, false);
    const dataStart = at + id.width + size.width;
    // An unknown size (all ones) means "up to the end of the parent"; only the Segment uses it here.
    const unknown = size.value === 2 ** (7 * size.width) - 1;
    const dataEnd = unknown ? end : Math.min(end, dataStart + size.value);
    yield { id: id.value, dataStart, dataEnd };
    at = dataEnd;
  }
}

const readUint = (bytes: Uint8Array, start: number, end: number) =>
  bytes.subarray(start, end).reduce((n, b) => n * 256 + b, 0);

function readFloat(bytes: Uint8Array, start: number, end: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, end - start);
  return end - start === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

export function webmDurationSeconds(bytes: Uint8Array): number {
  for (const segment of elements(bytes, 0, bytes.length)) {
    if (segment.id !== SEGMENT) continue;
    for (const info of elements(bytes, segment.dataStart, segment.dataEnd)) {
      if (info.id !== INFO) continue;
      let scale = 1_000_000;
      let duration: number | undefined;
      for (const field of elements(bytes, info.dataStart, info.dataEnd)) {
        if (field.id === TIMECODE_SCALE) scale = readUint(bytes, field.dataStart, field.dataEnd);
        if (field.id === DURATION) duration = readFloat(bytes, field.dataStart, field.dataEnd);
      }
      if (duration === undefined) throw new Error('The Segment Info has no Duration.');
      return (duration * scale) / 1e9;
    }
  }
  throw new Error('No Segment Info found.');
}
