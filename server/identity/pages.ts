// The provider's own HTML pages (login, sign-out, errors): one layout, no external resources, no
// framing, works without JavaScript, readable in light and dark colour schemes.
import { createHash } from 'node:crypto';
import type { PageLocale, PageTexts } from './i18n';

export const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f5fb;--surface:#fff;--text:#1b1d29;--muted:#4a4d5e;--border:#8a8ea3;
--primary:#4850d8;--on-primary:#fff;--error-bg:#fdecea;--error:#8c1d18;--focus:#1b1d29}
@media (prefers-color-scheme:dark){:root{--bg:#11121a;--surface:#1d1f2d;--text:#eceefa;--muted:#c3c6d8;
--border:#8a8ea3;--primary:#9aa0ff;--on-primary:#0b0c14;--error-bg:#3b1512;--error:#ffcfc9;--focus:#eceefa}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);
color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:24rem;margin:1rem;padding:2rem;background:var(--surface);border-radius:12px;
box-shadow:0 2px 12px rgba(0,0,0,.15)}
h1{margin:0 0 .5rem;font-size:1.6rem}
p{margin:0 0 1rem;color:var(--muted)}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.6rem .75rem;font:inherit;color:var(--text);background:var(--surface);
border:1px solid var(--border);border-radius:8px}
button,.button{display:inline-block;width:100%;margin-top:1.5rem;padding:.7rem 1rem;font:inherit;font-weight:600;
text-align:center;text-decoration:none;color:var(--on-primary);background:var(--primary);border:0;border-radius:8px;cursor:pointer}
button.secondary{margin-top:.75rem;color:var(--text);background:transparent;border:1px solid var(--border)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{padding:.75rem 1rem;color:var(--error);background:var(--error-bg);border-radius:8px}
.hint{margin:.25rem 0 0;font-size:.9rem}
a:not(.button){color:var(--primary)}
.links{margin:1.25rem 0 0;text-align:center}
.feedback{margin:.5rem 0 0;font-size:.9rem;color:var(--muted)}
.feedback p{margin:0;color:inherit}
.feedback ul{margin:.25rem 0 0;padding-left:1.25rem}
`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const STYLE_HASH = sha256(STYLE);

export interface Page {
  status: number;
  html: string;
  headers: Record<string, string>;
}

interface PageInput {
  locale: PageLocale;
  title: string;
  body: string;
  status?: number;
  /** Inline script; allowed by its hash only. */
  script?: string;
  /** Lets that script call the provider itself (the live password-strength check). */
  connectSelf?: boolean;
}

export function renderPage({ locale, title, body, status = 200, script, connectSelf }: PageInput): Page {
  const scriptSrc = script ? sha256(script) : "'none'";
  const connect = connectSelf ? " connect-src 'self';" : '';
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
  return {
    status,
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; script-src ${scriptSrc};${connect} img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'`,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  };
}

export interface LoginForm {
  action: string;
  /** The "Forgot password?" page. */
  forgotHref?: string;
  username?: string;
  error?: string;
  status?: number;
}

export function loginPage(locale: PageLocale, t: PageTexts, form: LoginForm): Page {
  const error = form.error
    ? `<p class="error" id="login-error" role="alert">${escapeHtml(form.error)}</p>`
    : '';
  const described = form.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return renderPage({
    locale,
    status: form.status,
    title: t.signInTitle,
    body: `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${error}
<form method="post" action="${escapeHtml(form.action)}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required${form.username ? '' : ' autofocus'} value="${escapeHtml(form.username)}"${described}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${form.username ? ' autofocus' : ''}${described}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>${form.forgotHref ? `\n<p class="links"><a href="${escapeHtml(form.forgotHref)}">${escapeHtml(t.forgotPassword)}</a></p>` : ''}`,
  });
}

export interface NewPasswordForm {
  action: string;
  minimum: number;
  error?: string;
  status?: number;
}

/** After the right one-time or initial password: the person chooses their own, twice. */
export function newPasswordPage(locale: PageLocale, t: PageTexts, form: NewPasswordForm): Page {
  const error = form.error
    ? `<p class="error" id="password-error" role="alert">${escapeHtml(form.error)}</p>`
    : '';
  const invalid = form.error ? ' aria-invalid="true"' : '';
  const described = `password-hint${form.error ? ' password-error' : ''}`;
  return renderPage({
    locale,
    status: form.status,
    title: t.newPasswordTitle,
    body: `<h1>${escapeHtml(t.newPasswordTitle)}</h1>
<p>${escapeHtml(t.newPasswordIntro)}</p>
${error}
<form method="post" action="${escapeHtml(form.action)}">
<label for="new-password">${escapeHtml(t.newPassword)}</label>
<input id="new-password" name="newPassword" type="password" autocomplete="new-password" minlength="${form.minimum}" required autofocus aria-describedby="${described}"${invalid}>
<p class="hint" id="password-hint">${escapeHtml(t.newPasswordHint(form.minimum))}</p>
<label for="repeat-password">${escapeHtml(t.repeatPassword)}</label>
<input id="repeat-password" name="repeatPassword" type="password" autocomplete="new-password" minlength="${form.minimum}" required${invalid}>
<button type="submit">${escapeHtml(t.savePassword)}</button>
</form>`,
  });
}

export function messagePage(
  locale: PageLocale,
  title: string,
  message: string,
  link?: { href: string; label: string },
  status = 200,
): Page {
  const action = link
    ? `\n<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`
    : '';
  return renderPage({
    locale,
    status,
    title,
    body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${action}`,
  });
}

/** The provider's sign-out form, either to confirm or (with autoSubmit) submitted at once. */
export function logoutPage(locale: PageLocale, t: PageTexts, form: string, autoSubmit: boolean): Page {
  if (autoSubmit) {
    return renderPage({
      locale,
      title: t.signOutTitle,
      body: `<h1>${escapeHtml(t.signingOut)}</h1>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(t.continue)}</button></noscript>`,
      script: "document.getElementById('op.logoutForm').submit();",
    });
  }
  return renderPage({
    locale,
    title: t.signOutTitle,
    body: `<h1>${escapeHtml(t.signOutQuestion)}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(t.signOut)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(t.staySignedIn)}</button>`,
  });
}

/** A form that posts itself at once (a button remains for browsers without JavaScript). */
export function autoSubmitPage(
  locale: PageLocale,
  t: PageTexts,
  heading: string,
  action: string,
  fields: Record<string, string>,
): Page {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return renderPage({
    locale,
    title: heading,
    body: `<h1>${escapeHtml(heading)}</h1>
<form method="post" action="${escapeHtml(action)}">
${inputs}
<noscript><button type="submit">${escapeHtml(t.continue)}</button></noscript>
</form>`,
    script: 'document.forms[0].submit();',
  });
}
