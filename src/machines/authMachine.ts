// authMachine — sign-in and session (seed-spec §4, §5, §7, §8; DESIGN §4). The app machine relays
// what it reports (auth.sessionChanged, auth.sessionExpired) to the other machines. Guards, actions
// and delays are in authSetup.ts, the
// signed-in state in authSignedIn.ts.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { authSetup, settings } from './authSetup';
import { signedInState } from './authSignedIn';
import type { AuthError, AuthUser } from './authTypes';

export type { AuthContext, AuthError, AuthEvent, AuthInput, AuthUser } from './authTypes';
export { MAX_TIMER_MS, refreshDelayMs } from './authSetup';

export const authMachine = authSetup.createMachine({
  id: 'auth',
  initial: 'checkingConfig',
  context: ({ input }) => ({
    ...input,
    session: null,
    user: null,
    error: null,
    authenticationCompleted: false,
    location: null,
    signIn: { prompt: null, returnTo: null },
    changedMarker: null,
    refreshQueued: false,
  }),
  invoke: { id: 'watchSessionMarker', src: 'watchSessionMarker' },
  on: {
    'session.markerChanged': [
      { guard: 'isMarkerAlreadyReloaded' },
      { target: '.reloading', actions: 'assignChangedMarker' },
    ],
  },
  states: {
    checkingConfig: {
      tags: 'checking',
      always: [
        { guard: 'isIssuerMissing', target: 'configInvalid', actions: 'logMissingIssuer' },
        {
          guard: 'isIssuerInsecure',
          target: 'configInvalid',
          actions: ['logInsecureIssuer', { type: 'setError', params: 'issuerInsecure' }],
        },
        { guard: 'isApiUrlMissing', target: 'loadingDiscovery', actions: 'logMissingApiUrl' },
        { target: 'loadingDiscovery' },
      ],
    },
    configInvalid: { tags: 'signedOut', entry: ['completeAuthentication', 'reportSession'] },
    loadingDiscovery: {
      tags: 'checking',
      invoke: {
        id: 'loadDiscovery',
        src: 'loadDiscovery',
        input: settings,
        onDone: [
          {
            guard: { type: 'isIssuerMismatch', params: ({ event }) => event.output },
            target: 'loggingOutLocally',
            actions: { type: 'setError', params: 'issuerMismatch' },
          },
          { target: 'checkingSession' },
        ],
        onError: { target: 'loggingOutLocally', actions: { type: 'setError', params: 'discoveryFailed' } },
      },
    },
    checkingSession: {
      tags: 'checking',
      invoke: {
        id: 'loadStoredUser',
        src: 'loadStoredUser',
        input: settings,
        onDone: [
          {
            guard: { type: 'hasValidAccessToken', params: ({ event }) => event.output },
            target: 'silentRefresh',
            actions: { type: 'assignSession', params: ({ event }) => event.output },
          },
          { target: 'codeLogin' },
        ],
        onError: { target: 'loggingOutLocally', actions: { type: 'setError', params: 'loginFailed' } },
      },
    },
    codeLogin: {
      tags: 'checking',
      invoke: {
        id: 'completeCodeLogin',
        src: 'completeCodeLogin',
        input: settings,
        onDone: [
          {
            guard: { type: 'hasValidTokens', params: ({ event }) => event.output.session },
            target: 'signedIn',
            actions: { type: 'assignCodeLogin', params: ({ event }) => event.output },
          },
          {
            target: 'silentRefresh',
            actions: { type: 'assignCodeLogin', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'loggingOutLocally', actions: { type: 'setError', params: 'loginFailed' } },
      },
    },
    silentRefresh: {
      tags: 'checking',
      invoke: {
        id: 'initialRefresh',
        src: 'refreshSession',
        input: settings,
        onDone: [
          {
            guard: { type: 'hasValidTokens', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => event.output },
          },
          { target: 'loggingOutLocally' },
        ],
        onError: { target: 'loggingOutLocally' },
      },
    },
    loggingOutLocally: {
      tags: 'checking',
      entry: 'clearSession',
      invoke: {
        id: 'removeLocalUser',
        src: 'removeLocalUser',
        input: settings,
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
    signedOut: {
      tags: 'signedOut',
      entry: ['completeAuthentication', 'reportSession'],
      on: {
        'auth.signIn': [
          // A provider that just failed would fail again: wait for the user instead of looping.
          { guard: 'isAutoSignInAfterFailure' },
          { guard: 'isEmbedded', target: 'embeddedSignInRequired', actions: 'reportSessionExpired' },
          { target: 'redirecting', actions: 'assignSignIn' },
        ],
        'auth.retry': { target: 'checkingConfig', actions: { type: 'setError', params: null } },
      },
    },
    redirecting: {
      tags: 'signingIn',
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ context }) => ({ ...settings({ context }), ...context.signIn }),
        onError: { target: 'signedOut', actions: { type: 'setError', params: 'signInFailed' } },
      },
    },
    embeddedSignInRequired: {
      tags: 'embeddedSignInRequired',
      entry: 'completeAuthentication',
      on: { 'auth.signInPopup': 'signingInPopup' },
    },
    signingInPopup: {
      tags: 'signingIn',
      invoke: {
        id: 'signInPopup',
        src: 'signInPopup',
        input: settings,
        onDone: [
          {
            guard: { type: 'hasValidTokens', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => event.output },
          },
          { target: 'embeddedSignInRequired', actions: { type: 'setError', params: 'signInFailed' } },
        ],
        onError: { target: 'embeddedSignInRequired', actions: { type: 'setError', params: 'signInFailed' } },
      },
    },
    signedIn: signedInState,
    // A lost session (terminated, token or refresh error) starts a new login flow and tells the parent.
    restartingLogin: {
      tags: 'sessionExpired',
      entry: ['clearSession', 'reportSessionExpired'],
      invoke: {
        id: 'dropSession',
        src: 'removeLocalUser',
        input: settings,
        onDone: [{ guard: 'isEmbedded', target: 'embeddedSignInRequired' }, { target: 'redirecting' }],
        onError: [{ guard: 'isEmbedded', target: 'embeddedSignInRequired' }, { target: 'redirecting' }],
      },
    },
    signingOut: {
      tags: 'signingOut',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({
          ...settings({ context }),
          embedded: context.embedded,
          idToken: context.session?.idToken ?? null,
        }),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    reloading: {
      tags: 'checking',
      invoke: {
        id: 'reloadPage',
        src: 'reloadPage',
        input: ({ context }) => ({ marker: context.changedMarker }),
      },
    },
  },
});

export type AuthActorRef = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthStatus =
  'checking' | 'signingIn' | 'signedIn' | 'signedOut' | 'sessionExpired' | 'embeddedSignInRequired';

const STATUS_TAGS: readonly AuthStatus[] = [
  'signedIn',
  'signingIn',
  'sessionExpired',
  'embeddedSignInRequired',
  'signedOut',
];

export const selectAuthStatus = (s: AuthSnapshot): AuthStatus =>
  STATUS_TAGS.find((t) => s.hasTag(t)) ?? 'checking';
export const selectUser = (s: AuthSnapshot): AuthUser | null => s.context.user;
export const selectRoles = (s: AuthSnapshot): string[] => s.context.user?.roles ?? [];
export const selectAuthError = (s: AuthSnapshot): AuthError => s.context.error;
export const selectAuthenticationCompleted = (s: AuthSnapshot): boolean => s.context.authenticationCompleted;
