// The real app machine and its children, with every side effect (provider, API, dictionaries)
// replaced by fakes, rendered by the real App view.
import './setup';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { appMachine, type AppInput } from '../../src/machines/appMachine';
import { authMachine } from '../../src/machines/authMachine';
import { localeMachine } from '../../src/machines/localeMachine';
import { startupMachine } from '../../src/machines/startupMachine';
import type { AuthSettings, CodeLoginResult, SignInRequest } from '../../src/machines/authActors';
import type { ApiSettings } from '../../src/services/api';
import type { Preference } from '../../src/machines/startupActors';
import type { AuthSession } from '../../src/services/oidc';
import type { DefaultUnit } from '../../src/services/operations';
import type { PendingProgress } from '../../src/services/storage';
import { parseRuntimeConfig, type RuntimeConfig } from '../../src/services/config';
import { App } from '../../src/views/App';
import { AppContext } from '../../src/views/AppProvider';
import { catalogues } from './render';

const ISSUER = 'http://localhost:4000/oidc';
const config = parseRuntimeConfig({ API_URL: 'http://localhost:4000/graphql', IDM_ISSUER: ISSUER });

export function sessionFor(name: string, roles: string[], claims: Record<string, unknown> = {}): AuthSession {
  return {
    accessToken: 'access-token',
    idToken: 'id-token',
    // An hour ahead, like a real token, so no refresh is due while a test runs.
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    idExpiresAt: Math.floor(Date.now() / 1000) + 3600,
    hasRefreshToken: true,
    sessionState: 'session-1',
    claims: { name, email: 'someone@example.test', preferred_username: name.toLowerCase(), ...claims },
    roles,
    returnTo: null,
  };
}

interface HarnessOptions {
  /** The stored session, or null for a signed-out visitor. */
  session: AuthSession | null;
  path?: string;
  configFails?: boolean;
}

export function renderApp({ session, path = '/dashboard', configFails = false }: HarnessOptions) {
  window.history.replaceState(null, '', path);
  const calls = {
    loadConfig: vi.fn(async () => {
      if (configFails) throw new Error('HTTP 503');
      return config;
    }),
    startSignIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    loadMessages: vi.fn(async (locale: string) => catalogues[locale] ?? {}),
  };
  const auth = authMachine.provide({
    actors: {
      loadDiscovery: fromPromise<{ issuer: string }, AuthSettings>(async () => ({ issuer: ISSUER })),
      loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async () => session),
      completeCodeLogin: fromPromise<CodeLoginResult, AuthSettings>(async () => ({
        session: null,
        location: null,
      })),
      refreshSession: fromPromise<AuthSession | null, AuthSettings>(async () => session),
      removeLocalUser: fromPromise<void, AuthSettings>(async () => {}),
      startSignIn: fromPromise<void, AuthSettings & SignInRequest>(() => calls.startSignIn()),
      signInPopup: fromPromise<AuthSession | null, AuthSettings>(async () => null),
      signOut: fromPromise<void, AuthSettings & { embedded: boolean; idToken: string | null }>(() =>
        calls.signOut(),
      ),
      countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
        async () => 'skipped',
      ),
      reloadPage: fromPromise<void, { marker: string | null }>(async () => {}),
      watchSessionMarker: fromCallback(() => {}),
      watchUserManager: fromCallback<{ type: 'noop' }, AuthSettings>(() => {}),
    },
  });
  const startup = startupMachine.provide({
    actors: {
      loadVersion: fromPromise<string, ApiSettings>(async () => '1.2.3'),
      loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(async () => ({
        name: 'Sitos Academy',
        isActive: true,
        uuid: 'u',
        id: '1',
        key: 'general',
        logoUrl: null,
        color: '#0a8f5c',
        displayedId: 'U-1',
        isGeneral: true,
      })),
      loadDesignPreferences: fromPromise<Preference[], ApiSettings>(async () => []),
      reportTimeZone: fromPromise<boolean, ApiSettings>(async () => false),
      loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => []),
    },
  });
  const locale = localeMachine.provide({
    actors: {
      loadMessages: fromPromise(({ input }: { input: { locale: string } }) =>
        calls.loadMessages(input.locale),
      ),
    },
  });
  const logic = appMachine.provide({
    actors: {
      loadConfig: fromPromise<RuntimeConfig>(() => calls.loadConfig()),
      authMachine: auth,
      startupMachine: startup,
      localeMachine: locale,
    },
  });
  const input: AppInput = {
    location: { path, search: '' },
    embedded: false,
    parentOriginCandidates: [],
    browserLanguage: 'en-GB',
    reloadedForMarker: null,
  };
  const result = render(
    <AppContext.Provider logic={logic} options={{ input }}>
      <App />
    </AppContext.Provider>,
  );
  return { calls, ...result };
}
