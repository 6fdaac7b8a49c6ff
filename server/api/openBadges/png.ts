// Baking: an uncompressed iTXt chunk put into a PNG before IEND, every other chunk kept byte for byte.
// Open Badges 3.0 uses the keyword 'openbadgecredential' (text: the VC-JWT), 2.0 'openbadges' (text: the
// assertion's JSON). A keyword may appear only once, so an existing chunk with it is replaced.
import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngChunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG; throws on anything that is not a well-formed PNG datastream. */
export function readChunks(png: Buffer): PngChunk[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG');
  const chunks: PngChunk[] = [];
  let at = 8;
  while (at < png.length) {
    if (at + 12 > png.length) throw new Error('Truncated PNG chunk');
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw new Error('Truncated PNG chunk');
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at = end;
    if (chunks.at(-1)!.type === 'IEND') break;
  }
  if (chunks.at(-1)?.type !== 'IEND') throw new Error('PNG without IEND');
  return chunks;
}

function encodeChunk({ type, data }: PngChunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4, 8))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** iTXt: keyword, NUL, compression flag 0, method 0, empty language tag + NUL, empty translation + NUL, UTF-8 text. */
export function itxtChunk(keyword: string, text: string): PngChunk {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error('Invalid iTXt keyword');
  return {
    type: 'iTXt',
    data: Buffer.concat([
      Buffer.from(keyword, 'latin1'),
      Buffer.from([0, 0, 0, 0, 0]),
      Buffer.from(text, 'utf8'),
    ]),
  };
}

const itxtKeyword = (data: Buffer) => data.toString('latin1', 0, Math.max(0, data.indexOf(0)));

export function bakePng(png: Buffer, keyword: string, text: string): Buffer {
  const chunks = readChunks(png).filter((c) => !(c.type === 'iTXt' && itxtKeyword(c.data) === keyword));
  chunks.splice(chunks.length - 1, 0, itxtChunk(keyword, text));
  return Buffer.concat([SIGNATURE, ...chunks.map(encodeChunk)]);
}
