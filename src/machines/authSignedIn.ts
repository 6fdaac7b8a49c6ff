// The auth machine's signed-in state: the login counted once, the scheduled refresh, a refresh asked
// for (profile saved), and the events that end the session. authMachine.ts places it in the chart.
import { authSetup, settings } from './authSetup';

export const signedInState = authSetup.createStateConfig({
  tags: 'signedIn',
  initial: 'countingLogin',
  entry: ['clearRefreshQueue', 'completeAuthentication', 'reportSession'],
  invoke: { id: 'watchUserManager', src: 'watchUserManager', input: settings },
  on: {
    'auth.signOut': 'signingOut',
    'auth.signIn': [{ guard: 'isEmbedded' }, { target: 'redirecting', actions: 'assignSignIn' }],
    // Busy (counting the login, refreshing): refresh once that is done.
    'auth.refresh': { actions: 'queueRefresh' },
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
        onDone: [{ guard: 'isRefreshQueued', target: 'refreshing' }, { target: 'idle' }],
        onError: [{ guard: 'isRefreshQueued', target: 'refreshing' }, { target: 'idle' }],
      },
    },
    idle: {
      after: { refreshDelay: 'refreshing' },
      // A check asked for while busy is dropped: the embed machine asks again at its next interval.
      on: { 'auth.refresh': 'refreshing', 'auth.verifySession': 'verifying' },
    },
    // A prompt=none sign-in at the provider, never the refresh token: refresh tokens issued with
    // offline_access outlive the provider session, so only this proves the session still exists.
    // Its tokens replace the current ones, so it is one more step of the single refresh path.
    verifying: {
      invoke: {
        id: 'verifySession',
        src: 'verifySession',
        input: settings,
        onDone: [
          {
            guard: { type: 'hasValidTokens', params: ({ event }) => event.output },
            target: 'refreshed',
            actions: { type: 'assignSession', params: ({ event }) => event.output },
          },
          // The provider answered login_required: its session ended outside the app.
          { target: '#auth.restartingLogin' },
        ],
        // Provider unreachable or slow: not proof that the session ended; the next check asks again.
        onError: 'idle',
      },
    },
    // One refresh at a time: only `idle` starts one, or a queued request after the last one.
    refreshing: {
      entry: 'clearRefreshQueue',
      invoke: {
        id: 'scheduledRefresh',
        src: 'refreshSession',
        input: settings,
        onDone: [
          {
            guard: { type: 'hasValidTokens', params: ({ event }) => event.output },
            target: 'refreshed',
            actions: { type: 'assignSession', params: ({ event }) => event.output },
          },
          { target: '#auth.restartingLogin', actions: { type: 'setError', params: 'refreshFailed' } },
        ],
        onError: {
          target: '#auth.restartingLogin',
          actions: { type: 'setError', params: 'refreshFailed' },
        },
      },
    },
    // A refresh asked for meanwhile may carry newer claims: this token is not reported, the next is.
    refreshed: {
      always: [
        { guard: 'isRefreshQueued', target: 'refreshing' },
        { target: 'idle', actions: 'reportSession' },
      ],
    },
  },
});
