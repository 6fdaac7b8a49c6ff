// The reader's language is decided once for every area (server/api/locale.ts): the user's claim, else
// the browser's Accept-Language, else the default, each only when allowed; and no area reaches into
// another area's folder for it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../../../server/api/context';
import { langOf, viewerLocale } from '../../../server/api/locale';

const contextOf = (claims: Record<string, unknown>, acceptLanguage?: string) =>
  ({
    config: { app: { ALLOWED_LOCALES: ['en', 'de', 'sw'], DEFAULT_LOCALE: 'en' } },
    viewer: { userId: 'u', roles: [], claims },
    ...(acceptLanguage === undefined
      ? {}
      : {
          request: new Request('http://localhost/graphql', {
            headers: { 'accept-language': acceptLanguage },
          }),
        }),
  }) as unknown as ApiContext;

describe('viewerLocale', () => {
  it('takes the allowed locale claim first', () => {
    expect(viewerLocale(contextOf({ locale: 'sw' }, 'de'))).toBe('sw');
  });

  it('else the best allowed browser language, by weight', () => {
    expect(viewerLocale(contextOf({ locale: 'fr' }, 'fr-FR, de;q=0.5, sw;q=0.8'))).toBe('sw');
    expect(viewerLocale(contextOf({}, 'de-CH'))).toBe('de');
  });

  it('else the default (no request, as in a subscription; nothing allowed asked for)', () => {
    expect(viewerLocale(contextOf({}))).toBe('en');
    expect(viewerLocale(contextOf({}, 'fr, it;q=0'))).toBe('en');
  });

  it('langOf gives the locale with the default beside it', () => {
    expect(langOf(contextOf({ locale: 'de' }))).toEqual({ locale: 'de', defaultLocale: 'en' });
  });
});

describe('one place for the language', () => {
  it("no area imports another area's locale module", async () => {
    const root = path.resolve(__dirname, '../../../server/api');
    const offenders: string[] = [];
    for (const area of await readdir(root, { withFileTypes: true })) {
      if (!area.isDirectory() || area.name === 'generated') continue;
      for (const name of await readdir(path.join(root, area.name))) {
        if (!name.endsWith('.ts')) continue;
        const source = await readFile(path.join(root, area.name, name), 'utf8');
        if (/from '\.\.?\/(?:[\w-]+\/)?locale'/.test(source.replace(/from '\.\.\/locale'/g, '')))
          offenders.push(`${area.name}/${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
