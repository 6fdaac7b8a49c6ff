// The one cleaner of user-written plain text (news, rating comments, media titles and descriptions).
import { describe, expect, it } from 'vitest';
import { plainLine, plainParagraphs, plainText } from '../../../server/api/plainText';

describe('plain text', () => {
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
});
