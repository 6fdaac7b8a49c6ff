// The one cleaner of user-written plain text (news, rating comments, media titles and descriptions).
import { describe, expect, it } from 'vitest';
import { plainLine, plainParagraphs, plainText } from '../../../server/api/plainText';

describe('plain text', () => {
  it('drops lone surrogate halves (no character; PostgreSQL refuses them) and keeps whole pairs', () => {
    expect(plainLine('x\udc00y \ud800')).toBe('xy');
    expect(plainParagraphs('a\ud800b\n\nc\udfff')).toBe('ab\n\nc');
    expect(plainLine('Smile \ud83d\ude00')).toBe('Smile 😀');
  });

  it('removes C0/C1 controls and bidi overrides, keeps tab and newline, and normalises', () => {
    expect(plainText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(plainText('Pay \u202eusd 001\u202c now \u2066x\u2069')).toBe('Pay usd 001 now x');
    expect(plainText('col\tcol\r\nnext\rlast')).toBe('col\tcol\nnext\nlast');
    expect(plainText('Cafe\u0301')).toBe('Café');
    expect(plainText('a < b & <b>c</b>')).toBe('a < b & <b>c</b>');
  });

  it('makes one line of a title and paragraphs of a body', () => {
    expect(plainLine('  Two\n  lines\t here ')).toBe('Two lines here');
    expect(plainParagraphs('First  \n\n\n\nSecond\u0000 \r\n')).toBe('First\n\nSecond');
  });

  it('strips invisible formatting characters from titles: RLM/LRM, ALM, zero-width joiners, word joiner, BOM, tags', () => {
    const disguised =
      '\u200fPay\u200e\u061croll\u200b \u200dreport\u200c\u2060\ufeff' +
      String.fromCodePoint(0xe0041, 0xe0042, 0xe007f) +
      ' 2026\u00ad';
    expect(plainLine(disguised)).toBe('Payroll report 2026');
    expect(plainLine('Kurs \u2067\u202bA\u202c\u2069')).toBe('Kurs A');
  });

  it('keeps the joiners running text needs, and strips the other invisible characters from it', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(plainText(`Team ${family}\u200f!`)).toBe(`Team ${family}!`);
    expect(plainText('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645\u200e')).toBe(
      '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
    );
  });
});
