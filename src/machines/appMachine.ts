// appMachine — the root actor. It loads the runtime configuration, then runs the long-lived machines
// under system ids (auth, navigation, embed, theme, locale, startup) and relays what they report.
// Views reach the children with `actor.system.get('<id>')`.
import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiSettings } from '../services/api';
import { loadRuntimeConfig, type RuntimeConfig } from '../services/config';
import { readPageEnvironment, type PageEnvironment } from '../services/browser';
import { hasReloadedForMarker, readSessionMarker } from '../services/storage';
import { authMachine } from './authMachine';
import { navigationMachine } from './navigationMachine';
import { embedMachine } from './embedMachine';
import { themeMachine } from './themeMachine';
import { localeMachine } from './localeMachine';
import { startupMachine } from './startupMachine';

export interface AppInput extends PageEnvironment {
  /** The session marker this tab already reloaded for, if any (see authMachine). */
  reloadedForMarker: string | null;
}

export interface AppContext extends AppInput {
  config: RuntimeConfig | null;
  error: string | null;
}

/** What the children report; the app relays each to the machine that acts on it. */
export type AppEvent =
  | { type: 'app.retry' }
  | {
      type: 'auth.sessionChanged';
      signedIn: boolean;
      roles: string[];
      claims: Record<string, unknown>;
      completed: boolean;
      location: string | null;
    }
  | { type: 'auth.sessionExpired' }
  | { type: 'navigation.signInRequired'; prompt: 'login' | null; returnTo: string }
  | { type: 'embed.routeChange'; to: string }
  | { type: 'embed.logOut' }
  | { type: 'embed.verifySession' }
  | { type: 'startup.unitLoaded'; color: string | null }
  | { type: 'startup.preferencesLoaded'; primaryColor: string | null }
  /** From the profile screen, once `user.updateMyProfile` stored it. */
  | { type: 'profile.saved'; profile: SavedProfile };

/** What a saved profile changes in the shell (the profile screen sends the whole record). */
export interface SavedProfile {
  locale?: string | null;
  theme: string;
  dateFormat?: string | null;
}

type Ev<T extends AppEvent['type']> = Extract<AppEvent, { type: T }>;

/** The page as it is now; main.tsx passes this as the app's input. */
export function readAppInput(): AppInput {
  const marker = readSessionMarker();
  return { ...readPageEnvironment(), reloadedForMarker: hasReloadedForMarker(marker) ? marker : null };
}

const cfg = (c: AppContext): RuntimeConfig => c.config!;
const oidc = (c: AppContext) => ({
  issuer: cfg(c).IDM_ISSUER,
  clientId: cfg(c).IDM_CLIENT_ID,
  scope: cfg(c).IDM_SCOPE,
});

