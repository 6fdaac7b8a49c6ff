import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, authMachine, refreshDelayMs, type AuthInput } from '../../src/machines/authMachine';
import { REFRESH_MARGIN_MS } from '../../src/machines/constants';
import type { AuthSettings } from '../../src/machines/authActors';
import type { AuthSession } from '../../src/services/oidc';
import { ManualClock } from '../../src/machines/testing/fakes';
import { FAR_FUTURE, ISSUER, sampleSession as session } from '../../src/machines/testing/samples';

const input: AuthInput = {
  issuer: ISSUER,
  clientId: 'lms-app',
  scope: 'openid',
  apiUrl: 'http://localhost:4000/graphql',
  embedded: false,
  reloadedForMarker: null,
};

/** A signed-in auth actor whose refreshes and login count wait until the test answers them. */
function start(clock?: ManualClock) {
  const refreshes: Array<(s: AuthSession) => void> = [];
  let countDone: () => void = () => {};
  const counted = new Promise<'counted'>((resolve) => (countDone = () => resolve('counted')));
  const reports: Array<{ type: string; claims?: Record<string, unknown> }> = [];
  const machine = authMachine.provide({
    actors: {
      loadDiscovery: fromPromise<{ issuer: string }, AuthSettings>(async () => ({ issuer: ISSUER })),
      loadStoredUser: fromPromise<AuthSession | null, AuthSettings>(async () => session()),
      refreshSession: fromPromise<AuthSession | null, AuthSettings>(
        () => new Promise((resolve) => refreshes.push(resolve)),
      ),
      countLogin: fromPromise<'counted' | 'skipped', AuthSettings & { sessionState: string | null }>(
        () => counted,
      ),
      watchSessionMarker: fromCallback(() => {}),
      watchUserManager: fromCallback<{ type: 'noop' }, AuthSettings>(() => {}),
    },
  });
  const actor = createActor(machine, { input, ...(clock ? { clock } : {}) });
  Object.assign(actor, { _parent: { send: (e: { type: string }) => reports.push(e) } });
  actor.start();
  return { actor, refreshes, countDone, reports };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const withLocale = (locale: string) => session({ claims: { ...session().claims, locale } });
const reportedLocales = (a: ReturnType<typeof start>) =>
  a.reports.filter((r) => r.type === 'auth.sessionChanged').map((r) => r.claims?.locale);

describe('authMachine refresh', () => {
  it('schedules the refresh a margin before expiry, at least 1 s and never past setTimeout’s limit', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(refreshDelayMs(now / 1000 + 3600, now)).toBe(3600_000 - REFRESH_MARGIN_MS);
    expect(refreshDelayMs(now / 1000 + 10, now)).toBe(1000);
    expect(refreshDelayMs(undefined, now)).toBe(1000);
    expect(refreshDelayMs(FAR_FUTURE, now)).toBe(MAX_TIMER_MS);
    expect(MAX_TIMER_MS).toBe(2147483647);
  });

  it('a token expiring decades ahead sets a timer within the limit (no immediate refresh loop)', async () => {
    const clock = new ManualClock();
    const a = start(clock);
    await waitFor(a.actor, (s) => s.matches('silentRefresh'));
    a.refreshes.shift()!(session({ expiresAt: FAR_FUTURE }));
    a.countDone();
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    const delays = [...clock.timers.values()].map((t) => t.ms);
    expect(delays).toEqual([MAX_TIMER_MS]);
    expect(a.refreshes).toHaveLength(0);
  });

  it('auth.refresh refreshes at once and reports the new claims', async () => {
    const a = start();
    await waitFor(a.actor, (s) => s.matches('silentRefresh'));
    a.refreshes.shift()!(withLocale('de'));
    a.countDone();
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    a.actor.send({ type: 'auth.refresh' });
    expect(a.actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    a.refreshes.shift()!(withLocale('sw'));
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(reportedLocales(a)).toEqual(['de', 'sw']);
  });

  it('asked during a running refresh, it refreshes again and reports only the newer token', async () => {
    const a = start();
    await waitFor(a.actor, (s) => s.matches('silentRefresh'));
    a.refreshes.shift()!(withLocale('de'));
    a.countDone();
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    a.actor.send({ type: 'auth.refresh' });
    // Started before the profile was saved: its token may still carry the old claims.
    a.actor.send({ type: 'auth.refresh' });
    a.refreshes.shift()!(withLocale('de'));
    await tick();
    expect(a.actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    expect(a.refreshes).toHaveLength(1);
    a.refreshes.shift()!(withLocale('sw'));
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(reportedLocales(a)).toEqual(['de', 'sw']);
  });

  it('asked while the login is being counted, it refreshes right after', async () => {
    const a = start();
    await waitFor(a.actor, (s) => s.matches('silentRefresh'));
    a.refreshes.shift()!(withLocale('de'));
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'countingLogin' }));
    a.actor.send({ type: 'auth.refresh' });
    a.countDone();
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'refreshing' }));
    a.refreshes.shift()!(withLocale('sw'));
    await waitFor(a.actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(reportedLocales(a)).toEqual(['de', 'sw']);
  });
});
