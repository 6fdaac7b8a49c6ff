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
import { findActiveUser, SCOPE_CLAIMS, userClaims } from './claims';
import { API_SCOPES, apiResourceIndicator, grantFirstParty, issuerPath, type AppClient } from './client';
import { restyleFormPosts } from './formPost';
import { logoutHooks, renderErrorHook } from './providerPages';
import type { SigningKeys } from './keys';

const DAY = 24 * 60 * 60;

export interface ProviderOptions {
  config: ServerConfig;
  db: Db;
  signingKeys: SigningKeys;
  cookieKeys: string[];
  client: AppClient;
}

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

export function createProvider({ config, db, signingKeys, cookieKeys, client }: ProviderOptions): Provider {
  const indicator = apiResourceIndicator(config);
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
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
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
    clientBasedCORS: (_ctx, origin) => client.isAllowedOrigin(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        ...logoutHooks(config),
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
      const { client: requester, session } = ctx.oidc;
      if (!requester || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(requester.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (requester.clientId !== config.clientId) return existing;
      const grant = grantFirstParty(
        existing ??
          new ctx.oidc.provider.Grant({ clientId: requester.clientId, accountId: session.accountId }),
        config,
      );
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
    renderError: renderErrorHook(config),
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
