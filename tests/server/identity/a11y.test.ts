// @vitest-environment jsdom
// Accessibility of the provider's pages: axe-core on every page in every language, and the WCAG
// contrast of the colour pairs the style uses, in the light and the dark scheme (jsdom cannot
// compute colours, so axe's own contrast rule is replaced by this calculation).
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { PAGE_LOCALES, TEXTS } from '../../../server/identity/i18n';
import {
  autoSubmitPage,
  loginPage,
  logoutPage,
  messagePage,
  newPasswordPage,
} from '../../../server/identity/pages';

const FORM =
  '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="x"/></form>';

function pagesFor(locale: (typeof PAGE_LOCALES)[number]) {
  const t = TEXTS[locale];
  return {
    login: loginPage(locale, t, { action: '/oidc/interaction/abc/login' }),
    loginWithError: loginPage(locale, t, {
      action: '/oidc/interaction/abc/login',
      username: 'ada',
      error: t.invalidCredentials,
      status: 401,
    }),
    logoutConfirm: logoutPage(locale, t, FORM, false),
    logoutDirect: logoutPage(locale, t, FORM, true),
    signedOut: messagePage(locale, t.signedOutTitle, t.signedOut, { href: '/', label: t.backToApp }),
    autoSubmit: autoSubmitPage(locale, t, t.continuing, '/oidc/auth/abc', { a: 'b' }),
    newPassword: newPasswordPage(locale, t, { action: '/oidc/interaction/abc/password', minimum: 10 }),
    newPasswordWithError: newPasswordPage(locale, t, {
      action: '/oidc/interaction/abc/password',
      minimum: 10,
      error: t.passwordsDiffer,
      status: 400,
    }),
    deactivated: loginPage(locale, t, {
      action: '/oidc/interaction/abc/login',
      username: 'ada',
      error: t.deactivated,
      status: 403,
    }),
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

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The custom properties of each `:root{...}` block: first light, then the dark media query. */
function palettes(html: string): Record<string, string>[] {
  return [...html.matchAll(/:root\{([^}]*)\}/g)].map((block) =>
    Object.fromEntries(
      [...(block[1] ?? '').matchAll(/--([\w-]+):#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)].map((m) => {
        const hex = m[2] ?? '';
        return [m[1], `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`];
      }),
    ),
  );
}

describe('colour contrast', () => {
  const [light, dark] = palettes(pagesFor('en').login.html);

  it('has a light and a dark palette', () => {
    expect(Object.keys(light ?? {})).toContain('text');
    expect(Object.keys(dark ?? {})).toEqual(Object.keys(light ?? {}));
  });

  for (const [scheme, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`meets WCAG AA in the ${scheme} scheme`, () => {
      const p = palette ?? {};
      const ratio = (a: string, b: string) => contrast(p[a] ?? '#000000', p[b] ?? '#000000');
      // Text: 4.5:1; input borders and the focus ring (non-text UI): 3:1.
      expect(ratio('text', 'surface')).toBeGreaterThanOrEqual(4.5);
      expect(ratio('text', 'bg')).toBeGreaterThanOrEqual(4.5);
      expect(ratio('muted', 'surface')).toBeGreaterThanOrEqual(4.5);
      expect(ratio('on-primary', 'primary')).toBeGreaterThanOrEqual(4.5);
      expect(ratio('error', 'error-bg')).toBeGreaterThanOrEqual(4.5);
      expect(ratio('border', 'surface')).toBeGreaterThanOrEqual(3);
      expect(ratio('focus', 'surface')).toBeGreaterThanOrEqual(3);
      expect(ratio('focus', 'bg')).toBeGreaterThanOrEqual(3);
    });
  }
});
