// The real app machine and its children (side effects faked): a saved profile applies at once and
// a language picked in the menu survives token refreshes.
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appMachine } from '../../src/machines/appMachine';
import { authMachine, type AuthActorRef } from '../../src/machines/authMachine';
import { navigationMachine } from '../../src/machines/navigationMachine';
import { embedMachine } from '../../src/machines/embedMachine';
import { themeMachine, selectAppearance, type ThemeActorRef } from '../../src/machines/themeMachine';
import {
  localeMachine,
  selectDateFormat,
  selectLocale,
  type LocaleActorRef,
} from '../../src/machines/localeMachine';
import { startupMachine } from '../../src/machines/startupMachine';
import { appSpec } from '../../src/machines/testing/specs';
import { ISSUER, sampleConfig, sampleSession } from '../../src/machines/testing/samples';
import type { AuthSettings } from '../../src/machines/authActors';
import type { HistoryCommand } from '../../src/machines/navigationActors';
import type { Preference } from '../../src/machines/startupActors';
import type { ApiSettings } from '../../src/services/api';
import type { AuthSession } from '../../src/services/oidc';
import type { DefaultUnit } from '../../src/services/operations';
import type { PendingProgress } from '../../src/services/storage';

const withClaims = (claims: Record<string, unknown>) =>
  sampleSession({ claims: { name: 'Lea', preferred_username: 'lea', ...claims } });

/** `tokens` are what the provider hands out, in order; the last one repeats. */
function startApp(tokens: AuthSession[]) {
  const refreshes: AuthSession[] = [];
  const next = () => {
    const token = tokens.length > 1 ? tokens.shift()! : tokens[0]!;
    refreshes.push(token);
    return token;
  };
  const app = appMachine.provide({
    actors: {
      loadConfig: fromPromise(async () => sampleConfig),
      authMachine: authMachine.provide({
        actors: {
          loadDiscovery: fromPromise(async () => ({ issuer: ISSUER })),
          loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async () => next()),
          refreshSession: fromPromise<AuthSession | null, AuthSettings>(async () => next()),
          countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
            async () => 'skipped',
          ),
          watchSessionMarker: fromCallback(() => {}),
          watchUserManager: fromCallback<{ type: 'noop' }, AuthSettings>(() => {}),
        },
      }),
      navigationMachine: navigationMachine.provide({
        actors: { browserHistory: fromCallback<HistoryCommand>(() => {}) },
      }),
      embedMachine,
      themeMachine,
      localeMachine: localeMachine.provide({
        actors: {
          loadMessages: fromPromise<Record<string, string>, { locale: string }>(async ({ input: i }) => ({
            lang: i.locale,
          })),
        },
      }),
      startupMachine: startupMachine.provide({
        actors: {
          loadVersion: fromPromise(async () => '3.1.0'),
          loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(async () => null),
          loadDesignPreferences: fromPromise<Preference[], ApiSettings>(async () => []),
          reportTimeZone: fromPromise<boolean, ApiSettings>(async () => false),
          loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => []),
        },
      }),
    },
  });
  const actor = createActor(app, { input: appSpec.inputs![0]! }).start();
  const child = <T>(id: string) => actor.system.get(id) as T;
  return { actor, refreshes, child };
}

const idle = (auth: AuthActorRef) => waitFor(auth, (s) => s.matches({ signedIn: 'idle' }));
const localeReady = (locale: LocaleActorRef) => waitFor(locale, (s) => s.matches('ready'));

describe('appMachine: profile saved', () => {
  it('applies theme, locale and date format at once and fetches a token with the new claims', async () => {
    const before = withClaims({ theme: 'dark', locale: 'de' });
    const after = withClaims({ theme: 'default', locale: 'sw', date_format: 'yyyy-MM-dd' });
    const a = startApp([before, before, after]);
    await waitFor(a.actor, (s) => s.matches('running'));
    const auth = a.child<AuthActorRef>('auth');
    const locale = a.child<LocaleActorRef>('locale');
    const theme = a.child<ThemeActorRef>('theme');
    await idle(auth);
    expect(selectLocale(await localeReady(locale))).toBe('de');
    expect(selectAppearance(theme.getSnapshot())).toBe('dark');
    expect(a.refreshes).toHaveLength(2);

    a.actor.send({
      type: 'profile.saved',
      profile: { locale: 'sw', theme: 'default', dateFormat: 'yyyy-MM-dd' },
    });
    expect(selectAppearance(theme.getSnapshot())).toBe('light');
    expect(selectDateFormat(locale.getSnapshot())).toBe('yyyy-MM-dd');
    expect(selectLocale(await localeReady(locale))).toBe('sw');
    await idle(auth);
    expect(a.refreshes).toHaveLength(3);
    expect(auth.getSnapshot().context.session?.claims.locale).toBe('sw');
    expect(selectLocale(locale.getSnapshot())).toBe('sw');
    expect(selectAppearance(theme.getSnapshot())).toBe('light');
    a.actor.stop();
  });

  it('a cleared locale falls back to the browser language', async () => {
    const a = startApp([withClaims({ locale: 'de' }), withClaims({ locale: 'de' }), withClaims({})]);
    await waitFor(a.actor, (s) => s.matches('running'));
    const locale = a.child<LocaleActorRef>('locale');
    await idle(a.child<AuthActorRef>('auth'));
    expect(selectLocale(await localeReady(locale))).toBe('de');
    a.actor.send({ type: 'profile.saved', profile: { locale: null, theme: 'default', dateFormat: null } });
    // The app's input says the browser prefers en-GB.
    expect(selectLocale(await localeReady(locale))).toBe('en');
    a.actor.stop();
  });

  it('a language picked in the menu survives token refreshes', async () => {
    const a = startApp([withClaims({ locale: 'de' })]);
    await waitFor(a.actor, (s) => s.matches('running'));
    const auth = a.child<AuthActorRef>('auth');
    const locale = a.child<LocaleActorRef>('locale');
    await idle(auth);
    locale.send({ type: 'locale.change', locale: 'sw' });
    expect(selectLocale(await localeReady(locale))).toBe('sw');
    const refreshes = a.refreshes.length;
    auth.send({ type: 'auth.refresh' });
    await waitFor(auth, (s) => s.matches({ signedIn: 'idle' }) && a.refreshes.length > refreshes);
    expect(selectLocale(await localeReady(locale))).toBe('sw');
    a.actor.stop();
  });
});
