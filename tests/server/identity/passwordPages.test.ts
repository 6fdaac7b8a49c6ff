// @vitest-environment jsdom
// The reset and set-password pages: axe-core in every language, every strength feedback key zxcvbn-ts can
// report translated in every language, the live script allowed by its hash (and nothing else), links
// readable in both schemes, and the login page's "Forgot password?" link.
import { createHash } from 'node:crypto';
import axe from 'axe-core';
import { Options } from '@zxcvbn-ts/core';
import { describe, expect, it } from 'vitest';
import { PAGE_LOCALES, TEXTS, type PageLocale } from '../../../server/identity/i18n';
import { loginPage } from '../../../server/identity/pages';
import {
  forgotPasswordPage,
  invalidLinkPage,
  passwordSetPage,
  resetSentPage,
  setPasswordPage,
} from '../../../server/identity/passwordPages';
import { passwordStrength } from '../../../server/identity/passwordStrength';
import { PASSWORD_TEXTS } from '../../../server/identity/passwordTexts';

const setForm = {
  action: '/oidc/password/set',
  checkAction: '/oidc/password/strength',
  token: 'a'.repeat(43),
  username: 'ada',
  welcome: false,
  minimum: 10,
  maximum: 200,
};

function pagesFor(locale: PageLocale) {
  const p = PASSWORD_TEXTS[locale];
  return {
    forgot: forgotPasswordPage(locale, { action: '/oidc/password/forgot', backHref: '/' }),
    forgotWithError: forgotPasswordPage(locale, {
      action: '/oidc/password/forgot',
      backHref: '/',
      error: p.identifierMissing,
      status: 400,
    }),
    sent: resetSentPage(locale, '/', 60),
    set: setPasswordPage(locale, setForm),
    welcome: setPasswordPage(locale, { ...setForm, welcome: true }),
    setWeak: setPasswordPage(locale, {
      ...setForm,
      error: p.weakPassword,
      strength: passwordStrength('qwertyuiop'),
      status: 400,
    }),
    invalid: invalidLinkPage(locale, '/oidc/password/forgot'),
    done: passwordSetPage(locale, '/'),
  };
}

async function violations(html: string): Promise<string[]> {
  document.open();
  document.write(html);
  document.close();
  const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

describe('axe-core', () => {
  for (const locale of PAGE_LOCALES) {
    for (const [name, page] of Object.entries(pagesFor(locale))) {
      it(`finds nothing on the ${name} page (${locale})`, async () => {
        expect(await violations(page.html)).toEqual([]);
      });
    }
  }
});

/** The library's own keys (its default translations are the keys themselves). */
const translationKeys = new Options().translations;

describe('texts', () => {
  it('every language has every text, and every zxcvbn warning and suggestion', () => {
    for (const locale of PAGE_LOCALES) {
      const p = PASSWORD_TEXTS[locale];
      expect(Object.keys(p).sort()).toEqual(Object.keys(PASSWORD_TEXTS.en).sort());
      expect(Object.keys(p.warnings).sort()).toEqual(Object.keys(translationKeys.warnings).sort());
      expect(Object.keys(p.suggestions).sort()).toEqual(Object.keys(translationKeys.suggestions).sort());
      expect(Object.values({ ...p.warnings, ...p.suggestions }).every((s) => s.trim().length > 5)).toBe(true);
    }
    expect(PASSWORD_TEXTS.de.warnings.common).not.toBe(PASSWORD_TEXTS.en.warnings.common);
    expect(PASSWORD_TEXTS.sw.warnings.common).not.toBe(PASSWORD_TEXTS.en.warnings.common);
  });
});

describe('headers and script', () => {
  it('the set-password page allows its own script by hash and calls only the provider', () => {
    const page = setPasswordPage('en', setForm);
    const script = /<script>([\s\S]*)<\/script>/.exec(page.html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'sha256-${hash}'; connect-src 'self';`,
    );
    expect(script).not.toContain('innerHTML');
    // Works without the script: a plain form posting the token.
    expect(page.html).toContain('<form id="set-password" method="post" action="/oidc/password/set"');
    expect(page.html).toContain(`<input type="hidden" name="token" value="${'a'.repeat(43)}">`);
  });

  it('the other pages run no script and call nothing', () => {
    for (const page of [
      forgotPasswordPage('en', { action: '/f', backHref: '/' }),
      resetSentPage('en', '/', 60),
    ]) {
      expect(page.html).not.toContain('<script');
      expect(page.headers['content-security-policy']).toContain("script-src 'none';");
      expect(page.headers['content-security-policy']).not.toContain('connect-src');
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('escapes what the person typed and the username', () => {
    const forgot = forgotPasswordPage('en', {
      action: '/f',
      backHref: '/',
      identifier: '"><script>x</script>',
    });
    expect(forgot.html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    const set = setPasswordPage('en', { ...setForm, username: '<b>ada</b>' });
    expect(set.html).not.toContain('<b>ada</b>');
  });
});

describe('login page', () => {
  it('links to the reset page only when given one', () => {
    const t = TEXTS.sw;
    const withLink = loginPage('sw', t, { action: '/l', forgotHref: '/oidc/password/forgot?uid=a&lang=sw' });
    expect(withLink.html).toContain(
      '<p class="links"><a href="/oidc/password/forgot?uid=a&amp;lang=sw">Umesahau nenosiri?</a></p>',
    );
    expect(loginPage('sw', t, { action: '/l' }).html).not.toContain('password/forgot');
  });

  it('links are readable on the surface in both schemes', () => {
    const html = loginPage('en', TEXTS.en, { action: '/l', forgotHref: '/f' }).html;
    expect(html).toContain('a:not(.button){color:var(--primary)}');
    const luminance = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const blocks = [...html.matchAll(/:root\{([^}]*)\}/g)].map((m) => m[1] ?? '');
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      const primary = /--primary:(#[0-9a-f]{6})/i.exec(block)![1]!;
      const surface = /--surface:(#[0-9a-f]{6}|#fff)\b/i.exec(block)![1]!;
      const full = surface === '#fff' ? '#ffffff' : surface;
      const [light, dark] = [luminance(primary), luminance(full)].sort((a, b) => b - a) as [number, number];
      expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
