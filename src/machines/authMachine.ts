// authMachine — sign-in and session (seed-spec §4, §5, §7, §8; DESIGN §4). The app machine relays
// what it reports (auth.sessionChanged, auth.sessionExpired) to the other machines.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
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
import {
  toUser,
  type AuthContext,
  type AuthError,
  type AuthEvent,
  type AuthInput,
  type AuthUser,
} from './authTypes';

export type { AuthContext, AuthError, AuthEvent, AuthInput, AuthUser } from './authTypes';

const settings = ({ context: c }: { context: AuthContext }) => ({
  issuer: c.issuer,
  clientId: c.clientId,
  scope: c.scope,
  apiUrl: c.apiUrl,
});

export const authMachine = setup({
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
    refreshDelay: ({ context }) =>
      Math.max(1000, (context.session?.expiresAt ?? 0) * 1000 - Date.now() - REFRESH_MARGIN_MS),
  },
}).createMachine({
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
    signedIn: {
      tags: 'signedIn',
      initial: 'countingLogin',
      entry: ['completeAuthentication', 'reportSession'],
      invoke: { id: 'watchUserManager', src: 'watchUserManager', input: settings },
      on: {
        'auth.signOut': 'signingOut',
        'auth.signIn': [{ guard: 'isEmbedded' }, { target: 'redirecting', actions: 'assignSignIn' }],
        'session.terminated': 'restartingLogin',
        'session.error': 'restartingLogin',
        'token.error': 'restartingLogin',
        'token.refreshError': 'restartingLogin',
      },
      states: {
        // Once per sign-in, after the first refresh; the service keeps the flag (seed-spec §7).
        countingLogin: {
          invoke: {
            id: 'countLogin',
            src: 'countLogin',
            input: ({ context }) => ({
              ...settings({ context }),
              sessionState: context.session?.sessionState ?? null,
            }),
            onDone: 'idle',
            onError: 'idle',
          },
        },
        idle: { after: { refreshDelay: 'refreshing' } },
        // One refresh at a time: only `idle` starts one.
        refreshing: {
          invoke: {
            id: 'scheduledRefresh',
            src: 'refreshSession',
            input: settings,
            onDone: [
              {
                guard: { type: 'hasValidTokens', params: ({ event }) => event.output },
                target: 'idle',
                actions: [{ type: 'assignSession', params: ({ event }) => event.output }, 'reportSession'],
              },
              { target: '#auth.restartingLogin', actions: { type: 'setError', params: 'refreshFailed' } },
            ],
            onError: {
              target: '#auth.restartingLogin',
              actions: { type: 'setError', params: 'refreshFailed' },
            },
          },
        },
      },
    },
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
