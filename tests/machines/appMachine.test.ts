import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appMachine, selectAppStatus } from '../../src/machines/appMachine';
import { authMachine, selectAuthStatus, type AuthActorRef } from '../../src/machines/authMachine';
import {
  navigationMachine,
  selectLocation,
  type NavigationActorRef,
} from '../../src/machines/navigationMachine';
import { embedMachine } from '../../src/machines/embedMachine';
import {
  themeMachine,
  selectAccentHex,
  selectAppearance,
  type ThemeActorRef,
} from '../../src/machines/themeMachine';
import { localeMachine, selectLocale, type LocaleActorRef } from '../../src/machines/localeMachine';
import { startupMachine, selectServerVersion, type StartupActorRef } from '../../src/machines/startupMachine';
import { coverageReport } from '../../src/machines/testing/coverage';
import { runModel } from '../../src/machines/testing/modelRunner';
import { appSpec, type sessionChanged } from '../../src/machines/testing/specs';
import { sampleConfig as config } from '../../src/machines/testing/samples';
import type { AuthSession } from '../../src/services/oidc';
import type { PendingProgress } from '../../src/services/storage';
import type { DefaultUnit } from '../../src/services/operations';
import type { Preference } from '../../src/machines/startupActors';
import type { AuthSettings } from '../../src/machines/authActors';
import type { HistoryCommand } from '../../src/machines/navigationActors';
import type { ApiSettings } from '../../src/services/api';
import { ISSUER, sampleSession as session } from '../../src/machines/testing/samples';

const input = appSpec.inputs![0]!;

/** What the app must pass on, and to whom, for each report of a child. */
function expectedRelays(event: AnyEventObject): Array<[string, AnyEventObject]> {
  switch (event.type) {
    case 'auth.sessionChanged': {
      const e = event as ReturnType<typeof sessionChanged>;
      return [
        [
          'navigation',
          {
            type: 'navigation.authChanged',
            signedIn: e.signedIn,
            roles: e.roles,
            completed: true,
            location: null,
          },
        ],
        ['theme', { type: 'theme.claims', theme: e.claims.theme }],
        e.signedIn
          ? ['locale', { type: 'locale.claims', claims: e.claims }]
          : ['locale', { type: 'locale.reset' }],
        e.signedIn ? ['startup', { type: 'startup.begin' }] : ['startup', { type: 'startup.reset' }],
      ];
    }
    case 'profile.saved':
      return [
        ['theme', { type: 'theme.change', theme: 'dark' }],
        ['locale', { type: 'locale.profileSaved', locale: 'sw', dateFormat: 'yyyy-MM-dd' }],
        ['auth', { type: 'auth.refresh' }],
      ];
    case 'auth.sessionExpired':
      return [['embed', { type: 'embed.notifySessionExpired' }]];
    case 'navigation.signInRequired':
      return [['auth', { type: 'auth.signIn', returnTo: '/system', auto: true, prompt: 'login' }]];
    case 'embed.routeChange':
      return [['navigation', { type: 'navigation.navigate', to: '/media' }]];
    case 'embed.logOut':
      return [['auth', { type: 'auth.signOut' }]];
    case 'embed.verifySession':
      return [['auth', { type: 'auth.verifySession' }]];
    case 'startup.unitLoaded':
      return [['theme', { type: 'theme.unitLoaded', color: '#123456' }]];
    case 'startup.preferencesLoaded':
      return [['theme', { type: 'theme.preferencesLoaded', primaryColor: '#654321' }]];
    default:
      return [];
  }
}

describe('appMachine', () => {
  it('walks every transition of its definition, both branches of every guard, relaying each report', async () => {
    const result = await runModel({
      ...appSpec,
      afterPath: (run, events) => {
        for (const [child, relayed] of expectedRelays(events[events.length - 1] ?? { type: 'none' })) {
          expect(run.received.get(child)).toContainEqual(relayed);
        }
      },
    });
    const report = coverageReport(appMachine, result.covered);
    console.log(`${report.summary} (${result.paths} paths)`);
    expect(report.missing.map((m) => m.label)).toEqual([]);
  });

  it('signs in from a stored session and brings every machine to its signed-in state', async () => {
    const valid: AuthSession = session({
      roles: ['LEARNER'],
      claims: { name: 'Lea', theme: 'dark', locale: 'de' },
    });
    const unit: DefaultUnit = {
      name: 'HQ',
      isActive: true,
      uuid: 'u',
      id: '1',
      key: 'HQ',
      logoUrl: null,
      color: '#123456',
      displayedId: '1',
      isGeneral: true,
    };
    const idle = fromCallback(() => {});
    const app = appMachine.provide({
      actors: {
        loadConfig: fromPromise(async () => config),
        authMachine: authMachine.provide({
          actors: {
            loadDiscovery: fromPromise(async () => ({ issuer: ISSUER })),
            loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async () => valid),
            refreshSession: fromPromise<AuthSession | null, AuthSettings>(async () => valid),
            countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
              async () => 'counted',
            ),
            watchSessionMarker: idle,
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
            loadDefaultUnit: fromPromise<DefaultUnit | null, ApiSettings>(async () => unit),
            loadDesignPreferences: fromPromise<Preference[], ApiSettings>(async () => []),
            reportTimeZone: fromPromise<boolean, ApiSettings>(async () => false),
            loadPendingProgress: fromPromise<PendingProgress[], ApiSettings>(async () => []),
          },
        }),
      },
    });
    const actor = createActor(app, { input }).start();
    await waitFor(actor, (s) => selectAppStatus(s) === 'running');
    const system = actor.system;
    const auth = system.get('auth') as AuthActorRef;
    await waitFor(auth, (s) => selectAuthStatus(s) === 'signedIn');
    const startup = system.get('startup') as StartupActorRef;
    await waitFor(startup, (s) => s.matches('ready'));
    expect(selectServerVersion(startup.getSnapshot())).toBe('3.1.0');
    expect(selectLocation((system.get('navigation') as NavigationActorRef).getSnapshot())).toEqual({
      path: '/dashboard',
      search: '',
    });
    const theme = (system.get('theme') as ThemeActorRef).getSnapshot();
    expect(selectAppearance(theme)).toBe('dark');
    expect(selectAccentHex(theme)).toBe('#123456');
    expect(selectLocale((system.get('locale') as LocaleActorRef).getSnapshot())).toBe('de');
    expect(system.get('embed')).toBeDefined();
    actor.stop();
  });
});
