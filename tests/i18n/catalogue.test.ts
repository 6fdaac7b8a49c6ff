import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { dictionaryLocales } from '../../src/i18n/locales';

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'public/assets/i18n');
const load = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

const en = load('en');
const others = dictionaryLocales.filter((l) => l !== 'en');

function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentNames(option.value, into);
    }
    if (el.type === TYPE.tag) argumentNames(el.children, into);
  }
  return into;
}

// Words that are the same in many languages and names that are not translated.
const mayEqualEnglish = new Set([
  'shell.footer.version',
  'shell.footer.serverVersion',
  'route.system.title',
  'route.design-configuration.title',
  'route.import-management.title',
  'role.ADMIN',
  'profile.name',
]);
const MAX_OTHER_COPIES = 3;

describe('translation catalogues', () => {
  it('has exactly one file per dictionary locale', () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...dictionaryLocales].sort());
  });

  it.each(dictionaryLocales)('%s: flat string values with valid ICU syntax', (locale) => {
    for (const [id, message] of Object.entries(load(locale))) {
      expect(typeof message, `${locale} ${id}`).toBe('string');
      expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
      expect(() => parse(message), `${locale} ${id}`).not.toThrow();
    }
  });

  it.each(others)('%s: the same keys as English', (locale) => {
    expect(Object.keys(load(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(others)('%s: the same placeholders as English', (locale) => {
    const catalogue = load(locale);
    for (const [id, english] of Object.entries(en)) {
      const translated = catalogue[id];
      if (translated === undefined) continue;
      expect([...argumentNames(parse(translated))].sort(), `${locale} ${id}`).toEqual(
        [...argumentNames(parse(english))].sort(),
      );
    }
  });

  it.each(others)('%s: really translated, not English copies', (locale) => {
    const catalogue = load(locale);
    const copies = Object.keys(en).filter((id) => catalogue[id] === en[id] && !mayEqualEnglish.has(id));
    expect(copies.length, `${locale} copies ${copies.join(', ')}`).toBeLessThanOrEqual(MAX_OTHER_COPIES);
    for (const id of copies)
      expect(en[id]!.length, `${locale} copies the long message ${id}`).toBeLessThanOrEqual(16);
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('message ids used by the app', () => {
  // Ids appear literally in defineMessages({ x: { id: '...' } }), <FormattedMessage id="..."> and
  // formatMessage({ id: '...' }); only files that use react-intl are read.
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes("from 'react-intl'")) continue;
    for (const match of text.matchAll(/\bid:\s*["']([^"']+)["']/g)) used.add(match[1]!);
    for (const match of text.matchAll(/<FormattedMessage[^>]*\bid=["']([^"']+)["']/g)) used.add(match[1]!);
  }

  it('finds the ids', () => {
    expect(used.size).toBeGreaterThan(50);
  });

  it('every id used in src/ exists in en.json', () => {
    expect([...used].filter((id) => !(id in en))).toEqual([]);
  });

  it('en.json has no unused keys', () => {
    expect(Object.keys(en).filter((id) => !used.has(id))).toEqual([]);
  });
});
