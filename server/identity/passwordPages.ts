// The provider's "Forgot password?" and set-password pages, in the layout of its other pages (pages.ts):
// plain forms that work without JavaScript; with it, the set-password page shows the strength of the
// password while it is typed (asking the provider, which checks it as it will on submit).
import { PAGE_LOCALES, TEXTS, type PageLocale } from './i18n';
import { escapeHtml, messagePage, renderPage, type Page } from './pages';
import type { Strength } from './passwordStrength';
import { PASSWORD_TEXTS } from './passwordTexts';

export interface ForgotForm {
  action: string;
  /** The login page this came from, else the app. */
  backHref: string;
  identifier?: string;
  error?: string;
  status?: number;
}

const backLink = (href: string, label: string) =>
  `<p class="links"><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

export function forgotPasswordPage(locale: PageLocale, form: ForgotForm): Page {
  const p = PASSWORD_TEXTS[locale];
  const error = form.error
    ? `<p class="error" id="identifier-error" role="alert">${escapeHtml(form.error)}</p>`
    : '';
  const described = form.error ? ' aria-describedby="identifier-error" aria-invalid="true"' : '';
  return renderPage({
    locale,
    status: form.status,
    title: p.forgotTitle,
    body: `<h1>${escapeHtml(p.forgotTitle)}</h1>
<p>${escapeHtml(p.forgotIntro)}</p>
${error}
<form method="post" action="${escapeHtml(form.action)}">
<label for="identifier">${escapeHtml(p.identifier)}</label>
<input id="identifier" name="identifier" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="320" required autofocus value="${escapeHtml(form.identifier)}"${described}>
<button type="submit">${escapeHtml(p.sendLink)}</button>
</form>
${backLink(form.backHref, p.backToSignIn)}`,
  });
}

/** The one answer to every well-formed request, whether an account exists or not. */
export function resetSentPage(locale: PageLocale, backHref: string, validMinutes: number): Page {
  const p = PASSWORD_TEXTS[locale];
  return renderPage({
    locale,
    title: p.sentTitle,
    body: `<h1>${escapeHtml(p.sentTitle)}</h1>
<p role="status">${escapeHtml(p.sent(validMinutes))}</p>
${backLink(backHref, p.backToSignIn)}`,
  });
}

/** Translated strength feedback: the level, the warning and the suggestions. */
export function strengthFeedback(locale: PageLocale, strength: Strength) {
  const p = PASSWORD_TEXTS[locale];
  const warning = strength.warning ? (p.warnings[strength.warning] ?? null) : null;
  return {
    score: strength.score,
    acceptable: strength.acceptable,
    label: `${p.strength}: ${p.strengthLevels[strength.score]}`,
    warning,
    suggestions: strength.suggestions.map((key) => p.suggestions[key]).filter((s): s is string => !!s),
  };
}

const feedbackHtml = (locale: PageLocale, strength: Strength | undefined) => {
  if (!strength) return '';
  const f = strengthFeedback(locale, strength);
  const items = [f.warning, ...f.suggestions].filter(Boolean);
  const list = items.length ? `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  return `<p>${escapeHtml(f.label)}</p>${list}`;
};

// Static, so the page's CSP allows it by hash; it reads the check address and the token from the form.
// The answer is put in with textContent only.
const LIVE_STRENGTH = `(function(){var f=document.getElementById('set-password'),i=document.getElementById('new-password'),o=document.getElementById('strength'),t;
if(!f||!i||!o||!window.fetch)return;
function show(s){var p=document.createElement('p');p.textContent=s.label;var n=[p];var items=[s.warning].concat(s.suggestions).filter(Boolean);
if(items.length){var u=document.createElement('ul');items.forEach(function(x){var li=document.createElement('li');li.textContent=x;u.appendChild(li);});n.push(u);}
o.replaceChildren.apply(o,n);}
function check(){var v=i.value;if(!v){o.replaceChildren();return;}
fetch(f.getAttribute('data-check'),{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({token:f.elements.token.value,password:v})})
.then(function(r){return r.ok?r.json():null;}).then(function(s){if(s&&i.value===v)show(s);}).catch(function(){});}
i.addEventListener('input',function(){clearTimeout(t);t=setTimeout(check,250);});})();`;

export interface SetPasswordForm {
  action: string;
  checkAction: string;
  token: string;
  username: string;
  welcome: boolean;
  minimum: number;
  maximum: number;
  error?: string;
  strength?: Strength;
  status?: number;
}

export function setPasswordPage(locale: PageLocale, form: SetPasswordForm): Page {
  const t = TEXTS[locale];
  const p = PASSWORD_TEXTS[locale];
  const title = form.welcome ? p.welcomeTitle : p.setTitle;
  const intro = form.welcome ? p.welcomeIntro(form.username) : p.setIntro(form.username);
  const error = form.error
    ? `<p class="error" id="password-error" role="alert">${escapeHtml(form.error)}</p>`
    : '';
  const invalid = form.error ? ' aria-invalid="true"' : '';
  const described = `password-hint strength${form.error ? ' password-error' : ''}`;
  const limits = `minlength="${form.minimum}" maxlength="${form.maximum}"`;
  return renderPage({
    locale,
    status: form.status,
    title,
    script: LIVE_STRENGTH,
    connectSelf: true,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${error}
<form id="set-password" method="post" action="${escapeHtml(form.action)}" data-check="${escapeHtml(form.checkAction)}">
<input type="hidden" name="token" value="${escapeHtml(form.token)}">
<input type="text" name="username" value="${escapeHtml(form.username)}" autocomplete="username" hidden>
<label for="new-password">${escapeHtml(t.newPassword)}</label>
<input id="new-password" name="newPassword" type="password" autocomplete="new-password" ${limits} required autofocus aria-describedby="${described}"${invalid}>
<p class="hint" id="password-hint">${escapeHtml(t.newPasswordHint(form.minimum))}</p>
<div class="feedback" id="strength" aria-live="polite">${feedbackHtml(locale, form.strength)}</div>
<label for="repeat-password">${escapeHtml(t.repeatPassword)}</label>
<input id="repeat-password" name="repeatPassword" type="password" autocomplete="new-password" ${limits} required${invalid}>
<button type="submit">${escapeHtml(p.savePassword)}</button>
</form>`,
  });
}

export const invalidLinkPage = (locale: PageLocale, forgotHref: string): Page => {
  const p = PASSWORD_TEXTS[locale];
  return messagePage(locale, p.invalidTitle, p.invalid, { href: forgotHref, label: p.askNewLink }, 410);
};

export const passwordSetPage = (locale: PageLocale, signInHref: string): Page => {
  const p = PASSWORD_TEXTS[locale];
  return messagePage(locale, p.doneTitle, p.done, { href: signInHref, label: p.signInNow });
};

export const isPageLocale = (value: unknown): value is PageLocale =>
  typeof value === 'string' && (PAGE_LOCALES as readonly string[]).includes(value);
