// The model of each shell machine: inputs, sample results of its actors and sample events, chosen
// so that every guard sees both outcomes. Tests run them; `npm run paths` prints their paths.
import type { AnyStateMachine } from 'xstate';
import { appMachine, type AppInput } from '../appMachine';
import { authMachine, type AuthInput } from '../authMachine';
import { navigationMachine, type NavigationEvent } from '../navigationMachine';
import { embedMachine, type EmbedInput } from '../embedMachine';
import { themeMachine } from '../themeMachine';
import { localeMachine, type LocaleInput } from '../localeMachine';
import { startupMachine } from '../startupMachine';
import { EMBEDDED_TOKEN_CHECK_MS } from '../constants';
import type { ModelSpec } from './modelRunner';
import {
  API_URL,
  ISSUER,
  PARENT,
  expiredSession,
  sampleConfig,
  sampleRecord,
  sampleSession,
  sampleUnit,
} from './samples';

const authInput: AuthInput = {
  issuer: ISSUER,
  clientId: 'lms-app',
  scope: 'openid profile email offline_access',
  apiUrl: API_URL,
  embedded: false,
  reloadedForMarker: 's:reloaded',
};

export const authSpec: ModelSpec<typeof authMachine> = {
  machine: authMachine,
  inputs: [
    authInput,
    { ...authInput, embedded: true },
    { ...authInput, issuer: '' },
    { ...authInput, issuer: 'http://idp.example.org/realms/lms' },
    { ...authInput, apiUrl: '' },
  ],
  outputs: {
    loadDiscovery: [{ issuer: ISSUER }, { issuer: 'https://other.example.org' }],
    loadStoredUser: [sampleSession(), null],
    completeCodeLogin: [
      { session: sampleSession({ returnTo: '/system' }), location: '/system' },
      { session: null, location: null },
    ],
    initialRefresh: [sampleSession(), null],
    scheduledRefresh: [sampleSession(), expiredSession],
    signInPopup: [sampleSession(), null],
    countLogin: ['counted'],
    verifySession: [sampleSession(), null],
  },
  events: [
    { type: 'auth.signIn', auto: true, returnTo: '/my-profile' },
    { type: 'auth.signIn', prompt: 'login', returnTo: '/dashboard' },
    { type: 'auth.signOut' },
    { type: 'auth.retry' },
    { type: 'auth.signInPopup' },
    { type: 'session.terminated' },
    { type: 'session.error' },
    { type: 'token.error' },
    { type: 'token.refreshError' },
    { type: 'session.markerChanged', marker: 's:other-tab' },
    { type: 'session.markerChanged', marker: 's:reloaded' },
    { type: 'auth.refresh' },
    { type: 'auth.verifySession' },
  ],
};

const authChanged = (
  signedIn: boolean,
  roles: string[],
  completed = true,
  location: string | null = null,
): NavigationEvent => ({
  type: 'navigation.authChanged',
  signedIn,
  roles,
  completed,
  location,
});

export const navigationSpec: ModelSpec<typeof navigationMachine> = {
  machine: navigationMachine,
  inputs: [
    { location: { path: '/', search: '' } },
    { location: { path: '/', search: '?code=abc&state=xyz' } },
  ],
  events: [
    { type: 'navigation.navigate', to: '/media-management' },
    { type: 'navigation.navigate', to: '/relatives', replace: true },
    { type: 'navigation.navigate', to: '/no-such-page' },
    { type: 'navigation.popped', path: '/dashboard', search: '?tab=1' },
    authChanged(true, ['LEARNER']),
    authChanged(false, []),
    authChanged(false, [], false),
    authChanged(true, ['ADMIN'], true, '/category-management'),
  ],
};

const embedInput: EmbedInput = {
  embedded: true,
  parentOrigins: [PARENT],
  parentOriginCandidates: [],
  tokenCheckMs: EMBEDDED_TOKEN_CHECK_MS,
};

const message = (origin: string, data: unknown) => ({
  type: 'embed.message' as const,
  origin,
  fromParent: true,
  data,
});

export const embedSpec: ModelSpec<typeof embedMachine> = {
  machine: embedMachine,
  inputs: [embedInput, { ...embedInput, embedded: false }],
  events: [
    message(PARENT, { type: 'route_change', route: '/media?id=4' }),
    message(PARENT, { type: 'log_out' }),
    message('https://evil.example', { type: 'log_out' }),
    message(PARENT, { type: 'route_change', route: '//evil.example/x' }),
    { type: 'embed.notifySessionExpired' },
  ],
};

