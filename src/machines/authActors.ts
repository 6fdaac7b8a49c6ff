// The auth machine's side effects on the browser and the provider; tests replace them with fakes.
import { fromCallback, fromPromise } from 'xstate';
import { ErrorResponse } from 'oidc-client-ts';
import { getApiClient } from '../services/api';
import { cleanAuthResponseFromUrl, reloadPage } from '../services/browser';
import { requireData } from '../services/graphql';
import {
  currentAccessToken,
  endProviderSession,
  getUserManager,
  hasAuthResponse,
  refreshUser,
  toAuthSession,
  type AuthSession,
  type OidcSettingsInput,
} from '../services/oidc';
import { CountUserLoginForBadgeDocument } from '../services/operations';
import {
  SESSION_MARKER_KEY,
  clearRoles,
  isLoginCounted,
  markLoginCounted,
  rememberReloadForMarker,
  writeRoles,
  writeSessionMarker,
  writeSignedOutMarker,
} from '../services/storage';

export interface AuthSettings extends OidcSettingsInput {
  apiUrl: string;
}

export interface CodeLoginResult {
  session: AuthSession | null;
  /** Where the app should show after the code was consumed (the sign-in's return address). */
  location: string | null;
}

export interface SignInRequest {
  prompt: 'login' | null;
  returnTo: string | null;
}

/** Every new session is published to other tabs (marker) and its roles kept as a list. */
async function publish(session: AuthSession): Promise<AuthSession> {
  await writeSessionMarker(session.sessionState);
  writeRoles(session.roles);
  return session;
}

/** prompt=none answers meaning "no provider session" (OpenID Connect Core 3.1.2.6). */
const SESSION_GONE = new Set([
  'login_required',
  'interaction_required',
  'consent_required',
  'account_selection_required',
]);

export const authActors = {
  loadDiscovery: fromPromise<{ issuer: string }, AuthSettings>(async ({ input }) => {
    const metadata = await getUserManager(input).metadataService.getMetadata();
    return { issuer: typeof metadata.issuer === 'string' ? metadata.issuer : '' };
  }),
  loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async ({ input }) => {
    const user = await getUserManager(input).getUser();
    return user ? toAuthSession(user, input.clientId) : null;
  }),
  completeCodeLogin: fromPromise<CodeLoginResult, AuthSettings>(async ({ input }) => {
    if (!hasAuthResponse(globalThis.location.search)) return { session: null, location: null };
    try {
      const user = await getUserManager(input).signinRedirectCallback();
      const session = await publish(toAuthSession(user, input.clientId));
      return { session, location: session.returnTo };
    } finally {
      // The code is single-use: leave no trace of it in the address bar or history.
      cleanAuthResponseFromUrl();
    }
  }),
  refreshSession: fromPromise<AuthSession | null, AuthSettings>(async ({ input }) => {
    const user = await refreshUser(getUserManager(input));
    return user ? publish(toAuthSession(user, input.clientId)) : null;
  }),
  /** Null when the provider says its session is gone (login_required and the like). */
  verifySession: fromPromise<AuthSession | null, AuthSettings>(async ({ input }) => {
    const manager = getUserManager(input);
    const previous = await manager.getUser();
    try {
      const user = await manager.signinSilent({ forceIframeAuth: true });
      if (!user) return null;
      // Same provider session: keep its session_state (salted anew on every authorization response),
      // so the cross-tab session marker does not change and other tabs do not reload.
      if (previous?.session_state) {
        user.session_state = previous.session_state;
        await manager.storeUser(user);
      }
      return toAuthSession(user, input.clientId);
    } catch (error) {
      if (error instanceof ErrorResponse && SESSION_GONE.has(error.error ?? '')) return null;
      throw error;
    }
  }),
  removeLocalUser: fromPromise<void, AuthSettings>(async ({ input }) => {
    clearRoles();
    await getUserManager(input).removeUser();
  }),
  startSignIn: fromPromise<void, AuthSettings & SignInRequest>(async ({ input }) => {
    const returnTo = input.returnTo ?? `${globalThis.location.pathname}${globalThis.location.search}`;
    await getUserManager(input).signinRedirect({
      state: { returnTo },
      ...(input.prompt ? { prompt: input.prompt } : {}),
    });
  }),
  signInPopup: fromPromise<AuthSession | null, AuthSettings>(async ({ input }) => {
    const user = await getUserManager(input).signinPopup();
    return publish(toAuthSession(user, input.clientId));
  }),
  signOut: fromPromise<void, AuthSettings & { embedded: boolean; idToken: string | null }>(
    async ({ input }) => {
      writeSignedOutMarker();
      clearRoles();
      const manager = getUserManager(input);
      if (!input.embedded) {
        await manager.signoutRedirect(input.idToken ? { id_token_hint: input.idToken } : {});
        return;
      }
      // A framed app cannot show the provider's logout page: it ends the provider session through the
      // API with its access token (so no tab signs in again silently), and drops its tokens either way.
      const token = await currentAccessToken(manager).catch(() => null);
      try {
        if (token) await endProviderSession(input.apiUrl, token);
      } finally {
        await manager.removeUser();
      }
    },
  ),
  countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
    async ({ input }) => {
      const marker = await writeSessionMarker(input.sessionState);
      if (marker === null || isLoginCounted(marker)) return 'skipped';
      requireData(await getApiClient(input).request(CountUserLoginForBadgeDocument));
      markLoginCounted(marker);
      return 'counted';
    },
  ),
  reloadPage: fromPromise<void, { marker: string | null }>(async ({ input }) => {
    rememberReloadForMarker(input.marker);
    reloadPage();
  }),
  /** The marker written by another tab; storage events never fire in the tab that wrote. */
  watchSessionMarker: fromCallback(({ sendBack }) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_MARKER_KEY && event.newValue !== event.oldValue) {
        sendBack({ type: 'session.markerChanged', marker: event.newValue });
      }
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  }),
  watchUserManager: fromCallback<{ type: 'noop' }, AuthSettings>(({ sendBack, input }) => {
    const events = getUserManager(input).events;
    const off = [
      events.addUserSignedOut(() => sendBack({ type: 'session.terminated' })),
      events.addAccessTokenExpired(() => sendBack({ type: 'token.error' })),
      events.addSilentRenewError(() => sendBack({ type: 'token.refreshError' })),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }),
};
