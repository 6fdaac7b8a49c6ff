// Locale negotiation of the provider's pages and the re-rendering of its self-submitting form.
import { describe, expect, it } from 'vitest';
import { parseProviderFormPost } from '../../../server/identity/formPost';
import { pickLocale, TEXTS } from '../../../server/identity/i18n';
import { autoSubmitPage } from '../../../server/identity/pages';

describe('pickLocale', () => {
  it('follows Accept-Language by q-value and primary subtag', () => {
    expect(pickLocale(undefined, 'de-AT')).toBe('de');
    expect(pickLocale(undefined, 'fr;q=1, sw;q=0.8, de;q=0.9')).toBe('de');
    expect(pickLocale(undefined, 'fr, sw-KE;q=0.5')).toBe('sw');
    expect(pickLocale(undefined, 'de;q=0, en;q=0.1')).toBe('en');
  });

  it('prefers the ui_locales of the authorization request', () => {
    expect(pickLocale('sw de', 'de-DE')).toBe('sw');
    expect(pickLocale('fr', 'de-DE')).toBe('de');
  });

  it('falls back to English', () => {
    expect(pickLocale(undefined, undefined)).toBe('en');
    expect(pickLocale(undefined, 'fr-FR,ja')).toBe('en');
    expect(pickLocale(42, '*')).toBe('en');
  });
});

describe('parseProviderFormPost', () => {
  const providerPage = `<!DOCTYPE html>
<html>
<head>
  <title>Submitting Callback</title>
</head>
<body>
  <form method="post" action="http://127.0.0.1:4000/oidc/session/end/confirm?a=1&amp;b=2">
    <input type="hidden" name="xsrf" value="a&lt;b&quot;c&#39;d"/>
<input type="hidden" name="logout" value="yes"/>
  </form>
</body>
</html>`;

  it('reads the action and the fields, unescaped', () => {
    expect(parseProviderFormPost(providerPage)).toEqual({
      action: 'http://127.0.0.1:4000/oidc/session/end/confirm?a=1&b=2',
      fields: { xsrf: `a<b"c'd`, logout: 'yes' },
    });
  });

  it('leaves every other body alone', () => {
    expect(parseProviderFormPost('<html><title>Sign in</title></html>')).toBeUndefined();
    expect(parseProviderFormPost({ error: 'invalid_request' })).toBeUndefined();
  });

  it('round-trips through the re-rendered page with the values escaped again', () => {
    const parsed = parseProviderFormPost(providerPage)!;
    const page = autoSubmitPage('en', TEXTS.en, TEXTS.en.signingOut, parsed.action, parsed.fields);
    expect(page.html).toContain('action="http://127.0.0.1:4000/oidc/session/end/confirm?a=1&amp;b=2"');
    expect(page.html).toContain('<input type="hidden" name="xsrf" value="a&lt;b&quot;c&#39;d">');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
  });
});