export const themeSpec: ModelSpec<typeof themeMachine> = {
  machine: themeMachine,
  events: [
    { type: 'theme.claims', theme: 'dark' },
    { type: 'theme.claims', theme: 'default' },
    { type: 'theme.change', theme: 'dark' },
    { type: 'theme.change', theme: 'sepia' },
    { type: 'theme.unitLoaded', color: '#112233' },
    { type: 'theme.unitLoaded', color: null },
    { type: 'theme.preferencesLoaded', primaryColor: '#abcdef' },
    { type: 'theme.preferencesLoaded', primaryColor: 'not-a-colour' },
    { type: 'theme.reset' },
  ],
};

const localeInput: LocaleInput = {
  allowed: ['en', 'de', 'sw'],
  configuredDefault: 'en',
  browserLanguage: 'fr-FR',
};

export const localeSpec: ModelSpec<typeof localeMachine> = {
  machine: localeMachine,
  inputs: [localeInput, { ...localeInput, browserLanguage: 'sw-KE' }],
  outputs: { loadMessages: [{ hello: 'Hallo' }] },
  events: [
    { type: 'locale.claims', claims: { locale: 'de', date_format: 'yyyy-MM-dd' } },
    {
      type: 'locale.claims',
      claims: { locale: 'fr', default_locale: 'sw', default_date_format: 'MM/dd/yyyy' },
    },
    { type: 'locale.claims', claims: { locale: 'fr', default_locale: 'it' } },
    { type: 'locale.change', locale: 'de' },
    { type: 'locale.change', locale: 'ja' },
    { type: 'locale.profileSaved', locale: 'sw', dateFormat: 'yyyy-MM-dd' },
    { type: 'locale.profileSaved', locale: null, dateFormat: null },
    { type: 'locale.reset' },
  ],
};

export const startupSpec: ModelSpec<typeof startupMachine> = {
  machine: startupMachine,
  inputs: [{ apiUrl: API_URL, issuer: ISSUER, clientId: 'lms-app', scope: 'openid profile email' }],
  outputs: {
    loadVersion: ['3.1.0'],
    loadDefaultUnit: [sampleUnit],
    loadDesignPreferences: [[{ key: 'PRIMARY_COLOR', value: '#654321' }]],
    reportTimeZone: [true],
    loadPendingProgress: [[], [sampleRecord('a')]],
    commitProgress: ['confirmed', 'rejected'],
  },
  events: [{ type: 'startup.begin' }, { type: 'startup.retry' }, { type: 'startup.reset' }],
};

const appInput: AppInput = {
  location: { path: '/', search: '' },
  embedded: false,
  browserLanguage: 'en-GB',
  parentOriginCandidates: [],
  reloadedForMarker: null,
};

export const sessionChanged = (signedIn: boolean) => ({
  type: 'auth.sessionChanged' as const,
  signedIn,
  roles: signedIn ? ['LEARNER'] : [],
  claims: signedIn ? { theme: 'dark', locale: 'de' } : {},
  completed: true,
  location: null,
});

export const appSpec: ModelSpec<typeof appMachine> = {
  machine: appMachine,
  inputs: [appInput],
  outputs: { loadConfig: [sampleConfig] },
  events: [
    sessionChanged(true),
    sessionChanged(false),
    { type: 'auth.sessionExpired' },
    { type: 'navigation.signInRequired', prompt: 'login', returnTo: '/system' },
    { type: 'embed.routeChange', to: '/media' },
    { type: 'embed.logOut' },
    { type: 'embed.verifySession' },
    { type: 'startup.unitLoaded', color: '#123456' },
    { type: 'startup.preferencesLoaded', primaryColor: '#654321' },
    { type: 'app.retry' },
    { type: 'profile.saved', profile: { locale: 'sw', theme: 'dark', dateFormat: 'yyyy-MM-dd' } },
  ],
};

/** By machine name as `npm run paths` takes it. */
export const shellModelSpecs: Record<string, ModelSpec<AnyStateMachine>> = {
  appMachine: appSpec as ModelSpec<AnyStateMachine>,
  authMachine: authSpec as ModelSpec<AnyStateMachine>,
  navigationMachine: navigationSpec as ModelSpec<AnyStateMachine>,
  embedMachine: embedSpec as ModelSpec<AnyStateMachine>,
  themeMachine: themeSpec as ModelSpec<AnyStateMachine>,
  localeMachine: localeSpec as ModelSpec<AnyStateMachine>,
  startupMachine: startupSpec as ModelSpec<AnyStateMachine>,
};