export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput },
  actors: {
    loadConfig: fromPromise<RuntimeConfig>(({ signal }) => loadRuntimeConfig(signal)),
    authMachine,
    navigationMachine,
    embedMachine,
    themeMachine,
    localeMachine,
    startupMachine,
  },
  guards: {
    isSignedInReport: ({ event }) => event.type === 'auth.sessionChanged' && event.signedIn,
  },
  actions: {
    relayAuthToNavigation: sendTo('navigation', ({ event }) => {
      const e = event as Ev<'auth.sessionChanged'>;
      return {
        type: 'navigation.authChanged' as const,
        signedIn: e.signedIn,
        roles: e.roles,
        completed: e.completed,
        location: e.location,
      };
    }),
    relayThemeClaim: sendTo('theme', ({ event }) => ({
      type: 'theme.claims' as const,
      theme: (event as Ev<'auth.sessionChanged'>).claims.theme,
    })),
    relayLocaleClaims: sendTo('locale', ({ event }) => ({
      type: 'locale.claims' as const,
      claims: (event as Ev<'auth.sessionChanged'>).claims,
    })),
    resetLocale: sendTo('locale', { type: 'locale.reset' }),
    relayProfileTheme: sendTo('theme', ({ event }) => ({
      type: 'theme.change' as const,
      theme: (event as Ev<'profile.saved'>).profile.theme,
    })),
    relayProfileLocale: sendTo('locale', ({ event }) => {
      const { profile } = event as Ev<'profile.saved'>;
      return {
        type: 'locale.profileSaved' as const,
        locale: profile.locale ?? null,
        dateFormat: profile.dateFormat ?? null,
      };
    }),
    // The saved values reach the claims only with a new token: fetch one now, not at the next expiry.
    refreshTokens: sendTo('auth', { type: 'auth.refresh' }),
    beginStartup: sendTo('startup', { type: 'startup.begin' }),
    resetStartup: sendTo('startup', { type: 'startup.reset' }),
    resetTheme: sendTo('theme', { type: 'theme.reset' }),
    relaySessionExpired: sendTo('embed', { type: 'embed.notifySessionExpired' }),
    relaySignInRequired: sendTo('auth', ({ event }) => {
      const e = event as Ev<'navigation.signInRequired'>;
      return {
        type: 'auth.signIn' as const,
        returnTo: e.returnTo,
        auto: true,
        ...(e.prompt ? { prompt: e.prompt } : {}),
      };
    }),
    relayRouteChange: sendTo('navigation', ({ event }) => ({
      type: 'navigation.navigate' as const,
      to: (event as Ev<'embed.routeChange'>).to,
    })),
    relayLogOut: sendTo('auth', { type: 'auth.signOut' }),
    // The embedded session check: auth asks the provider (auth.verifySession in authSignedIn.ts).
    relayVerifySession: sendTo('auth', { type: 'auth.verifySession' }),
    relayUnit: sendTo('theme', ({ event }) => ({
      type: 'theme.unitLoaded' as const,
      color: (event as Ev<'startup.unitLoaded'>).color,
    })),
    relayPreferences: sendTo('theme', ({ event }) => ({
      type: 'theme.preferencesLoaded' as const,
      primaryColor: (event as Ev<'startup.preferencesLoaded'>).primaryColor,
    })),
    assignConfig: assign((_, config: RuntimeConfig) => ({ config, error: null })),
    assignError: assign((_, error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    })),
  },
}).createMachine({
  id: 'app',
  initial: 'loadingConfig',
  context: ({ input }) => ({ ...input, config: null, error: null }),
  states: {
    loadingConfig: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: { target: 'running', actions: { type: 'assignConfig', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    failed: { on: { 'app.retry': 'loadingConfig' } },
    running: {
      invoke: [
        {
          id: 'auth',
          systemId: 'auth',
          src: 'authMachine',
          input: ({ context }) => ({
            ...oidc(context),
            apiUrl: cfg(context).API_URL,
            embedded: context.embedded,
            reloadedForMarker: context.reloadedForMarker,
          }),
        },
        {
          id: 'navigation',
          systemId: 'navigation',
          src: 'navigationMachine',
          input: ({ context }) => ({ location: context.location }),
        },
        {
          id: 'embed',
          systemId: 'embed',
          src: 'embedMachine',
          input: ({ context }) => ({
            embedded: context.embedded,
            parentOrigins: cfg(context).PARENT_ORIGINS,
            parentOriginCandidates: context.parentOriginCandidates,
            tokenCheckMs: cfg(context).EMBEDDED_TOKEN_CHECK_MS,
          }),
        },
        { id: 'theme', systemId: 'theme', src: 'themeMachine' },
        {
          id: 'locale',
          systemId: 'locale',
          src: 'localeMachine',
          input: ({ context }) => ({
            allowed: cfg(context).ALLOWED_LOCALES,
            configuredDefault: cfg(context).DEFAULT_LOCALE,
            browserLanguage: context.browserLanguage,
          }),
        },
        {
          id: 'startup',
          systemId: 'startup',
          src: 'startupMachine',
          input: ({ context }) => ({ ...oidc(context), apiUrl: cfg(context).API_URL }),
        },
      ],
      on: {
        'auth.sessionChanged': [
          {
            guard: 'isSignedInReport',
            actions: ['relayAuthToNavigation', 'relayThemeClaim', 'relayLocaleClaims', 'beginStartup'],
          },
          {
            actions: [
              'relayAuthToNavigation',
              'relayThemeClaim',
              'resetLocale',
              'resetStartup',
              'resetTheme',
            ],
          },
        ],
        'auth.sessionExpired': { actions: 'relaySessionExpired' },
        'navigation.signInRequired': { actions: 'relaySignInRequired' },
        'embed.routeChange': { actions: 'relayRouteChange' },
        'embed.logOut': { actions: 'relayLogOut' },
        'embed.verifySession': { actions: 'relayVerifySession' },
        'startup.unitLoaded': { actions: 'relayUnit' },
        'startup.preferencesLoaded': { actions: 'relayPreferences' },
        'profile.saved': { actions: ['relayProfileTheme', 'relayProfileLocale', 'refreshTokens'] },
      },
    },
  },
});

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;
export type AppStatus = 'loading' | 'failed' | 'running';

export const selectAppStatus = (s: AppSnapshot): AppStatus =>
  s.matches('running') ? 'running' : s.matches('failed') ? 'failed' : 'loading';
export const selectAppError = (s: AppSnapshot): string | null => s.context.error;
export const selectConfig = (s: AppSnapshot): RuntimeConfig | null => s.context.config;

const NO_API: ApiSettings = { apiUrl: '', issuer: '', clientId: '', scope: '' };
const apiSettings = new WeakMap<RuntimeConfig, ApiSettings>();
/**
 * What the screen machines call the API with, from the configuration (empty before it is loaded). One
 * object per configuration, so a view selecting it re-renders only when the configuration changes.
 */
export const selectApiSettings = (s: AppSnapshot): ApiSettings => {
  const config = s.context.config;
  if (!config) return NO_API;
  const known = apiSettings.get(config);
  if (known) return known;
  const settings = { apiUrl: config.API_URL, ...oidc(s.context) };
  apiSettings.set(config, settings);
  return settings;
};
