// oidc-provider answers a few steps with its own self-submitting form page (sign-out without a
// session, switching accounts in mid-login, response_mode=form_post). That page cannot be
// configured, so this middleware re-renders it in the provider's layout and language, unframeable.
import type { Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { pickLocale, TEXTS } from './i18n';
import { autoSubmitPage } from './pages';

const unescapeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The action and fields of the provider's form-post page, or undefined for any other body. */
export function parseProviderFormPost(
  body: unknown,
): { action: string; fields: Record<string, string> } | undefined {
  if (typeof body !== 'string' || !body.includes('<title>Submitting Callback</title>')) return undefined;
  const action = /<form method="post" action="([^"]*)">/.exec(body)?.[1];
  if (action === undefined) return undefined;
  const fields = Object.fromEntries(
    [...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g)].map((m) => [
      unescapeHtml(m[1] ?? ''),
      unescapeHtml(m[2] ?? ''),
    ]),
  );
  return { action: unescapeHtml(action), fields };
}

export function restyleFormPosts(provider: Provider): void {
  const middleware: Middleware = async (ctx, next) => {
    await next();
    const form = parseProviderFormPost(ctx.body);
    if (!form) return;
    const locale = pickLocale(undefined, ctx.get('accept-language'));
    const t = TEXTS[locale];
    const heading = form.fields.logout === 'yes' ? t.signingOut : t.continuing;
    const page = autoSubmitPage(locale, t, heading, form.action, form.fields);
    for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
    ctx.body = page.html;
  };
  provider.use(middleware);
}
