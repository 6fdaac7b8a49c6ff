// The oidc-client-ts UserManager and the token facts the machines need, as plain functions.
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';

export const SILENT_REFRESH_PATH = '/silent-refresh.html';
export const REQUIRED_SCOPES = ['openid', 'profile', 'email'] as const;

export interface OidcSettingsInput {
  issuer: string;
  clientId: string;
  scope: string;
  /** The app's origin; defaults to the current page's. */
  origin?: string;
}

/** The requested scope always contains `openid profile email` (seed-spec §5), added when missing. */
export function normaliseScope(scope: string | undefined): string {
  const given = (scope ?? '').split(/\s+/).filter(Boolean);
  const missing = REQUIRED_SCOPES.filter((s) => !given.includes(s));
  return [...new Set([...missing, ...given])].join(' ');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HTTPS is required for the provider, except on loopback where development runs. */
export function isIssuerUrlAllowed(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

export const sameIssuer = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function userManagerSettings({ issuer, clientId, scope, origin }: OidcSettingsInput) {
  const base = origin ?? globalThis.location.origin;
  return {
    authority: issuer,
    client_id: clientId,
    response_type: 'code',
    scope: normaliseScope(scope),
    redirect_uri: `${base}/`,
    post_logout_redirect_uri: `${base}/`,
    silent_redirect_uri: `${base}${SILENT_REFRESH_PATH}`,
    popup_redirect_uri: `${base}${SILENT_REFRESH_PATH}`,
    // The auth machine schedules refreshes itself so that only one runs at a time.
    automaticSilentRenew: false,
    loadUserInfo: false,
    // Tokens are per tab; other tabs learn of a new session through the marker (storage.ts).
    userStore: new WebStorageStateStore({ store: globalThis.sessionStorage }),
  };
}

let cached: { key: string; manager: UserManager } | undefined;

/** One UserManager per settings, so every actor and the GraphQL client share its token store. */
export function getUserManager(input: OidcSettingsInput): UserManager {
  const key = JSON.stringify([input.issuer, input.clientId, normaliseScope(input.scope), input.origin ?? '']);
  if (cached?.key !== key) cached = { key, manager: new UserManager(userManagerSettings(input)) };
  return cached.manager;
}

// --- tokens --------------------------------------------------------------------------------------

export function decodeJwtPayload(token: string | undefined): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Roles come from the ACCESS token's `resource_access[clientId].roles` (seed-spec §6). */
export function rolesFromAccessToken(accessToken: string | undefined, clientId: string): string[] {
  const access = decodeJwtPayload(accessToken)?.resource_access;
  if (typeof access !== 'object' || access === null) return [];
  const roles = (access as Record<string, { roles?: unknown } | undefined>)[clientId]?.roles;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/** What the machines keep of a signed-in user: plain data, serialisable. */
export interface AuthSession {
  accessToken: string;
  idToken: string;
  /** Access token expiry, seconds since the epoch. */
  expiresAt: number;
  /** Id token expiry, seconds since the epoch. */
  idExpiresAt: number;
  hasRefreshToken: boolean;
  sessionState: string | null;
  claims: Record<string, unknown>;
  roles: string[];
  /** Where the user wanted to go when the sign-in started (carried through the provider). */
  returnTo: string | null;
}

export function toAuthSession(user: User, clientId: string): AuthSession {
  const idClaims = decodeJwtPayload(user.id_token) ?? {};
  const state = user.state as { returnTo?: unknown } | undefined;
  return {
    accessToken: user.access_token,
    idToken: user.id_token ?? '',
    expiresAt: user.expires_at ?? 0,
    idExpiresAt: typeof idClaims.exp === 'number' ? idClaims.exp : 0,
    hasRefreshToken: Boolean(user.refresh_token),
    sessionState:
      user.session_state ?? (typeof idClaims.session_state === 'string' ? idClaims.session_state : null),
    claims: { ...user.profile },
    roles: rolesFromAccessToken(user.access_token, clientId),
    returnTo: typeof state?.returnTo === 'string' ? state.returnTo : null,
  };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const hasValidAccessToken = (s: AuthSession | null, now = nowSeconds()): boolean =>
  Boolean(s?.accessToken) && (s?.expiresAt ?? 0) > now;

/** The route guard's test: a valid access token AND a valid id token (seed-spec §5). */
export const hasValidTokens = (s: AuthSession | null, now = nowSeconds()): boolean =>
  hasValidAccessToken(s, now) && Boolean(s?.idToken) && (s?.idExpiresAt ?? 0) > now;

// --- refresh -------------------------------------------------------------------------------------

let inFlight: Promise<User | null> | undefined;

/**
 * Refresh token first (rotated by the provider), then a `prompt=none` iframe at the silent-refresh
 * page. Single-flight: concurrent callers (the auth machine, the GraphQL client) share one refresh.
 */
export function refreshUser(manager: UserManager): Promise<User | null> {
  inFlight ??= (async () => {
    const user = await manager.getUser();
    if (user?.refresh_token) {
      try {
        return await manager.signinSilent();
      } catch {
        // A rejected refresh token (rotated elsewhere, revoked) still leaves the provider session.
        user.refresh_token = undefined;
        await manager.storeUser(user);
      }
    }
    return await manager.signinSilent();
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** For the GraphQL client: the current access token, refreshing first when none is valid. */
export async function currentAccessToken(manager: UserManager): Promise<string | null> {
  const user = await manager.getUser();
  if (user && !user.expired && user.access_token) return user.access_token;
  try {
    const refreshed = await refreshUser(manager);
    return refreshed?.access_token ?? null;
  } catch {
    return null;
  }
}

/** The URL carries an authorization response (`code`+`state`, or `error`+`state`). */
export function hasAuthResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** A path beside the API endpoint (for http://host/graphql, api/session/end is http://host/api/session/end). */
export const besideApi = (apiUrl: string, path: string): string =>
  new URL(path, new URL('.', new URL(apiUrl, globalThis.location.href))).href;

/**
 * Ends the provider session the access token belongs to. A framed app cannot show the provider's
 * sign-out page, and dropping only its own tokens would let every other tab sign in again silently.
 * 404: it had already ended.
 */
export async function endProviderSession(apiUrl: string, accessToken: string): Promise<void> {
  const response = await fetch(besideApi(apiUrl, 'api/session/end'), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 204 && response.status !== 404)
    throw new Error(`The sign-in session could not be ended (HTTP ${response.status}).`);
}
