// Which encoding a CSV file is in, and its text. Spreadsheets export UTF-8 with or without a BOM, UTF-16
// ("Unicode text") and, on Windows, Windows-1252; a wrong guess turns "Müller" into "MÃ¼ller", so the
// order is: a BOM says it; else bytes that are valid UTF-8 are UTF-8 (1252 text with umlauts almost never
// is); else zero bytes in every other position mean UTF-16 without a BOM; else Windows-1252.
export type TextEncodingName = 'UTF-8' | 'UTF-8 (BOM)' | 'UTF-16LE' | 'UTF-16BE' | 'WINDOWS-1252';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** UTF-16 without BOM: ASCII-heavy text has a zero in every second byte (odd positions for LE). */
function utf16WithoutBom(bytes: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'UTF-16LE';
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'UTF-16BE';
  return null;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'UTF-8 (BOM)' };
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'UTF-16LE' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'UTF-16BE' };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: new TextDecoder(utf16.toLowerCase()).decode(bytes), encoding: utf16 };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'WINDOWS-1252' };
  }
}
