import { describe, expect, it } from 'vitest';
import { setDocumentLanguage, textDirection } from '../../src/services/browser';

describe('document language', () => {
  it('writes lang and dir on <html>', () => {
    setDocumentLanguage('sw');
    expect(document.documentElement.getAttribute('lang')).toBe('sw');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('is left to right for every dictionary we ship, right to left for Arabic or Hebrew', () => {
    for (const locale of ['cs', 'de', 'el', 'en', 'ja', 'ru', 'sw', 'zh'])
      expect(textDirection(locale)).toBe('ltr');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
  });
});
