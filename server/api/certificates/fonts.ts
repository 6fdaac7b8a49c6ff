// The fonts a certificate is printed in, read from node_modules once per process. Noto Sans and Noto
// Serif cover Latin with diacritics, Greek, Cyrillic and Vietnamese; text with Han, Kana or Hangul is set
// in Noto Sans JP (Japanese certificates) or Noto Sans SC (others), which also carry Latin, so a mixed
// line stays in one font. Every PDF embeds only the glyphs it uses (subset).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FontFamily } from '../../../src/schemas/certificateDesign';

const require = createRequire(import.meta.url);

export type FontFace = 'SANS' | 'SERIF' | 'JP' | 'SC';

const PACKAGES: Record<FontFace, [pkg: string, file: string]> = {
  SANS: ['@expo-google-fonts/noto-sans', 'NotoSans'],
  SERIF: ['@expo-google-fonts/noto-serif', 'NotoSerif'],
  JP: ['@expo-google-fonts/noto-sans-jp', 'NotoSansJP'],
  SC: ['@expo-google-fonts/noto-sans-sc', 'NotoSansSC'],
};

function fontFile(face: FontFace, bold: boolean): string {
  const [pkg, file] = PACKAGES[face];
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const weight = bold ? '700Bold' : '400Regular';
  return path.join(dir, weight, `${file}_${weight}.ttf`);
}

const loaded = new Map<string, Promise<Uint8Array>>();

/** The font's bytes, read once per process (the CJK ones are 10 MB each). */
export function fontBytes(face: FontFace, bold: boolean): Promise<Uint8Array> {
  const key = `${face}:${bold}`;
  let bytes = loaded.get(key);
  if (!bytes) {
    bytes = readFile(fontFile(face, bold)).then((buffer) => new Uint8Array(buffer));
    // A failed read is not remembered: the next render tries again.
    bytes.catch(() => loaded.delete(key));
    loaded.set(key, bytes);
  }
  return bytes;
}

/** Han (incl. CJK punctuation), Hiragana, Katakana, Hangul and full-width forms. */
const CJK =
  /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{3134f}]/u;

/** The face a text is set in: the design's family, or a CJK face when the text needs one. */
export function faceFor(text: string, family: FontFamily, locale: string): FontFace {
  if (CJK.test(text)) return locale === 'ja' ? 'JP' : 'SC';
  return family;
}
