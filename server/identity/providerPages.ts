// The provider's own page hooks (errors, sign-out question, signed-out notice), rendered in the
// shared layout and in the language of the request.
import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { ServerConfig } from '../config';
import { pickLocale, TEXTS } from './i18n';
import { logoutPage, messagePage, type Page } from './pages';

function sendPage(ctx: KoaContextWithOIDC, page: Page, keepStatus = false): void {
  if (!keepStatus) ctx.status = page.status;
  for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
  ctx.body = page.html;
}

const ctxLocale = (ctx: KoaContextWithOIDC) =>
  pickLocale(
    (ctx.oidc?.params as Record<string, unknown> | undefined)?.ui_locales,
    ctx.get('accept-language'),
  );

type LogoutHooks = Pick<
  NonNullable<NonNullable<Configuration['features']>['rpInitiatedLogout']>,
  'logoutSource' | 'postLogoutSuccessSource'
>;

export function logoutHooks(config: ServerConfig): LogoutHooks {
  const home = `${config.publicUrl}/`;
  return {
    async logoutSource(ctx, form) {
      const locale = ctxLocale(ctx);
      const hint = ctx.oidc.entities.IdTokenHint;
      // A validated id_token_hint of the signed-in account means the app itself asked: sign out
      // without asking again, as users of an LMS expect.
      const direct = !!hint && hint.payload.sub === ctx.oidc.session?.accountId;
      sendPage(ctx, logoutPage(locale, TEXTS[locale], form, direct));
    },
    async postLogoutSuccessSource(ctx) {
      const locale = ctxLocale(ctx);
      const t = TEXTS[locale];
      sendPage(ctx, messagePage(locale, t.signedOutTitle, t.signedOut, { href: home, label: t.backToApp }));
    },
  };
}

export function renderErrorHook(config: ServerConfig): NonNullable<Configuration['renderError']> {
  const back = (label: string) => ({ href: `${config.publicUrl}/`, label });
  return async (ctx, out, error) => {
    const locale = ctxLocale(ctx);
    const t = TEXTS[locale];
    const description = typeof out.error_description === 'string' ? out.error_description : '';
    // The status (400, 500...) was set by the provider and stays.
    const page =
      error instanceof errors.SessionNotFound
        ? messagePage(locale, t.expiredTitle, t.expired, back(t.backToApp))
        : messagePage(locale, t.errorTitle, `${t.errorIntro} ${description}`.trim(), back(t.backToApp));
    sendPage(ctx, page, true);
  };
}
