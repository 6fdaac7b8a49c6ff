// The auth machine's context, events and user shape (authMachine.ts holds the chart itself).
import type { AuthSession } from '../services/oidc';

export interface AuthInput {
  issuer: string;
  clientId: string;
  scope: string;
  apiUrl: string;
  embedded: boolean;
  /** The marker this tab already reloaded for (storage), so a change reloads only once. */
  reloadedForMarker: string | null;
}

export interface AuthUser {
  name: string;
  email: string;
  username: string;
  roles: string[];
  claims: Record<string, unknown>;
}

export type AuthError =
  | 'issuerInsecure'
  | 'issuerMismatch'
  | 'discoveryFailed'
  | 'loginFailed'
  | 'signInFailed'
  | 'refreshFailed'
  | null;

export interface AuthContext extends AuthInput {
  session: AuthSession | null;
  user: AuthUser | null;
  error: AuthError;
  authenticationCompleted: boolean;
  /** Set when code login consumed the URL: the sign-in's return address. */
  location: string | null;
  signIn: { prompt: 'login' | null; returnTo: string | null };
  changedMarker: string | null;
  /** A refresh was asked for (profile saved) while another was running or the login was counted. */
  refreshQueued: boolean;
}

export type AuthEvent =
  | { type: 'auth.signIn'; prompt?: 'login'; returnTo?: string; auto?: boolean }
  | { type: 'auth.signOut' }
  | { type: 'auth.retry' }
  | { type: 'auth.signInPopup' }
  /** New claims are waiting at the provider (profile saved): refresh now. */
  | { type: 'auth.refresh' }
  /** Embedded: ask the provider whether its session still exists (a refresh token cannot tell). */
  | { type: 'auth.verifySession' }
  | { type: 'session.terminated' }
  | { type: 'session.error' }
  | { type: 'token.error' }
  | { type: 'token.refreshError' }
  | { type: 'session.markerChanged'; marker: string | null };

export const toUser = (s: AuthSession): AuthUser => {
  const str = (k: string) => (typeof s.claims[k] === 'string' ? (s.claims[k] as string) : '');
  return {
    name: str('name') || str('preferred_username'),
    email: str('email'),
    username: str('preferred_username'),
    roles: s.roles,
    claims: s.claims,
  };
};
