// The auth machine's guards, actions and delays (authMachine.ts holds the chart itself).
import { assign, setup } from 'xstate';
import { MISSING_API_URL_MESSAGE, MISSING_ISSUER_MESSAGE, REFRESH_MARGIN_MS } from './constants';
import { authActors, type CodeLoginResult } from './authActors';
import {
  isIssuerUrlAllowed,
  hasValidAccessToken,
  hasValidTokens,
  sameIssuer,
  type AuthSession,
} from '../services/oidc';
import { notifyParent } from './notify';
import { toUser, type AuthContext, type AuthError, type AuthEvent, type AuthInput } from './authTypes';

/** setTimeout's limit: a longer delay overflows and fires at once (Node and browsers alike). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** When to refresh: a margin before the access token expires, at least 1 s, at most ~24.8 days. */
export const refreshDelayMs = (expiresAt: number | undefined, now = Date.now()): number =>
  Math.min(MAX_TIMER_MS, Math.max(1000, (expiresAt ?? 0) * 1000 - now - REFRESH_MARGIN_MS));

export const settings = ({ context: c }: { context: AuthContext }) => ({
  issuer: c.issuer,
  clientId: c.clientId,
  scope: c.scope,
  apiUrl: c.apiUrl,
});

export const authSetup = setup({
  types: {} as { context: AuthContext; events: AuthEvent; input: AuthInput },
  actors: authActors,
  guards: {
    isIssuerMissing: ({ context }) => context.issuer.trim() === '',
    isIssuerInsecure: ({ context }) => !isIssuerUrlAllowed(context.issuer),
    isApiUrlMissing: ({ context }) => context.apiUrl.trim() === '',
    isIssuerMismatch: ({ context }, out: { issuer: string }) => !sameIssuer(out.issuer, context.issuer),
    hasValidAccessToken: (_, session: AuthSession | null) => hasValidAccessToken(session),
    hasValidTokens: (_, session: AuthSession | null) => hasValidTokens(session),
    isEmbedded: ({ context }) => context.embedded,
    isAutoSignInAfterFailure: ({ context, event }) =>
      event.type === 'auth.signIn' && event.auto === true && context.error !== null,
    isRefreshQueued: ({ context }) => context.refreshQueued,
    isMarkerAlreadyReloaded: ({ context, event }) =>
      event.type === 'session.markerChanged' && event.marker === context.reloadedForMarker,
  },
  actions: {
    logMissingIssuer: () => console.error(MISSING_ISSUER_MESSAGE),
    logMissingApiUrl: () => console.error(MISSING_API_URL_MESSAGE),
    logInsecureIssuer: ({ context }) =>
      console.error(`invalid config - IDM_ISSUER must use https: ${context.issuer}`),
    setError: assign({ error: (_, error: AuthError) => error }),
    assignSession: assign((_, session: AuthSession | null) => ({
      session,
      user: session ? toUser(session) : null,
      error: null,
    })),
    clearSession: assign({ session: null, user: null }),
    assignCodeLogin: assign((_, out: CodeLoginResult) => ({
      location: out.location,
      session: out.session,
      user: out.session ? toUser(out.session) : null,
    })),
    completeAuthentication: assign({ authenticationCompleted: true }),
    queueRefresh: assign({ refreshQueued: true }),
    clearRefreshQueue: assign({ refreshQueued: false }),
    assignSignIn: assign({
      signIn: ({ event }) =>
        event.type === 'auth.signIn'
          ? { prompt: event.prompt ?? null, returnTo: event.returnTo ?? null }
          : { prompt: null, returnTo: null },
    }),
    assignChangedMarker: assign({
      changedMarker: ({ event }) => (event.type === 'session.markerChanged' ? event.marker : null),
    }),
    reportSession: notifyParent(({ context }: { context: AuthContext }) => ({
      type: 'auth.sessionChanged' as const,
      signedIn: context.session !== null && hasValidTokens(context.session),
      roles: context.session?.roles ?? [],
      claims: context.session?.claims ?? {},
      completed: context.authenticationCompleted,
      location: context.location,
    })),
    reportSessionExpired: notifyParent(() => ({ type: 'auth.sessionExpired' as const })),
  },
  delays: {
    refreshDelay: ({ context }) => refreshDelayMs(context.session?.expiresAt),
  },
});
