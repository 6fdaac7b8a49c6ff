// The one client of the provider, the app: its addresses, its allowed origins, and the grant it
// gets without a consent screen because it is first-party.
import type { Grant } from 'oidc-provider';
import type { ServerConfig } from '../config';

/** Scopes the app's grant always holds. */
export const FIRST_PARTY_SCOPES = 'openid profile email offline_access';
/** Scopes carried by the API's access token (Keycloak puts the OIDC scopes there too). */
export const API_SCOPES = 'openid profile email';

/** Resource indicators must be absolute URIs; the audience itself may be any string. */
export function apiResourceIndicator(config: ServerConfig): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(config.apiAudience)
    ? config.apiAudience
    : `urn:lms:api:${config.apiAudience}`;
}

export function issuerPath(config: ServerConfig): string {
  return new URL(config.issuer).pathname.replace(/\/+$/, '');
}

export interface AppClient {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Origins allowed to call the token, userinfo and revocation endpoints from a browser. */
  isAllowedOrigin(origin: string): boolean;
}

export function appClient(config: ServerConfig, extraRedirectUris: string[]): AppClient {
  const home = `${config.publicUrl}/`;
  const redirectUris = [...new Set([home, `${config.publicUrl}/silent-refresh.html`, ...extraRedirectUris])];
  const origins = new Set([
    config.publicUrl,
    ...config.corsOrigins,
    ...redirectUris.map((uri) => new URL(uri).origin),
  ]);
  return {
    redirectUris,
    postLogoutRedirectUris: [...new Set([home, ...extraRedirectUris])],
    isAllowedOrigin: (origin) => origins.has(origin),
  };
}

/** Gives the app's grant every first-party scope, for the OIDC claims and for the API. */
export function grantFirstParty(grant: Grant, config: ServerConfig): Grant {
  grant.addOIDCScope(FIRST_PARTY_SCOPES);
  grant.addResourceScope(apiResourceIndicator(config), API_SCOPES);
  return grant;
}
