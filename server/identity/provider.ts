// The oidc-provider configuration: one first-party public client (the app), JWT access tokens for
// the API, Keycloak-shaped claims, storage in the database and translated pages.
import Provider, {
  errors,
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { DrizzleAdapter } from './adapter';
import { restyleFormPosts } from './formPost';
import { findActiveUser, SCOPE_CLAIMS, userClaims } from './claims';
import { pickLocale, TEXTS } from './i18n';
import type { SigningKeys } from './keys';
import { logoutPage, messagePage, type Page } from './pages';

/** Scopes the app's grant always holds: it is first-party, so no consent screen is shown. */
const FIRST_PARTY_SCOPES = 'openid profile email offline_access';
/** Scopes carried by the API's access token (Keycloak puts the OIDC scopes there too). */
const API_SCOPES = 'openid profile email';

const DAY = 24 * 60 * 60;

export interface ProviderOptions {
  config: ServerConfig;
  db: Db;
  signingKeys: SigningKeys;
  cookieKeys: string[];
  extraRedirectUris: string[];
}

/** Resource indicators must be absolute URIs; the audience itself may be any string. */
export function apiResourceIndicator(config: ServerConfig): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(config.apiAudience)
    ? config.apiAudience
    : `urn:lms:api:${config.apiAudience}`;
}

export function issuerPath(config: ServerConfig): string {
  return new URL(config.issuer).pathname.replace(/\/+$/, '');
}

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

/**
 * The default policy, plus: a session whose account was deactivated or deleted needs a new login
 * (prompt=none answers login_required) instead of going on to the consent checks without an account.
 */
function loginPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'account_unavailable',
        'the account of this session cannot sign in',
        'login_required',
        (ctx) => Boolean(ctx.oidc.session?.accountId && !ctx.oidc.account),
      ),
    );
  return policy;
}

export function createProvider({
  config,
  db,
  signingKeys,
  cookieKeys,
  extraRedirectUris,
}: ProviderOptions): Provider {
  const indicator = apiResourceIndicator(config);
  const appHome = `${config.publicUrl}/`;
  const redirectUris = [
    ...new Set([appHome, `${config.publicUrl}/silent-refresh.html`, ...extraRedirectUris]),
  ];
  const corsOrigins = new Set([
    config.publicUrl,
    ...config.corsOrigins,
    ...redirectUris.map((uri) => new URL(uri).origin),
  ]);

  const configuration: Configuration = {
    adapter: (name: string) => new DrizzleAdapter(name, db),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'LMS',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: [...new Set([appHome, ...extraRedirectUris])],
      },
    ],
    jwks: signingKeys as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      // The session cookie is only read by the provider: the API and the app never receive it.
      long: { httpOnly: true, sameSite: 'lax', signed: true, path: issuerPath(config) || '/' },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: SCOPE_CLAIMS,
    conformIdTokenClaims: false,
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
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
          sendPage(
            ctx,
            messagePage(locale, t.signedOutTitle, t.signedOut, { href: appHome, label: t.backToApp }),
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        // The app does not send `resource`: every authorization is for the API.
        defaultResource: () => indicator,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== indicator) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: config.apiAudience,
            accessTokenTTL: config.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async findAccount(ctx, sub, token) {
      const user = await findActiveUser(db, sub);
      if (!user) return undefined;
      // At the token endpoint the code or refresh token names the session; elsewhere the cookie does.
      const fromToken = token && 'sessionUid' in token ? token.sessionUid : undefined;
      const sessionUid = typeof fromToken === 'string' ? fromToken : ctx.oidc?.session?.uid;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, ...userClaims(user, config, sessionUid) }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const user = await findActiveUser(db, token.accountId);
      if (!user) return undefined;
      const { sub: _sub, ...claims } = userClaims(user, config, token.sessionUid);
      return claims;
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== config.clientId) return existing;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.addResourceScope(indicator, API_SCOPES);
      await grant.save();
      return grant;
    },
    // The app's silent renew (prompt=none) drops offline_access; it still gets a refresh token,
    // bound to the session instead of outliving it.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    interactions: {
      policy: loginPolicy(),
      url: (_ctx, interaction) => `${issuerPath(config)}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      IdToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: (ctx, token, client) => {
        // A rotated token keeps the lifetime of the first one, so rotation never extends a session.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained())
          return rotated.remainingTTL;
        return 14 * DAY;
      },
    },
    async renderError(ctx, out, error) {
      const locale = ctxLocale(ctx);
      const t = TEXTS[locale];
      const expired = error instanceof errors.SessionNotFound;
      const description = typeof out.error_description === 'string' ? out.error_description : '';
      const page = expired
        ? messagePage(locale, t.expiredTitle, t.expired, { href: appHome, label: t.backToApp })
        : messagePage(locale, t.errorTitle, `${t.errorIntro} ${description}`.trim(), {
            href: appHome,
            label: t.backToApp,
          });
      sendPage(ctx, page, true);
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // An https issuer in front of this plain-HTTP server means a TLS-terminating proxy: trust its
  // X-Forwarded-Proto so cookies are marked secure. On loopback HTTP they cannot be.
  provider.proxy = config.production || new URL(config.issuer).protocol === 'https:';
  restyleFormPosts(provider);
  // Client errors are answered to the client; a server error is a bug and must be visible.
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => {
    console.error(`identity: server error on ${ctx.method} ${ctx.path}`, error);
  });
  return provider;
}
