import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../src/i18n/resolveLocale';
import { formatDate, formatTime, resolveDateFormat } from '../../src/i18n/dates';

const allowed = ['en', 'de', 'sw'];

describe('resolveLocale', () => {
  it('prefers the user locale when allowed', () => {
    expect(
      resolveLocale({
        userLocale: 'sw',
        browserLanguages: ['de-DE'],
        realmDefault: 'de',
        configuredDefault: 'en',
        allowed,
      }),
    ).toBe('sw');
  });
  it('skips a user locale that is not allowed and takes the browser two-letter language', () => {
    expect(
      resolveLocale({
        userLocale: 'fr',
        browserLanguages: ['de-AT', 'en'],
        configuredDefault: 'en',
        allowed,
      }),
    ).toBe('de');
  });
  it('falls to the realm default when the browser language is not allowed', () => {
    expect(
      resolveLocale({
        browserLanguages: ['fr-FR', 'de'],
        realmDefault: 'sw',
        configuredDefault: 'en',
        allowed,
      }),
    ).toBe('sw');
  });
  it('falls to the configured default last', () => {
    expect(
      resolveLocale({
        userLocale: null,
        browserLanguages: [],
        realmDefault: 'it',
        configuredDefault: 'en',
        allowed,
      }),
    ).toBe('en');
  });
  it('still returns an allowed locale when the configured default is not allowed', () => {
    expect(resolveLocale({ configuredDefault: 'fr', allowed })).toBe('en');
  });
});

describe('dates', () => {
  const date = new Date(2026, 0, 5, 9, 7);
  it('uses the user format, then the realm default, then dd.MM.yyyy', () => {
    expect(resolveDateFormat({ dateFormat: 'yyyy-MM-dd', defaultDateFormat: 'MM/dd/yyyy' })).toBe(
      'yyyy-MM-dd',
    );
    expect(resolveDateFormat({ dateFormat: null, defaultDateFormat: 'MM/dd/yyyy' })).toBe('MM/dd/yyyy');
    expect(resolveDateFormat({})).toBe('dd.MM.yyyy');
  });
  it('formats dates with the pattern and times as HH:mm', () => {
    expect(formatDate(date)).toBe('05.01.2026');
    expect(formatDate(date, 'd. MMMM yyyy')).toBe('5. January 2026');
    expect(formatTime(date)).toBe('09:07');
  });
});
